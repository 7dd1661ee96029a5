import { LocalDiskFiles } from '@cf/platform';
import { EXTENSION_OF, IMAGE_KEY, type ImageStorage, type StoredImage } from './image-storage';

/** Images as files in one directory (`${DATA_DIR}/uploads/identity/`), named by their key. */
export class LocalDiskImageStorage implements ImageStorage {
  private readonly files: LocalDiskFiles;

  constructor(directory: string) {
    this.files = new LocalDiskFiles(directory);
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
