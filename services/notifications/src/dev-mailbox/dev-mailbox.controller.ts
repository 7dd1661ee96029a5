import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AppError, clampLimit, Public } from '@cf/platform';
import type { MailMessage } from '../mail/entities/mail-message.entity';
import { MailMessagesRepository } from '../mail/mail-messages.repository';
import type { SmsMessage } from '../sms/entities/sms-message.entity';
import { SmsMessagesRepository } from '../sms/sms-messages.repository';

export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  language: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
}

const toEntry = (m: MailMessage): MailboxEntry => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  html: m.html,
  text: m.text,
  template: m.template,
  language: m.language,
  status: m.status,
  createdAt: m.createdAt,
  sentAt: m.sentAt,
});

/**
 * The local mailbox of the embedded and development modes: every e-mail and SMS the platform sent,
 * newest first, so a newcomer can follow activation links and read codes. Registered only when
 * DEV_MAILBOX=true (never in production); otherwise these paths do not exist (404).
 */
@ApiTags('dev')
@Public()
@Controller('api/v1/dev')
export class DevMailboxController {
  constructor(
    private readonly mailQueue: MailMessagesRepository,
    private readonly smsQueue: SmsMessagesRepository,
  ) {}

  @Get('mailbox')
  async mailbox(@Query('to') to?: string, @Query('limit') limit?: string): Promise<MailboxEntry[]> {
    const messages = await this.mailQueue.newest(clampLimit(limit, 100), to ? { column: 'lower', value: to.trim().toLowerCase() } : undefined);
    return messages.map(toEntry);
  }

  @Get('mailbox/:id')
  async message(@Param('id') id: string): Promise<MailboxEntry> {
    const message = await this.mailQueue.findById(id);
    if (!message) throw AppError.notFound('notifications.mailNotFound');
    return toEntry(message);
  }

  @Get('sms')
  async sms(@Query('to') to?: string, @Query('limit') limit?: string): Promise<SmsMessage[]> {
    return this.smsQueue.newest(clampLimit(limit, 100), to ? { column: 'exact', value: to.replace(/[\s-]/g, '') } : undefined);
  }

  @Get('sms/:id')
  async oneSms(@Param('id') id: string): Promise<SmsMessage> {
    const message = await this.smsQueue.findById(id);
    if (!message) throw AppError.notFound('notifications.mailNotFound');
    return message;
  }
}
