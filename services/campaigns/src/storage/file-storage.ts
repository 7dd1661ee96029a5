import { STORED_FILE_KEY, type StoredFileExtension } from '@cf/platform';

/**
 * Where uploaded images and documents live. The service only knows this port; the local-disk adapter
 * serves development, tests and single-node installs, and an object-storage adapter can be plugged in
 * behind the same token later. Two areas: `images` are public, `documents` are served only through
 * signed links (private documents and contracts).
 */
export type StorageArea = 'images' | 'documents';

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStorage {
  /** Stores the bytes and answers the new key (server-made: uuid + extension). */
  save(area: StorageArea, bytes: Buffer, extension: FileExtension): Promise<string>;
  /** The stored file, or null for an unknown (or malformed) key. */
  read(area: StorageArea, key: string): Promise<StoredFile | null>;
  remove(area: StorageArea, key: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

export type FileExtension = StoredFileExtension;

/** Keys are made by the server only (see STORED_FILE_KEY). */
export const FILE_KEY = STORED_FILE_KEY;
