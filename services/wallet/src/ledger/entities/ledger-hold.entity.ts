import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { jsonTransformer } from '@cf/platform';
import type { HoldStatus } from '../ledger.port';
import { ledgerBigint } from './ledger-bigint';

/** A two-phase reservation on a wallet account: pending → posted | voided | expired, once. */
@Entity('ledger_holds')
@Index('idx_ledger_holds_status_expiry', ['status', 'expiresAt'])
@Index('idx_ledger_holds_from', ['fromAccountId', 'status'])
export class LedgerHoldRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 64, unique: true }) holdId: string;
  @Column({ type: 'varchar', length: 40 }) reason: string;
  @Column({ type: 'varchar', length: 36 }) fromAccountId: string;
  @Column({ type: 'varchar', length: 36 }) toAccountId: string;
  @Column({ type: 'bigint', transformer: ledgerBigint }) amount: bigint;
  @Column({ type: 'varchar', length: 10 }) status: 'pending' | 'posted' | 'voided' | 'expired';
  @Column({ type: 'varchar', length: 30 }) expiresAt: string;
  @Column({ type: 'varchar', length: 64 }) requestHash: string;
  /** ledger_transfers.id of the transfer that posted it. */
  @Column({ type: 'varchar', length: 36, nullable: true }) transferId: string | null;
  @Column({ type: 'text', transformer: jsonTransformer }) metadata: Record<string, unknown>;
  @Column({ type: 'varchar', length: 36, nullable: true }) actorId: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) correlationId: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) resolvedAt: string | null;
}

export type { HoldStatus };
