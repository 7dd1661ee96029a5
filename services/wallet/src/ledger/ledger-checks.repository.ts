import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TransferPostedV1 } from '@cf/contracts';

export type CheckRow = Record<string, unknown>;
/** The wallet database as the checks read it: a DataSource, or a transaction's manager. */
export type LedgerDatabase = DataSource | EntityManager;

/**
 * The read-only SQL of the ledger's invariant checks (reconciliation.ts), over the wallet database
 * as `npm run ledger:check` and the tests open it (a DataSource, or a transaction's manager).
 */
export class LedgerChecksRepository {
  constructor(private readonly db: LedgerDatabase) {}

  /** Each transfer with the sum and the number of its entries. */
  transferSums(): Promise<CheckRow[]> {
    return this.db.query(
      'SELECT t.transferId AS transferId, SUM(e.amount) AS total, COUNT(e.id) AS legs FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transferId = t.id GROUP BY t.id, t.transferId',
    );
  }

  /** The sum of every account's balance per currency: 0 when money was only moved, never made (the metrics' imbalance). */
  balanceSumsByCurrency(): Promise<Array<{ currency: string; total: string | number }>> {
    return this.db.query('SELECT currency, SUM(balance) AS total FROM ledger_accounts GROUP BY currency');
  }

  accounts(): Promise<CheckRow[]> {
    return this.db.query('SELECT kind, owner, currency, balance, held, allowNegative FROM ledger_accounts');
  }

  /** Each account's balance beside the sum of its entries. */
  balancesWithEntrySums(): Promise<CheckRow[]> {
    return this.db.query(
      'SELECT a.kind AS kind, a.owner AS owner, a.balance AS balance, COALESCE(SUM(e.amount), 0) AS total FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.accountId = a.id GROUP BY a.id, a.kind, a.owner, a.balance',
    );
  }

  /** Each account's held amount beside the sum of its pending holds. */
  heldWithPendingHoldSums(): Promise<CheckRow[]> {
    return this.db.query(
      "SELECT a.kind AS kind, a.owner AS owner, a.held AS held, COALESCE(SUM(h.amount), 0) AS total FROM ledger_accounts a LEFT JOIN ledger_holds h ON h.fromAccountId = a.id AND h.status = 'pending' GROUP BY a.id, a.kind, a.owner, a.held",
    );
  }

  /** Each hold with the hold its transfer says it posted. */
  holdsWithTransfers(): Promise<CheckRow[]> {
    return this.db.query('SELECT h.holdId AS holdId, h.status AS status, h.transferId AS transferId, t.holdId AS postedHoldId FROM ledger_holds h LEFT JOIN ledger_transfers t ON t.id = h.transferId');
  }

  /** Transfers that name a hold which does not name them back. */
  orphanHoldTransfers(): Promise<CheckRow[]> {
    return this.db.query('SELECT t.transferId AS transferId, t.holdId AS holdId FROM ledger_transfers t LEFT JOIN ledger_holds h ON h.transferId = t.id WHERE t.holdId IS NOT NULL AND h.id IS NULL');
  }

  totalsByCurrency(): Promise<CheckRow[]> {
    return this.db.query('SELECT currency, SUM(balance) AS total FROM ledger_accounts GROUP BY currency');
  }

  /** Every entry of a gateway_clearing account, with its transfer's reason and metadata. */
  clearingEntries(): Promise<CheckRow[]> {
    return this.db.query(
      "SELECT a.owner AS owner, e.amount AS amount, t.reason AS reason, t.transferId AS transferId, t.metadata AS metadata FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.accountId JOIN ledger_transfers t ON t.id = e.transferId WHERE a.kind = 'gateway_clearing'",
    );
  }

  transferIds(): Promise<CheckRow[]> {
    return this.db.query('SELECT id, transferId FROM ledger_transfers');
  }

  /** How many transfer-posted events the outbox holds per transfer. */
  transferEventCounts(): Promise<CheckRow[]> {
    return this.db.query('SELECT aggregateId, COUNT(*) AS n FROM outbox_events WHERE type = ? GROUP BY aggregateId', [TransferPostedV1.type]);
  }

  async transferEventTotal(): Promise<number> {
    const rows: CheckRow[] = await this.db.query('SELECT COUNT(*) AS n FROM outbox_events WHERE type = ?', [TransferPostedV1.type]);
    return Number(rows[0]?.n ?? 0);
  }

  /** Every non-zero entry of a person's wallet, with its transfer. */
  userWalletEntries(): Promise<CheckRow[]> {
    return this.db.query(
      "SELECT t.transferId AS transferId, t.holdId AS holdId, t.metadata AS metadata, t.postedAt AS postedAt, e.amount AS amount, a.owner AS owner FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.accountId JOIN ledger_transfers t ON t.id = e.transferId WHERE a.kind = 'user_wallet' AND e.amount <> 0",
    );
  }

  /** Every other entry of a transfer that moves a child's wallet, with the child's guardian (ADR 0026). */
  childWalletCounterparts(): Promise<CheckRow[]> {
    return this.db.query(
      "SELECT t.transferId AS transferId, ca.owner AS childId, c.guardianId AS guardianId, a.kind AS kind, a.owner AS owner FROM ledger_entries ce JOIN ledger_accounts ca ON ca.id = ce.accountId AND ca.kind = 'child_wallet' JOIN ledger_transfers t ON t.id = ce.transferId JOIN ledger_entries e ON e.transferId = ce.transferId AND e.accountId <> ce.accountId JOIN ledger_accounts a ON a.id = e.accountId LEFT JOIN wallet_children c ON c.childId = ca.owner WHERE ce.amount <> 0",
    );
  }

  /** The wallet's transaction list: each row's id, ledger transfer and hold. */
  walletTransactions(): Promise<CheckRow[]> {
    return this.db.query('SELECT id, ledgerTransferId, holdId FROM wallet_transactions');
  }

  async count(table: 'ledger_accounts' | 'ledger_transfers' | 'ledger_entries' | 'ledger_holds'): Promise<number> {
    const rows: CheckRow[] = await this.db.query(`SELECT COUNT(*) AS n FROM ${table}`);
    return Number(rows[0]?.n ?? 0);
  }
}

/** The same checks over the running wallet's own database (its /metrics read them: LedgerMetrics). */
@Injectable()
export class ServiceLedgerChecks extends LedgerChecksRepository {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }
}
