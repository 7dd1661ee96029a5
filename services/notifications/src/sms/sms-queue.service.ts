import { Injectable } from '@nestjs/common';
import type { Language } from '@cf/contracts';
import { currentContext, newId } from '@cf/platform';
import type { SmsMessage } from './entities/sms-message.entity';
import { SmsMessagesRepository } from './sms-messages.repository';
import { renderSms, type SmsTemplateName, type SmsTemplateParams } from './sms-texts';
import { SmsWorker } from './sms.worker';

export interface QueueSmsInput<K extends SmsTemplateName> {
  to: string;
  template: K;
  params: SmsTemplateParams[K];
  language: Language;
  causationEventId: string | null;
}

/** Queues an SMS in the caller's transaction; the SMS worker sends it after commit. */
@Injectable()
export class SmsQueue {
  constructor(
    private readonly worker: SmsWorker,
    private readonly queue: SmsMessagesRepository,
  ) {}

  async enqueue<K extends SmsTemplateName>(input: QueueSmsInput<K>): Promise<SmsMessage> {
    const now = new Date().toISOString();
    const message: SmsMessage = {
      id: newId(),
      to: input.to.replace(/[\s-]/g, ''),
      text: renderSms(input.template, input.params, input.language),
      template: input.template,
      language: input.language,
      causationEventId: input.causationEventId,
      correlationId: currentContext()?.correlationId ?? null,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      claimedAt: null,
      sentAt: null,
      lastError: null,
      transportMessageId: null,
      createdAt: now,
    };
    await this.queue.insert(message);
    this.worker.kick();
    return message;
  }
}
