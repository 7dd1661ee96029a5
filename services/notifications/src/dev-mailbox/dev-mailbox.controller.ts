import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AppError, clampLimit, Public } from '@cf/platform';
import { MailMessage } from '../mail/entities/mail-message.entity';
import { SmsMessage } from '../sms/entities/sms-message.entity';

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
  constructor(private readonly dataSource: DataSource) {}

  @Get('mailbox')
  async mailbox(@Query('to') to?: string, @Query('limit') limit?: string): Promise<MailboxEntry[]> {
    const query = this.dataSource
      .getRepository(MailMessage)
      .createQueryBuilder('m')
      .orderBy('m.createdAt', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .take(clampLimit(limit, 100));
    if (to) query.where('LOWER(m.to) = :to', { to: to.trim().toLowerCase() });
    return (await query.getMany()).map(toEntry);
  }

  @Get('mailbox/:id')
  async message(@Param('id') id: string): Promise<MailboxEntry> {
    const message = await this.dataSource.getRepository(MailMessage).findOneBy({ id });
    if (!message) throw AppError.notFound('notifications.mailNotFound');
    return toEntry(message);
  }

  @Get('sms')
  async sms(@Query('to') to?: string, @Query('limit') limit?: string): Promise<SmsMessage[]> {
    const query = this.dataSource
      .getRepository(SmsMessage)
      .createQueryBuilder('s')
      .orderBy('s.createdAt', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .take(clampLimit(limit, 100));
    if (to) query.where('s.to = :to', { to: to.replace(/[\s-]/g, '') });
    return query.getMany();
  }

  @Get('sms/:id')
  async oneSms(@Param('id') id: string): Promise<SmsMessage> {
    const message = await this.dataSource.getRepository(SmsMessage).findOneBy({ id });
    if (!message) throw AppError.notFound('notifications.mailNotFound');
    return message;
  }
}
