import { Module } from '@nestjs/common';
import { join } from 'node:path';
import type { IdentityConfig } from '../config/env';
import { IDENTITY_CONFIG } from '../core/identity-config.token';
import { IMAGE_STORAGE } from './image-storage';
import { LocalDiskImageStorage } from './local-disk-image-storage';

/** The image storage port, bound to the local-disk adapter under `${DATA_DIR}/uploads/identity/`. */
@Module({
  providers: [
    {
      provide: IMAGE_STORAGE,
      inject: [IDENTITY_CONFIG],
      useFactory: (config: IdentityConfig) => new LocalDiskImageStorage(join(config.dataDir, 'uploads', 'identity')),
    },
  ],
  exports: [IMAGE_STORAGE],
})
export class StorageModule {}
