import type { EntityTarget, FindOptionsOrder, FindOptionsWhere } from 'typeorm';
import type { Transactions } from '@cf/platform';

type Where<Row> = Partial<Row> | Array<Partial<Row>>;

/**
 * The SQL of one site table of administrator-managed records (pages, FAQs, menus, languages,
 * currencies, slides, options, countries, banks), in the ambient transaction when there is one.
 * Filters are plain objects of column values; each feature's repository adds what is its own.
 */
export abstract class RecordsRepository<Row extends { id: string }> {
  protected constructor(
    protected readonly tx: Transactions,
    private readonly entity: EntityTarget<Row>,
    /** The order of lists (administration screens and public reads). */
    private readonly order: FindOptionsOrder<Row>,
  ) {}

  protected get rows() {
    return this.tx.manager.getRepository<Row>(this.entity);
  }

  /** Every row matching `where`, in the list order. */
  find(where?: Where<Row>, order: FindOptionsOrder<Row> = this.order): Promise<Row[]> {
    return this.rows.find({ where: where as FindOptionsWhere<Row>, order });
  }

  /** The first `limit` rows matching `where`, and how many match (a "load more" page). */
  async page(limit: number, where?: Where<Row>, order: FindOptionsOrder<Row> = this.order): Promise<{ rows: Row[]; total: number }> {
    const [rows, total] = await this.rows.findAndCount({ where: where as FindOptionsWhere<Row>, order, take: limit });
    return { rows, total };
  }

  findOne(where: Where<Row>): Promise<Row | null> {
    return this.rows.findOneBy(where as FindOptionsWhere<Row>);
  }

  exists(where: Where<Row>): Promise<boolean> {
    return this.rows.existsBy(where as FindOptionsWhere<Row>);
  }

  count(where: Partial<Row>): Promise<number> {
    return this.rows.countBy(where as FindOptionsWhere<Row>);
  }

  async insert(row: Row): Promise<void> {
    // JSON columns (translations) confuse TypeORM's deep-partial typing; the Row type is the check.
    await this.rows.insert(row as never);
  }

  /** Changes every row matching `where`; returns how many. */
  async update(where: Partial<Row>, changes: Partial<Row>): Promise<number> {
    return (await this.rows.update(where as FindOptionsWhere<Row>, changes as never)).affected ?? 0;
  }

  /** Deletes every row matching `where`; returns how many. */
  async delete(where: Partial<Row>): Promise<number> {
    return (await this.rows.delete(where as FindOptionsWhere<Row>)).affected ?? 0;
  }
}
