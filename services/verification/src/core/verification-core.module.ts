import { Module } from '@nestjs/common';
import { IdentityDocumentsRepository } from './identity-documents.repository';
import { DocumentLinks } from './document-links';
import { SealedFileStore } from './sealed-file-store';
import { RemarksRepository } from './remarks.repository';
import { InvestorsRepository } from './investors.repository';
import { InvestorProfilesRepository } from './investor-profiles.repository';
import { SuitabilityAttemptsRepository } from './suitability-attempts.repository';
import { LegalNamesReader } from './legal-names';
import { VerificationSteps } from './verification-steps';
import { VerificationViews } from './verification-views';
import { VerificationsRepository } from './verifications.repository';
import { ChildRegistrationsRepository } from './child-registrations.repository';

/** What the features share (docs/adr/0015): the repositories, the step lock and event, the views, the sealed files. */
@Module({
  providers: [IdentityDocumentsRepository, InvestorsRepository, VerificationsRepository, InvestorProfilesRepository, SuitabilityAttemptsRepository, VerificationSteps, VerificationViews, SealedFileStore, DocumentLinks, RemarksRepository, LegalNamesReader, ChildRegistrationsRepository],
  exports: [IdentityDocumentsRepository, InvestorsRepository, VerificationsRepository, InvestorProfilesRepository, SuitabilityAttemptsRepository, VerificationSteps, VerificationViews, SealedFileStore, DocumentLinks, RemarksRepository, LegalNamesReader, ChildRegistrationsRepository],
})
export class VerificationCoreModule {}
