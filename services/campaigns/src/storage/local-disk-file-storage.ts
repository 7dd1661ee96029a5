import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTENT_TYPE_OF, FILE_KEY, type FileExtension, type FileStorage, type StorageArea, type StoredFile } from './file-storage';

/** Files in `${DATA_DIR}/uploads/campaigns/{images,documents}/`, named by their key. */
export class LocalDiskFileStorage implements FileStorage {
  constructor(private readonly directory: string) {}

  async save(area: StorageArea, bytes: Buffer, extension: FileExtension): Promise<string> {
    const key = `${randomUUID()}.${extension}`;
    const dir = join(this.directory, area);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, key), bytes, { flag: 'wx' });
    return key;
  }

  async read(area: StorageArea, key: string): Promise<StoredFile | null> {
    const match = FILE_KEY.exec(key);
    if (!match) return null;
    try {
      const bytes = await readFile(join(this.directory, area, key));
      return { bytes, contentType: CONTENT_TYPE_OF[match[1] as FileExtension] };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(area: StorageArea, key: string): Promise<void> {
    if (!FILE_KEY.test(key)) return;
    await unlink(join(this.directory, area, key)).catch(() => undefined);
  }
}
