import type { DataSource, EntityManager } from 'typeorm';

/**
 * better-sqlite3 has one connection, and TypeORM lets two transactions interleave on it ("cannot
 * start a transaction within a transaction"). In SQLite mode transactions therefore run one after
 * another through a queue. MySQL is untouched: it has a pool and row locks.
 */
export function serializeSqliteTransactions(dataSource: DataSource): void {
  if (dataSource.options.type !== 'better-sqlite3') return;
  const manager = dataSource.manager as EntityManager & { __serialized?: boolean };
  if (manager.__serialized) return;
  const original = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  let tail: Promise<unknown> = Promise.resolve();
  manager.transaction = ((...args: unknown[]) => {
    const run = tail.then(() => original(...args));
    tail = run.catch(() => undefined);
    return run;
  }) as EntityManager['transaction'];
  manager.__serialized = true;
}
