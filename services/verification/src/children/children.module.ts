import { Module } from '@nestjs/common';
import { VerificationCoreModule } from '../core/verification-core.module';
import { GuardiansModule } from '../guardians/guardians.module';
import { ChildRegistrationsController } from './child-registrations.controller';
import { ChildRegistrationsService } from './child-registrations.service';
import { ChildAdulthoodSweeper } from './child-adulthood.sweeper';

/** Child registration (issue 37): guardians register children, administrators review them. */
@Module({ imports: [VerificationCoreModule, GuardiansModule], controllers: [ChildRegistrationsController], providers: [ChildRegistrationsService, ChildAdulthoodSweeper] })
export class ChildrenModule {}
