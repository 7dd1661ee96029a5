import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';

/**
 * A row as last committed, from inside a transaction that may already hold an older snapshot (on
 * MariaDB a transaction's first plain read fixes what it sees; the idempotency key's read is often
 * that first read). A locking read (FOR UPDATE: TypeORM's FOR SHARE is MySQL 8 syntax) on MariaDB;
 * SQLite has one writer and sees the last commit anyway. For explaining a refused conditional
 * UPDATE, not for deciding one.
 */
export function findLatestCommitted<T extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<T>, where: FindOptionsWhere<T>): Promise<T | null> {
  const type = manager.connection.options.type;
  // Outside a transaction a plain read is of the last commit (and a locking read would need one).
  if ((type !== 'mysql' && type !== 'mariadb') || !manager.queryRunner?.isTransactionActive) return manager.findOneBy(entity, where);
  return manager.findOne(entity, { where, lock: { mode: 'pessimistic_write' } });
}
