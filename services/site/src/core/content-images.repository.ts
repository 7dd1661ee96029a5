import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { RecordsRepository } from './records.repository';
import { ContentImageRow } from './entities/content-image.entity';

/** The images uploaded for content pages (content_images), newest first. */
@Injectable()
export class ContentImagesRepository extends RecordsRepository<ContentImageRow> {
  constructor(tx: Transactions) {
    super(tx, ContentImageRow, { createdAt: 'DESC', id: 'DESC' });
  }
}
