import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { ContactMessagesRepository } from './contact-messages.repository';
import { ContactUsController } from './contact-us.controller';
import { ContactUsService } from './contact-us.service';

@Module({ imports: [MailModule], controllers: [ContactUsController], providers: [ContactUsService, ContactMessagesRepository] })
export class ContactUsModule {}
