import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { ContactMessage } from './entities/contact-message.entity';

/** The SQL of contact_messages, in the ambient transaction when there is one. */
@Injectable()
export class ContactMessagesRepository {
  constructor(private readonly tx: Transactions) {}

  private get rows() {
    return this.tx.manager.getRepository(ContactMessage);
  }

  async insert(message: ContactMessage): Promise<void> {
    await this.rows.insert(message);
  }

  async newest(limit: number): Promise<{ rows: ContactMessage[]; total: number }> {
    const [rows, total] = await this.rows.findAndCount({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
    return { rows, total };
  }
}
