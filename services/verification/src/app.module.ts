import { Global, Module, type DynamicModule } from '@nestjs/common';
import { PlatformModule } from '@cf/platform';
import './i18n/messages';
import { AccountVerificationModule } from './account-verification/account-verification.module';
import { VerificationDecisionRow } from './core/entities/verification-decision.entity';
import { VerificationRow } from './core/entities/verification.entity';
import type { VerificationConfig } from './core/config/env';
import { ConsentModule } from './consent/consent.module';
import { ConsentRow } from './consent/entities/consent.entity';
import { RemarkDocumentRow } from './core/entities/remark-document.entity';
import { RemarkRow } from './core/entities/remark.entity';
import { RemarksModule } from './remarks/remarks.module';
import { DocumentExpiryModule } from './expiry/document-expiry.module';
import { InvestorAccountRow } from './investor-account/entities/investor-account.entity';
import { InvestorAccountModule } from './investor-account/investor-account.module';
import { DocumentImageRow } from './core/entities/document-image.entity';
import { IdentityDocumentRow } from './core/entities/identity-document.entity';
import { IdentityDocumentsModule } from './documents/identity-documents.module';
import { InvestorProfileRow } from './core/entities/investor-profile.entity';
import { InvestorProfileModule } from './investor-profile/investor-profile.module';
import { InvestorRow } from './core/entities/investor.entity';
import { InvestorsModule } from './investors/investors.module';
import { GuardiansModule } from './guardians/guardians.module';
import { ChildrenModule } from './children/children.module';
import { ChildDocumentRow, ChildRegistrationRow } from './core/entities/child-registration.entity';
import { ChildRegistrations1780000000600 } from './migrations/1780000000600-child-registrations';
import { ChildNationalIdIndex1780000000700 } from './migrations/1780000000700-child-national-id-index';
import { AccreditationReview1780000000800 } from './migrations/1780000000800-accreditation-review';
import { GuardianInvestmentRow, GuardianStandingRow } from './guardians/guardian-standing.entity';
import { JurisdictionModule } from './core/jurisdiction/jurisdiction.module';
import { VerificationTables1780000000000 } from './migrations/1780000000000-verification-tables';
import { ConsentSignatures1780000000100 } from './migrations/1780000000100-consent-signatures';
import { VerificationRemarks1780000000200 } from './migrations/1780000000200-verification-remarks';
import { ManualKyc1780000000300 } from './migrations/1780000000300-manual-kyc';
import { InvestorAccounts1780000000400 } from './migrations/1780000000400-investor-accounts';
import { GuardianStandings1780000000500 } from './migrations/1780000000500-guardian-standings';
import { ReviewModule } from './review/review.module';
import { SuitabilityAttemptRow } from './core/entities/suitability-attempt.entity';
import { SuitabilityModule } from './suitability/suitability.module';
import { VERIFICATION_CONFIG } from './verification.tokens';

export const VERIFICATION_ENTITIES = [VerificationRow, VerificationDecisionRow, InvestorProfileRow, SuitabilityAttemptRow, InvestorRow, IdentityDocumentRow, DocumentImageRow, ConsentRow, RemarkRow, RemarkDocumentRow, InvestorAccountRow, GuardianInvestmentRow, GuardianStandingRow, ChildRegistrationRow, ChildDocumentRow];
export const VERIFICATION_MIGRATIONS = [VerificationTables1780000000000, ConsentSignatures1780000000100, VerificationRemarks1780000000200, ManualKyc1780000000300, InvestorAccounts1780000000400, GuardianStandings1780000000500, ChildRegistrations1780000000600, ChildNationalIdIndex1780000000700, AccreditationReview1780000000800];

/** Makes the service's configuration injectable everywhere under VERIFICATION_CONFIG. */
@Global()
@Module({})
class VerificationConfigModule {
  static register(config: VerificationConfig): DynamicModule {
    return { module: VerificationConfigModule, providers: [{ provide: VERIFICATION_CONFIG, useValue: config }], exports: [VERIFICATION_CONFIG] };
  }
}

@Module({})
export class AppModule {
  static register(config: VerificationConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forService(config.platform, { entities: VERIFICATION_ENTITIES, migrations: VERIFICATION_MIGRATIONS }),
        VerificationConfigModule.register(config),
        JurisdictionModule,
        // One module per feature (docs/adr/0015); VerificationCoreModule holds what they share.
        InvestorProfileModule,
        AccountVerificationModule,
        SuitabilityModule,
        ReviewModule,
        InvestorsModule,
        GuardiansModule,
        ChildrenModule,
        IdentityDocumentsModule,
        ConsentModule,
        RemarksModule,
        DocumentExpiryModule,
        InvestorAccountModule,
      ],
    };
  }
}
