import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { RecordsRepository } from './records.repository';
import { FaqRow } from './entities/faq.entity';

/** The help centre's questions (faqs). */
@Injectable()
export class FaqsRepository extends RecordsRepository<FaqRow> {
  constructor(tx: Transactions) {
    super(tx, FaqRow, { category: 'ASC', sortOrder: 'ASC', createdAt: 'ASC' });
  }
}
