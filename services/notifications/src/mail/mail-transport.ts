import nodemailer, { type Transporter } from 'nodemailer';
import type { NotificationsConfig } from '../config/env';
import { writeOutboxFile } from '../core/outbox-files';

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  language: string;
}

/** Hands one e-mail to the outside world; throws when it could not (the worker retries). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ transportMessageId: string }>;
  close(): Promise<void>;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** Message-ID derived from our id: a retried send carries the same header, so mailboxes can drop the copy. */
function messageHeaders(mail: OutgoingMail, from: string): nodemailer.SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: `<${mail.id}@oman-crowdfunding.om>`,
    headers: { 'Content-Language': mail.language },
  };
}

/** Writes each message as an RFC 822 `.eml` file under `${dataDir}/outbox/` (nothing leaves the machine). */
export class OutboxMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(
    private readonly dataDir: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<{ transportMessageId: string }> {
    const info = (await this.transporter.sendMail(messageHeaders(mail, this.from))) as { messageId: string; message: Buffer };
    await writeOutboxFile(this.dataDir, `${mail.id}.eml`, info.message);
    return { transportMessageId: info.messageId };
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}

export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<{ transportMessageId: string }> {
    const info = await this.transporter.sendMail(messageHeaders(mail, this.from));
    return { transportMessageId: String(info.messageId) };
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}

export function createMailTransport(config: NotificationsConfig): MailTransport {
  if (config.mailTransport === 'smtp') return new SmtpMailTransport(config.smtpUrl!, config.mailFrom);
  return new OutboxMailTransport(config.dataDir, config.mailFrom);
}
