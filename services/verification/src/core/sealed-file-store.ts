import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { SealedFiles, SecretBox } from '@cf/platform';
import type { VerificationConfig } from './config/env';
import { VERIFICATION_CONFIG } from '../verification.tokens';

/**
 * Identity pictures, signatures and signed agreements at rest: sealed with VERIFICATION_KEYRING in
 * files with generated names under `${dataDir}/uploads/verification/`, which nothing serves directly.
 */
@Injectable()
export class SealedFileStore extends SealedFiles {
  constructor(@Inject(VERIFICATION_CONFIG) config: VerificationConfig) {
    super(join(config.dataDir, 'uploads', 'verification'), SecretBox.fromKeyring(config.keyring), 'verification-document-image');
  }
}
