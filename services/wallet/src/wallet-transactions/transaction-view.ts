import type { FeeBreakdown } from '../fees/fee-schedule';
import type { WalletTransactionRow } from './entities/wallet-transaction.entity';

/** A2 / A3.17: one row of the wallet's transaction list (and the receipt): the REST contract's shape. */
export type { TransactionView } from '@cf/contracts';
import type { TransactionView } from '@cf/contracts';

/** `12345678901` → `•••••••8901`: the user sees the last four digits only. */
export function maskAccountNumber(accountNumber: string): string {
  const last4 = accountNumber.slice(-4);
  return `${'•'.repeat(Math.max(0, accountNumber.length - 4))}${last4}`;
}

export function feesOf(row: WalletTransactionRow): FeeBreakdown {
  return { percentage: row.feePercentage, flat: row.feeFlat, service: row.feeService, platform: row.feePlatform, vat: row.feeVat };
}

/**
 * The API shape of a transaction. `revealAccountNumber` is for administrators paying out a
 * withdrawal; everyone else sees the account number masked but for the last four digits.
 */
export function toTransactionView(row: WalletTransactionRow, walletId: string, options: { revealAccountNumber?: boolean } = {}): TransactionView {
  const fees = feesOf(row);
  return {
    _id: row.id,
    id: row.id,
    transactionNumber: row.transactionNumber,
    userId: row.userId,
    walletId,
    entryType: row.entryType,
    type: row.type,
    reason: row.reason,
    currencyId: row.currencyId,
    amount: row.amount,
    fees,
    totalFees: fees.percentage + fees.flat + fees.service + fees.platform + fees.vat,
    totalAmount: row.totalAmount,
    details: row.details,
    campaign: row.campaignId ? { id: row.campaignId, name: row.campaignName } : null,
    gateway: row.gateway,
    paymentMethod: row.gateway,
    status: row.status,
    rejectReason: row.rejectReason,
    failureReason: row.failureReason,
    bankDetails: row.bankDetails
      ? {
          ...row.bankDetails,
          accountNumber: options.revealAccountNumber ? row.bankDetails.accountNumber : maskAccountNumber(row.bankDetails.accountNumber),
          accountNumberLast4: row.bankDetails.accountNumber.slice(-4),
        }
      : null,
    hasSlip: row.slipKey !== null,
    preapprovalId: row.preapprovalId,
    investmentId: row.investmentId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    settledAt: row.settledAt,
  };
}
