import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { RecordsRepository } from './records.repository';
import { BankRow } from './entities/bank.entity';

/** The banks (banks). */
@Injectable()
export class BanksRepository extends RecordsRepository<BankRow> {
  constructor(tx: Transactions) {
    super(tx, BankRow, { sortOrder: 'ASC', createdAt: 'ASC' });
  }
}
