import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { InboxController } from './inbox.controller';
import { InboxService } from './inbox.service';

/** /inbox (A2.4): the e-mails sent to the person, to read again. */
@Module({ imports: [MailModule], controllers: [InboxController], providers: [InboxService] })
export class InboxModule {}
