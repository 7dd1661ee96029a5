import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintTransformer, jsonTransformer } from '@cf/platform';

/** A4.6: 0 pending, 1 in process, 2 success, 3 rejected, 4 failed. */
export { TX_STATUS, type TxStatus } from '@cf/contracts';
import type { TxStatus } from '@cf/contracts';

/** The user-facing names of a row's kind, as the REST contract gives them (A4.6 / C4.19). */
export type { EntryType, TransactionReason, TransactionType } from '@cf/contracts';
import type { EntryType, TransactionReason, TransactionType } from '@cf/contracts';

/**
 * The user-facing record of one wallet movement (a top-up, a withdrawal, an admin credit...). The
 * money itself moves in the ledger (`ledgerTransferId`, `holdId`); this row carries what the user and
 * the administrators see: number, status, fees, bank details, slip, rejection reason.
 */
@Entity('wallet_transactions')
@Index('uq_wallet_tx_number', ['transactionNumber'], { unique: true })
@Index('uq_wallet_tx_preapproval', ['preapprovalId'], { unique: true })
@Index('idx_wallet_tx_user', ['userId', 'createdAt'])
@Index('idx_wallet_tx_status', ['status', 'createdAt'])
@Index('idx_wallet_tx_provider_ref', ['gateway', 'providerRef'])
@Index('idx_wallet_tx_ledger_transfer', ['ledgerTransferId'])
@Index('idx_wallet_tx_hold', ['holdId'])
@Index('uq_wallet_tx_investment', ['investmentId'], { unique: true })
@Index('uq_wallet_tx_repayment', ['repaymentPaymentId'], { unique: true })
export class WalletTransactionRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  /** Human-readable, unique: `WT-2026-7K3M9Q2A`. */
  @Column({ type: 'varchar', length: 24 }) transactionNumber: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 6 }) entryType: EntryType;
  @Column({ type: 'varchar', length: 30 }) type: TransactionType;
  @Column({ type: 'varchar', length: 40, nullable: true }) reason: TransactionReason | null;
  @Column({ type: 'varchar', length: 3 }) currencyId: string;
  /** Credited to / debited from the wallet, baisa. */
  @Column({ type: 'bigint', transformer: bigintTransformer }) amount: number;
  @Column({ type: 'bigint', transformer: bigintTransformer }) feePercentage: number;
  @Column({ type: 'bigint', transformer: bigintTransformer }) feeFlat: number;
  @Column({ type: 'bigint', transformer: bigintTransformer }) feeService: number;
  @Column({ type: 'bigint', transformer: bigintTransformer }) feePlatform: number;
  @Column({ type: 'bigint', transformer: bigintTransformer }) feeVat: number;
  /** What the payer paid (top-up: amount + fees) or what leaves the wallet (withdrawal). */
  @Column({ type: 'bigint', transformer: bigintTransformer }) totalAmount: number;
  /** Payment method / provider (`sandbox_card`, `bank_transfer`, …; `wallet` for internal moves). */
  @Column({ type: 'varchar', length: 20 }) gateway: string;
  @Column({ type: 'varchar', length: 128, nullable: true }) providerRef: string | null;
  @Column({ type: 'varchar', length: 36, nullable: true }) preapprovalId: string | null;
  @Column({ type: 'int' }) status: TxStatus;
  @Column({ type: 'text', nullable: true }) rejectReason: string | null;
  @Column({ type: 'text', nullable: true }) failureReason: string | null;
  /** Free text shown in the list (admin's reason for a manual credit, campaign name...). */
  @Column({ type: 'text', nullable: true }) details: string | null;
  @Column({ type: 'varchar', length: 36, nullable: true }) campaignId: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) campaignName: string | null;
  /** Withdrawals: where the money goes (A3.11). The account number is shown masked to users. */
  @Column({ type: 'text', nullable: true, transformer: jsonTransformer }) bankDetails: BankDetails | null;
  /** Bank-transfer top-ups: the uploaded slip (a server-made key in the slip directory). */
  @Column({ type: 'varchar', length: 80, nullable: true }) slipKey: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) slipContentType: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) holdId: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) ledgerTransferId: string | null;
  /**
   * A top-up that pays an investment (card or bank transfer): settling it also places the
   * investment's hold (`investment:<id>`, until `holdExpiresAt`) in the same transaction.
   */
  /** A top-up the guardian paid for a child (ADR 0026): its settlement moves the amount on into the child's wallet. */
  @Column({ type: 'varchar', length: 36, nullable: true }) childId: string | null;
  @Column({ type: 'varchar', length: 36, nullable: true }) investmentId: string | null;
  /** Issue 38: the owner's repayment payment this card payment pays, and its schedule row. */
  @Column({ type: 'varchar', length: 36, nullable: true }) repaymentPaymentId: string | null;
  @Column({ type: 'varchar', length: 36, nullable: true }) repaymentRowId: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) holdExpiresAt: string | null;
  /** The provider's page where the payer pays (so a repeated start answers the same page). */
  @Column({ type: 'varchar', length: 1000, nullable: true }) checkoutUrl: string | null;
  /** Who created it (the user, or the administrator for adjustments) and who decided it. */
  @Column({ type: 'varchar', length: 36, nullable: true }) createdBy: string | null;
  @Column({ type: 'varchar', length: 36, nullable: true }) decidedBy: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) decidedAt: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) settledAt: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}

export interface BankDetails {
  bankName: string;
  accountHolderName: string;
  accountType: 'current' | 'savings' | 'checking';
  accountNumber: string;
  routingNumber: string;
  swiftCode: string | null;
  /** Electronic form; absent on withdrawals made before it was asked. */
  iban?: string | null;
}
