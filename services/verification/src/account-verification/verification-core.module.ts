import { Module } from '@nestjs/common';
import { IdentityDocumentsRepository } from '../documents/identity-documents.repository';
import { DocumentLinks } from '../documents/document-links';
import { SealedFileStore } from '../documents/sealed-file-store';
import { RemarksRepository } from '../remarks/remarks.repository';
import { InvestorsRepository } from '../investors/investors.repository';
import { InvestorProfilesRepository } from '../investor-profile/investor-profiles.repository';
import { SuitabilityAttemptsRepository } from '../suitability/suitability-attempts.repository';
import { LegalNamesReader } from '../investors/legal-names';
import { VerificationSteps } from './verification-steps';
import { VerificationViews } from './verification-views';
import { VerificationsRepository } from './verifications.repository';

/** What the features share (docs/adr/0015): the repositories, the step lock and event, the views, the sealed files. */
@Module({
  providers: [IdentityDocumentsRepository, InvestorsRepository, VerificationsRepository, InvestorProfilesRepository, SuitabilityAttemptsRepository, VerificationSteps, VerificationViews, SealedFileStore, DocumentLinks, RemarksRepository, LegalNamesReader],
  exports: [IdentityDocumentsRepository, InvestorsRepository, VerificationsRepository, InvestorProfilesRepository, SuitabilityAttemptsRepository, VerificationSteps, VerificationViews, SealedFileStore, DocumentLinks, RemarksRepository, LegalNamesReader],
})
export class VerificationCoreModule {}
