import { join } from 'node:path';
import { LocalDiskFiles } from '@cf/platform';
import type { FileExtension, FileStorage, StorageArea, StoredFile } from './file-storage';

/** Files in `${DATA_DIR}/uploads/campaigns/{images,documents}/`, named by their key. */
export class LocalDiskFileStorage implements FileStorage {
  private readonly areas: Record<StorageArea, LocalDiskFiles>;

  constructor(directory: string) {
    this.areas = { images: new LocalDiskFiles(join(directory, 'images')), documents: new LocalDiskFiles(join(directory, 'documents')) };
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
