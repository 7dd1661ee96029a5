import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The kinds of file the services keep, by the extension their keys end with. */
export type StoredFileExtension = 'png' | 'jpg' | 'gif' | 'webp' | 'pdf';

export const CONTENT_TYPE_OF_EXTENSION: Record<StoredFileExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** Keys are made by the server only: a lower-case UUID and the extension. Anything else is refused (no path traversal). */
export const STORED_FILE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp|pdf)$/;

export interface StoredFileBytes {
  bytes: Buffer;
  contentType: string;
}

/**
 * Uploaded files as files in one directory, named by a key the server makes (uuid + extension).
 * Every service's storage port has this local-disk adapter for development, tests and single-node
 * installs; an object store can be bound behind the same port later.
 */
export class LocalDiskFiles {
  constructor(private readonly directory: string) {}

  async save(bytes: Buffer, extension: StoredFileExtension): Promise<string> {
    const key = `${randomUUID()}.${extension}`;
    await mkdir(this.directory, { recursive: true });
    // 'wx': never overwrite, whatever happens to the key.
    await writeFile(join(this.directory, key), bytes, { flag: 'wx' });
    return key;
  }

  /** The stored file, or null for an unknown or malformed key. */
  async read(key: string): Promise<StoredFileBytes | null> {
    const match = STORED_FILE_KEY.exec(key);
    if (!match) return null;
    try {
      const bytes = await readFile(join(this.directory, key));
      return { bytes, contentType: CONTENT_TYPE_OF_EXTENSION[match[1] as StoredFileExtension] };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    if (!STORED_FILE_KEY.test(key)) return;
    await unlink(join(this.directory, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}
