/**
 * Where uploaded images live. Identity only knows this port; the local-disk adapter serves
 * development, tests and single-node installs, and an object-storage adapter (S3 and the like)
 * can be plugged in behind the same token later.
 */
export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

export interface ImageStorage {
  /** Stores the bytes and answers the new key (server-made: uuid + extension). */
  save(bytes: Buffer, contentType: string): Promise<string>;
  /** The stored image, or null for an unknown (or malformed) key. */
  read(key: string): Promise<StoredImage | null>;
}

export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');

/** Keys are made by the server only: a lower-case UUID and the extension. Anything else is refused (no path traversal). */
export const IMAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;

export const EXTENSION_OF: Record<string, 'png' | 'jpg'> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
