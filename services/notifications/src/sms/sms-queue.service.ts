import { Injectable } from '@nestjs/common';
import type { Language } from '@cf/contracts';
import { queuedDelivery } from '../core/queued-delivery';
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
    const message: SmsMessage = {
      ...queuedDelivery({ to: input.to.replace(/[\s-]/g, ''), language: input.language, causationEventId: input.causationEventId }),
      text: renderSms(input.template, input.params, input.language),
      template: input.template,
    };
    await this.queue.insert(message);
    this.worker.kick();
    return message;
  }
}
