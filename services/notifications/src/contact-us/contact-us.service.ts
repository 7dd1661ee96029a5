import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ContactMessageReceivedV1, type Language, type ListPage } from '@cf/contracts';
import { listPage, newId, OutboxService } from '@cf/platform';
import { MailQueue } from '../mail/mail-queue.service';
import type { contactUsEndpoint, EndpointParsedBody } from '@cf/contracts';
import { ContactMessage } from './entities/contact-message.entity';

@Injectable()
export class ContactUsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailQueue,
    private readonly outbox: OutboxService,
  ) {}

  /** Stores the message, queues the acknowledgement and announces it, all in one transaction. */
  async receive(dto: EndpointParsedBody<typeof contactUsEndpoint>, language: Language, userId: string | null): Promise<ContactMessage> {
    return this.dataSource.transaction(async (manager) => {
      const message: ContactMessage = {
        id: newId(),
        name: dto.name,
        email: dto.email,
        phone: dto.phone ?? null,
        subject: dto.subject,
        message: dto.message,
        type: dto.type ?? null,
        extraLink: dto.extraLink ?? null,
        userId,
        language,
        createdAt: new Date().toISOString(),
      };
      await manager.insert(ContactMessage, message);
      await this.mail.enqueue(manager, {
        to: dto.email,
        template: 'contact-us-ack',
        params: { name: dto.name, reference: message.id.slice(-8).toUpperCase() },
        language,
        causationEventId: null,
      });
      await this.outbox.append(manager, ContactMessageReceivedV1, message.id, {
        messageId: message.id,
        email: message.email,
        subject: message.subject,
      });
      return message;
    });
  }

  async list(limit: number): Promise<ListPage<ContactMessage>> {
    const [rows, total] = await this.dataSource
      .getRepository(ContactMessage)
      .findAndCount({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
    return listPage(rows, total);
  }
}
