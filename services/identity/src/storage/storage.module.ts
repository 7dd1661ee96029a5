import { Module } from '@nestjs/common';
import { join } from 'node:path';
import type { IdentityConfig } from '../config/env';
import { IDENTITY_CONFIG } from '../core/identity-config.token';
import { IMAGE_STORAGE } from './image-storage';
import { StoredImageStorage } from './stored-image-storage';
import { FileAreas } from '@cf/platform';

/** The image storage port, bound to the platform's file store. */
@Module({
  providers: [
    {
      provide: IMAGE_STORAGE,
      inject: [FileAreas, IDENTITY_CONFIG],
      useFactory: (files: FileAreas, config: IdentityConfig) => new StoredImageStorage(files, join(config.dataDir, 'uploads', 'identity')),
    },
  ],
  exports: [IMAGE_STORAGE],
})
export class StorageModule {}
