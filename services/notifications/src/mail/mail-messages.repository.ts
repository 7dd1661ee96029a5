import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { DeliveryQueueRepository } from '../core/delivery-queue.repository';
import { MailMessage } from './entities/mail-message.entity';

/** The e-mail queue (mail_messages). */
@Injectable()
export class MailMessagesRepository extends DeliveryQueueRepository<MailMessage> {
  constructor(tx: Transactions) {
    super(tx, MailMessage);
  }
}
