import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { FileAreas, SealedFiles, SecretBox } from '@cf/platform';
import type { VerificationConfig } from './config/env';
import { VERIFICATION_CONFIG } from '../verification.tokens';

/**
 * Identity pictures, signatures and signed agreements at rest: sealed with VERIFICATION_KEYRING under
 * generated names in the service's file store (area `verification/documents`: its database, or S3),
 * which nothing serves directly. Before issue 40 they were files under `${dataDir}/uploads/verification/`.
 */
@Injectable()
export class SealedFileStore extends SealedFiles {
  constructor(files: FileAreas, @Inject(VERIFICATION_CONFIG) config: VerificationConfig) {
    super(files, 'verification/documents', SecretBox.fromKeyring(config.keyring), 'verification-document-image', join(config.dataDir, 'uploads', 'verification'));
  }
}
