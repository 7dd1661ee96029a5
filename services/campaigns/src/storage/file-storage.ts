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

export type FileExtension = 'png' | 'jpg' | 'gif' | 'webp' | 'pdf';

/** Keys are made by the server only: a lower-case UUID and the extension. Anything else is refused (no path traversal). */
export const FILE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp|pdf)$/;

export const CONTENT_TYPE_OF: Record<FileExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};
