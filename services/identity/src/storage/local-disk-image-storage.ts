import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTENT_TYPE_OF, EXTENSION_OF, IMAGE_KEY, type ImageStorage, type StoredImage } from './image-storage';

/** Images as files in one directory (`${DATA_DIR}/uploads/identity/`), named by their key. */
export class LocalDiskImageStorage implements ImageStorage {
  constructor(private readonly directory: string) {}

  async save(bytes: Buffer, contentType: string): Promise<string> {
    const extension = EXTENSION_OF[contentType];
    if (!extension) throw new Error(`unsupported content type ${contentType}`);
    const key = `${randomUUID()}.${extension}`;
    await mkdir(this.directory, { recursive: true });
    await writeFile(join(this.directory, key), bytes, { flag: 'wx' });
    return key;
  }

  async read(key: string): Promise<StoredImage | null> {
    const match = IMAGE_KEY.exec(key);
    if (!match) return null;
    try {
      const bytes = await readFile(join(this.directory, key));
      return { bytes, contentType: CONTENT_TYPE_OF[match[1] as 'png' | 'jpg'] };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
