import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { RecordsRepository } from './records.repository';
import { LanguageRow } from './entities/language.entity';

/** The languages (languages). */
@Injectable()
export class LanguagesRepository extends RecordsRepository<LanguageRow> {
  constructor(tx: Transactions) {
    super(tx, LanguageRow, { createdAt: 'ASC', id: 'ASC' });
  }
}
