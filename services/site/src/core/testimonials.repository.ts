import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { RecordsRepository } from './records.repository';
import { TestimonialRow } from './entities/testimonial.entity';

/** The home page's testimonials (testimonials). */
@Injectable()
export class TestimonialsRepository extends RecordsRepository<TestimonialRow> {
  constructor(tx: Transactions) {
    super(tx, TestimonialRow, { sortOrder: 'ASC', createdAt: 'ASC' });
  }
}
