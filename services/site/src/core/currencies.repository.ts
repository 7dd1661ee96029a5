import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { RecordsRepository } from './records.repository';
import { CurrencyRow } from './entities/currency.entity';

/** The currencies (currencies). */
@Injectable()
export class CurrenciesRepository extends RecordsRepository<CurrencyRow> {
  constructor(tx: Transactions) {
    super(tx, CurrencyRow, { sortOrder: 'ASC', createdAt: 'ASC' });
  }
}
