import { Module } from '@nestjs/common';
import { VerificationCoreModule } from '../core/verification-core.module';
import { RemarksController } from './remarks.controller';
import { RemarksService } from './remarks.service';

/** Reviewers ask for documents; investors upload them (A3.16). */
@Module({ imports: [VerificationCoreModule], controllers: [RemarksController], providers: [RemarksService] })
export class RemarksModule {}
