import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { RecordsRepository } from './records.repository';
import { CountryRow } from './entities/country.entity';

/** The countries (countries). */
@Injectable()
export class CountriesRepository extends RecordsRepository<CountryRow> {
  constructor(tx: Transactions) {
    super(tx, CountryRow, { code: 'ASC' });
  }
}
