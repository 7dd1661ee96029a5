import { Global, Module } from '@nestjs/common';
import type { VerificationConfig } from '../config/env';
import { JURISDICTION_PACK, VERIFICATION_CONFIG } from '../../verification.tokens';
import { loadJurisdictionPack } from './jurisdiction-packs';
import { JurisdictionService } from './jurisdiction.service';

/** The jurisdiction pack in force (JURISDICTION_PACK), loaded and validated once at start. */
@Global()
@Module({
  providers: [
    { provide: JURISDICTION_PACK, inject: [VERIFICATION_CONFIG], useFactory: (config: VerificationConfig) => loadJurisdictionPack(config.jurisdiction) },
    JurisdictionService,
  ],
  exports: [JurisdictionService],
})
export class JurisdictionModule {}
