import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { SealedFiles, SecretBox } from '@cf/platform';
import type { InvestmentsConfig } from '../config/env';
import { INVESTMENTS_CONFIG } from '../investments.tokens';

/**
 * Contract signatures and signed contracts at rest: sealed with INVESTMENTS_KEYRING in files with
 * generated names under `${dataDir}/uploads/investments/`, which nothing serves directly.
 */
@Injectable()
export class ContractFiles extends SealedFiles {
  constructor(@Inject(INVESTMENTS_CONFIG) config: InvestmentsConfig) {
    super(join(config.dataDir, 'uploads', 'investments'), SecretBox.fromKeyring(config.keyring), 'investment-contract');
  }
}
