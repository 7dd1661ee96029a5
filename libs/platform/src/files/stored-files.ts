import { randomUUID } from 'node:crypto';
import { FileAreas, moveLegacyFile, type FileArea, type FileStore } from './file-store';

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
 * Uploaded files of one area (`campaigns/images`, `wallet/slips`…) in the service's file store
 * (FileAreas: the database by default, S3 when configured), named by a key the server makes (uuid +
 * extension). `legacyDirectory`: where the area's files were kept on the disk before issue 40; they
 * are moved into the store at start, or when read first.
 */
export class StoredFiles implements FileArea {
  private readonly store: FileStore;

  constructor(
    files: FileAreas,
    readonly area: string,
    readonly legacyDirectory: string | null = null,
  ) {
    this.store = files.store;
    files.register(this);
  }

  async save(bytes: Buffer, extension: StoredFileExtension): Promise<string> {
    const key = `${randomUUID()}.${extension}`;
    await this.store.put(`${this.area}/${key}`, bytes);
    return key;
  }

  /** The stored file, or null for an unknown or malformed key. */
  async read(key: string): Promise<StoredFileBytes | null> {
    const match = STORED_FILE_KEY.exec(key);
    if (!match) return null;
    let bytes = await this.store.get(`${this.area}/${key}`);
    if (bytes === null && (await this.moveLegacyFile(key))) bytes = await this.store.get(`${this.area}/${key}`);
    return bytes && { bytes, contentType: CONTENT_TYPE_OF_EXTENSION[match[1] as StoredFileExtension] };
  }

  async remove(key: string): Promise<void> {
    if (STORED_FILE_KEY.test(key)) await this.store.delete(`${this.area}/${key}`);
  }

  moveLegacyFile(name: string): Promise<boolean> {
    if (!this.legacyDirectory) return Promise.resolve(false);
    return moveLegacyFile(this.store, this.legacyDirectory, `${this.area}/${name}`, name, (n) => STORED_FILE_KEY.test(n));
  }
}
