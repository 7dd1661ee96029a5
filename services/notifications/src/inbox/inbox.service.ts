import { Injectable } from '@nestjs/common';
import type { InboxItemView, ListPage } from '@cf/contracts';
import { AppError, clampLimit, listPage, type AuthenticatedUser } from '@cf/platform';
import type { MailMessage } from '../mail/entities/mail-message.entity';
import { MailMessagesRepository } from '../mail/mail-messages.repository';
import { EMAIL_TEMPLATE_NAMES, type EmailTemplateName } from '../mail/templates/email-templates';

/**
 * E-mails that carry a code or a link that opens the account: a stolen session must not read them
 * back (and they are stale once used). Everything else the platform sent is the person's to reread.
 */
const KEPT_OUT: ReadonlySet<EmailTemplateName> = new Set<EmailTemplateName>([
  'activation-link',
  'password-reset',
  'login-code',
  'two-factor-code',
  'signup-existing-account',
  'child-handover-invitation',
  'invite',
]);
export const INBOX_TEMPLATES: readonly EmailTemplateName[] = EMAIL_TEMPLATE_NAMES.filter((name) => !KEPT_OUT.has(name));

const item = (m: MailMessage): InboxItemView => ({ id: m.id, subject: m.subject, template: m.template, language: m.language, status: m.status, createdAt: m.createdAt, sentAt: m.sentAt });

/** The person's address as sign-up kept it, and in lower case (events carry either). */
const addressesOf = (user: AuthenticatedUser): string[] => [...new Set([user.email.trim(), user.email.trim().toLowerCase()])];

/** /inbox (A2.4): the e-mails sent to the signed-in person's address, to read again. */
@Injectable()
export class InboxService {
  constructor(private readonly mails: MailMessagesRepository) {}

  async list(user: AuthenticatedUser, limit: string | undefined): Promise<ListPage<InboxItemView>> {
    const [rows, total] = await this.mails.sentTo(addressesOf(user), INBOX_TEMPLATES, clampLimit(limit, 10, 100));
    return listPage(rows.map(item), total);
  }

  async message(user: AuthenticatedUser, id: string): Promise<InboxItemView & { text: string }> {
    const mail = await this.mails.findById(id);
    const mine = mail && addressesOf(user).includes(mail.to) && INBOX_TEMPLATES.includes(mail.template as EmailTemplateName);
    if (!mail || !mine) throw AppError.notFound('notifications.mailNotFound');
    return { ...item(mail), text: mail.text };
  }
}
