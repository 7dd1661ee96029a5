import { Module } from '@nestjs/common';
import { UserNotificationsModule } from '../user-notifications/user-notifications.module';
import { VerificationDecisionConsumer } from './verification-decision.consumer';

/** Notifications caused by the verification service's events. */
@Module({ imports: [UserNotificationsModule], providers: [VerificationDecisionConsumer] })
export class VerificationEventsModule {}
