import { Module } from '@nestjs/common';
import { VerificationCoreModule } from '../core/verification-core.module';
import { IdentityDocumentsController } from './identity-documents.controller';
import { IdentityDocumentsService } from './identity-documents.service';

/** Step 4 (scan and verify): the identity document and its pictures, sealed at rest. */
@Module({ imports: [VerificationCoreModule], controllers: [IdentityDocumentsController], providers: [IdentityDocumentsService] })
export class IdentityDocumentsModule {}
