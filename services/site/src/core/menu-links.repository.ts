import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { RecordsRepository } from './records.repository';
import { MenuLinkRow } from './entities/menu-link.entity';

/** Header, footer and social links (menu_links). */
@Injectable()
export class MenuLinksRepository extends RecordsRepository<MenuLinkRow> {
  constructor(tx: Transactions) {
    super(tx, MenuLinkRow, { menuType: 'ASC', sortOrder: 'ASC', createdAt: 'ASC' });
  }
}
