import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { booleanTransformer } from '@cf/platform';
import type { LedgerAccountKind } from '../ledger.port';
import { ledgerBigint } from './ledger-bigint';

/**
 * One ledger account. `balance` is the sum of its posted entries; `held` the sum of its pending
 * holds. Both change only through conditional UPDATEs in LedgerRepository (never read-modify-write).
 */
@Entity('ledger_accounts')
@Index('uq_ledger_account', ['kind', 'owner', 'currency'], { unique: true })
export class LedgerAccountRow {
  /** Derived from (kind, owner, currency): see accountIdOf. */
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 30 }) kind: LedgerAccountKind;
  @Column({ type: 'varchar', length: 64 }) owner: string;
  @Column({ type: 'varchar', length: 3 }) currency: string;
  @Column({ type: 'bigint', transformer: ledgerBigint }) balance: bigint;
  @Column({ type: 'bigint', transformer: ledgerBigint }) held: bigint;
  @Column({ type: 'boolean', transformer: booleanTransformer }) allowNegative: boolean;
  @Column({ type: 'int' }) version: number;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
