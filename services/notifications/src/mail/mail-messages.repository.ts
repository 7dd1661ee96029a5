import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { Transactions } from '@cf/platform';
import { DeliveryQueueRepository } from '../core/delivery-queue.repository';
import { MailMessage } from './entities/mail-message.entity';

/** The e-mail queue (mail_messages). */
@Injectable()
export class MailMessagesRepository extends DeliveryQueueRepository<MailMessage> {
  constructor(private readonly transactions: Transactions) {
    super(transactions, MailMessage);
  }

  /** The newest e-mails of these templates sent to any of `addresses` (idx_mail_to), and how many there are. */
  sentTo(addresses: string[], templates: readonly string[], limit: number): Promise<[MailMessage[], number]> {
    return this.transactions.manager
      .getRepository(MailMessage)
      .findAndCount({ where: { to: In(addresses), template: In([...templates]) }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }
}
