import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { FileAreas, SealedFiles, SecretBox } from '@cf/platform';
import type { InvestmentsConfig } from '../config/env';
import { INVESTMENTS_CONFIG } from '../investments.tokens';

/**
 * Contract signatures and signed contracts at rest: sealed with INVESTMENTS_KEYRING under generated
 * names in the service's file store (area `investments/contracts`: its database, or S3), shared by
 * every replica; nothing serves them directly. Before issue 40 they were files under
 * `${dataDir}/uploads/investments/` on one pod's disk (moved into the store at start).
 */
@Injectable()
export class ContractFiles extends SealedFiles {
  constructor(files: FileAreas, @Inject(INVESTMENTS_CONFIG) config: InvestmentsConfig) {
    super(files, 'investments/contracts', SecretBox.fromKeyring(config.keyring), 'investment-contract', join(config.dataDir, 'uploads', 'investments'));
  }
}
