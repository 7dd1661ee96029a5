import { FileAreas, StoredFiles } from '@cf/platform';
import { EXTENSION_OF, IMAGE_KEY, type ImageStorage, type StoredImage } from './image-storage';

/** Images in the service's file store (area `identity/images`), named by their key; `legacyDirectory`: where they were kept on the disk before issue 40. */
export class StoredImageStorage implements ImageStorage {
  private readonly files: StoredFiles;

  constructor(files: FileAreas, legacyDirectory: string) {
    this.files = new StoredFiles(files, 'identity/images', legacyDirectory);
  }

  save(bytes: Buffer, contentType: string): Promise<string> {
    const extension = EXTENSION_OF[contentType];
    if (!extension) throw new Error(`unsupported content type ${contentType}`);
    return this.files.save(bytes, extension);
  }

  read(key: string): Promise<StoredImage | null> {
    // Identity keeps PNG and JPEG only: any other key is unknown here.
    return IMAGE_KEY.test(key) ? this.files.read(key) : Promise.resolve(null);
  }
}
