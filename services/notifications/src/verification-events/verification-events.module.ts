import { Module } from '@nestjs/common';
import { SmsModule } from '../sms/sms.module';
import { UserNotificationsModule } from '../user-notifications/user-notifications.module';
import { VerificationActionsConsumer } from './verification-actions.consumer';
import { VerificationDecisionConsumer } from './verification-decision.consumer';

/** Notifications caused by the verification service's events. */
@Module({ imports: [UserNotificationsModule, SmsModule], providers: [VerificationDecisionConsumer, VerificationActionsConsumer] })
export class VerificationEventsModule {}
