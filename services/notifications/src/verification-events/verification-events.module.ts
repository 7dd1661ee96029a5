import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { SmsModule } from '../sms/sms.module';
import { UserNotificationsModule } from '../user-notifications/user-notifications.module';
import { ChildRegistrationConsumer } from './child-registration.consumer';
import { VerificationActionsConsumer } from './verification-actions.consumer';
import { VerificationDecisionConsumer } from './verification-decision.consumer';
import { AccreditationReviewConsumer } from './accreditation-review.consumer';

/** Notifications caused by the verification service's events. */
@Module({ imports: [UserNotificationsModule, SmsModule, MailModule], providers: [VerificationDecisionConsumer, AccreditationReviewConsumer, VerificationActionsConsumer, ChildRegistrationConsumer] })
export class VerificationEventsModule {}
