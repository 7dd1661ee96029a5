import { Module } from '@nestjs/common';
import { VerificationCoreModule } from '../core/verification-core.module';
import { ConsentController } from './consent.controller';
import { ConsentService } from './consent.service';
import { ConsentsRepository } from './consents.repository';

/** After the four steps: the consent agreement, signed and confirmed by a texted code (A4.4, A5.8). */
@Module({ imports: [VerificationCoreModule], controllers: [ConsentController], providers: [ConsentService, ConsentsRepository] })
export class ConsentModule {}
