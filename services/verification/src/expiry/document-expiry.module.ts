import { Module } from '@nestjs/common';
import { VerificationCoreModule } from '../core/verification-core.module';
import { DocumentExpiryService } from './document-expiry.service';
import { DocumentExpirySweeper } from './document-expiry.sweeper';

/** A4.3: EXPIRED when the identity document expires. */
@Module({ imports: [VerificationCoreModule], providers: [DocumentExpiryService, DocumentExpirySweeper], exports: [DocumentExpiryService] })
export class DocumentExpiryModule {}
