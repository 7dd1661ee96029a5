import { join } from 'node:path';
import { FileAreas, StoredFiles } from '@cf/platform';
import type { FileExtension, FileStorage, StorageArea, StoredFile } from './file-storage';

/**
 * Files in the service's file store (areas `campaigns/images` and `campaigns/documents`), named by
 * their key; `legacyDirectory` is where they were kept on the disk before issue 40 (moved at start).
 */
export class StoredFileStorage implements FileStorage {
  private readonly areas: Record<StorageArea, StoredFiles>;

  constructor(files: FileAreas, legacyDirectory: string) {
    this.areas = { images: new StoredFiles(files, 'campaigns/images', join(legacyDirectory, 'images')), documents: new StoredFiles(files, 'campaigns/documents', join(legacyDirectory, 'documents')) };
  }

  save(area: StorageArea, bytes: Buffer, extension: FileExtension): Promise<string> {
    return this.areas[area].save(bytes, extension);
  }

  read(area: StorageArea, key: string): Promise<StoredFile | null> {
    return this.areas[area].read(key);
  }

  remove(area: StorageArea, key: string): Promise<void> {
    return this.areas[area].remove(key);
  }
}
