import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { RecordsRepository } from './records.repository';
import { OptionItemRow } from './entities/option-item.entity';

/** The option lists' items (option_items). */
@Injectable()
export class OptionItemsRepository extends RecordsRepository<OptionItemRow> {
  constructor(tx: Transactions) {
    super(tx, OptionItemRow, { sortOrder: 'ASC', createdAt: 'ASC' });
  }
}
