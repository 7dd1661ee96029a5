import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { DeliveryQueueRepository } from '../core/delivery-queue.repository';
import { SmsMessage } from './entities/sms-message.entity';

/** The SMS queue (sms_messages). */
@Injectable()
export class SmsMessagesRepository extends DeliveryQueueRepository<SmsMessage> {
  constructor(tx: Transactions) {
    super(tx, SmsMessage);
  }
}
