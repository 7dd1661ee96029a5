import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { SmsModule } from '../sms/sms.module';
import { IdentityMailConsumer } from './identity-mail.consumer';

@Module({ imports: [MailModule, SmsModule], providers: [IdentityMailConsumer] })
export class IdentityEventsModule {}
