import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { ledgerBigint } from './ledger-bigint';

/** One leg of a transfer. Immutable. */
@Entity('ledger_entries')
@Index('idx_ledger_entries_account', ['accountId', 'accountVersion'])
@Index('idx_ledger_entries_transfer', ['transferId'])
export class LedgerEntryRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  /** ledger_transfers.id (not the caller's transferId). */
  @Column({ type: 'varchar', length: 36 }) transferId: string;
  @Column({ type: 'varchar', length: 36 }) accountId: string;
  @Column({ type: 'bigint', transformer: ledgerBigint }) amount: bigint;
  /** The account's balance right after this entry. */
  @Column({ type: 'bigint', transformer: ledgerBigint }) balanceAfter: bigint;
  /** Position of the entry within its transfer (0, 1, …). */
  @Column({ type: 'int' }) seq: number;
  /** The account's version after the transfer: orders an account's entries (statements). */
  @Column({ type: 'int' }) accountVersion: number;
  @Column({ type: 'varchar', length: 30 }) postedAt: string;
}
