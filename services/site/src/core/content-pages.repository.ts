import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { Transactions } from '@cf/platform';
import { RecordsRepository } from './records.repository';
import { ContentPageRow } from './entities/content-page.entity';

/** The content pages (content_pages). */
@Injectable()
export class ContentPagesRepository extends RecordsRepository<ContentPageRow> {
  constructor(tx: Transactions) {
    super(tx, ContentPageRow, { createdAt: 'ASC', id: 'ASC' });
  }

  /** Slug and titles of the active pages among `slugs` (menu links show the page's title). */
  activeTitles(slugs: string[]): Promise<Array<Pick<ContentPageRow, 'slug' | 'title'>>> {
    if (slugs.length === 0) return Promise.resolve([]);
    return this.rows.find({ where: { slug: In(slugs), status: true }, select: { slug: true, title: true } });
  }
}
