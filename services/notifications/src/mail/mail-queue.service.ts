import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import type { Language } from '@cf/contracts';
import { AppError } from '@cf/platform';
import { queuedDelivery } from '../core/queued-delivery';
import type { MailMessage } from './entities/mail-message.entity';
import { MailMessagesRepository } from './mail-messages.repository';
import { MailWorker } from './mail.worker';
import { renderEmail, type EmailTemplateName, type EmailTemplateParams } from './templates/email-templates';

export interface QueueMailInput<K extends EmailTemplateName> {
  to: string;
  template: K;
  params: EmailTemplateParams[K];
  language: Language;
  /** The event that caused this e-mail (null for a direct request such as the contact form). */
  causationEventId: string | null;
}

/** Renders an e-mail and queues it in the caller's transaction; the mail worker sends it after commit. */
@Injectable()
export class MailQueue {
  constructor(
    private readonly worker: MailWorker,
    private readonly queue: MailMessagesRepository,
  ) {}

  async enqueue<K extends EmailTemplateName>(input: QueueMailInput<K>): Promise<MailMessage> {
    const message = this.render(input);
    await this.queue.insert(message);
    this.worker.kick();
    return message;
  }

  /** Many e-mails in batched inserts (a campaign's news to its audience); the worker sends them after commit. */
  async enqueueMany<K extends EmailTemplateName>(inputs: QueueMailInput<K>[]): Promise<void> {
    if (inputs.length === 0) return;
    await this.queue.insertMany(inputs.map((input) => this.render(input)));
    this.worker.kick();
  }

  private render<K extends EmailTemplateName>(input: QueueMailInput<K>): MailMessage {
    // The address must satisfy the event contracts too (email-delivered), or the worker could never mark it sent.
    if (!z.string().email().safeParse(input.to.trim()).success) throw new AppError('common.invalidEmail', 400);
    const rendered = renderEmail(input.template, input.params, input.language);
    return {
      ...queuedDelivery({ to: input.to.trim(), language: input.language, causationEventId: input.causationEventId }),
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      template: input.template,
    };
  }
}
