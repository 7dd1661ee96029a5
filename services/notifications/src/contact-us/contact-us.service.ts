import { Injectable } from '@nestjs/common';
import { ContactMessageReceivedV1, type Language, type ListPage } from '@cf/contracts';
import { listPage, newId, OutboxService, Transactions } from '@cf/platform';
import { MailQueue } from '../mail/mail-queue.service';
import type { contactUsEndpoint, EndpointParsedBody } from '@cf/contracts';
import { ContactMessagesRepository } from './contact-messages.repository';
import type { ContactMessage } from './entities/contact-message.entity';

@Injectable()
export class ContactUsService {
  constructor(
    private readonly tx: Transactions,
    private readonly messages: ContactMessagesRepository,
    private readonly mail: MailQueue,
    private readonly outbox: OutboxService,
  ) {}

  /** Stores the message, queues the acknowledgement and announces it, all in one transaction. */
  async receive(dto: EndpointParsedBody<typeof contactUsEndpoint>, language: Language, userId: string | null): Promise<ContactMessage> {
    return this.tx.run(async () => {
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
      await this.messages.insert(message);
      await this.mail.enqueue({
        to: dto.email,
        template: 'contact-us-ack',
        params: { name: dto.name, reference: message.id.slice(-8).toUpperCase() },
        language,
        causationEventId: null,
      });
      await this.outbox.append(ContactMessageReceivedV1, message.id, {
        messageId: message.id,
        email: message.email,
        subject: message.subject,
      });
      return message;
    });
  }

  async list(limit: number): Promise<ListPage<ContactMessage>> {
    const { rows, total } = await this.messages.newest(limit);
    return listPage(rows, total);
  }
}
