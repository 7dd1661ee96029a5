import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { RecordsRepository } from './records.repository';
import { SliderRow } from './entities/slider.entity';

/** The home page's slides (sliders). */
@Injectable()
export class SlidersRepository extends RecordsRepository<SliderRow> {
  constructor(tx: Transactions) {
    super(tx, SliderRow, { sortOrder: 'ASC', createdAt: 'ASC' });
  }
}
