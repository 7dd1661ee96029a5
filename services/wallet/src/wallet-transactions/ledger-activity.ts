import { Injectable } from '@nestjs/common';
import type { EventData, TransferPostedV1 } from '@cf/contracts';
import type { LedgerActivityPort } from '../ledger/ledger.port';
import { TX_STATUS, type TransactionReason, type TransactionType } from './entities/wallet-transaction.entity';
import { WALLET_CURRENCY } from './wallet-accounts';
import { EMPTY_TRANSACTION_FIELDS, WalletTransactionsRepository, type NewTransaction } from './wallet-transactions.repository';

type Posted = EventData<typeof TransferPostedV1>;

/** Ledger reasons other services use (and C4.19 codes) → the row's type and activity reason. */
const KNOWN: Record<string, { type: TransactionType; reason: TransactionReason | null }> = {
  investment: { type: 'investment', reason: 'amount_invested' },
  amount_invested: { type: 'investment', reason: 'amount_invested' },
  distribution: { type: 'distribution', reason: 'distribution_credited_by_admin' },
  distribution_credited_by_admin: { type: 'distribution', reason: 'distribution_credited_by_admin' },
  // An owner's repayment shared among the investors (repayments' batch): credited, not by an administrator.
  repayment_distribution: { type: 'distribution', reason: null },
  campaign_unsuccessful: { type: 'campaign_unsuccessful', reason: 'campaign_unsuccessful' },
  investment_refund: { type: 'campaign_unsuccessful', reason: 'campaign_unsuccessful' },
  payout: { type: 'payout', reason: null },
  repayment: { type: 'repayment', reason: null },
  refund: { type: 'refund', reason: 'refunded_by_admin' },
  refunded_by_admin: { type: 'refund', reason: 'refunded_by_admin' },
};

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null);

const walletEntriesOf = (transfer: Posted) => transfer.entries.filter((e) => (e.kind === 'user_wallet' || e.kind === 'child_wallet') && e.amount !== 0 && e.currency === WALLET_CURRENCY);

/**
 * Money other services move through the internal ledger API (investments, distributions, refunds of
 * unsuccessful campaigns) reaches the user's balance at once, and its row in the user's transaction
 * list (status 2) is written in the same database transaction as the transfer, so list, statement
 * and balance agree at every commit (issue 39: this was a consumer of the wallet's own
 * `wallet.transfer-posted`, one transaction per event, more than the transfer itself cost). Transfers
 * the wallet flows made themselves already have their row and are skipped. A child's wallet
 * (ADR 0026) lists its movements like a person's. The row is stamped with the transfer's postedAt.
 */
@Injectable()
export class LedgerActivity implements LedgerActivityPort {
  constructor(private readonly transactions: WalletTransactionsRepository) {}

  /** Lists these posted transfers, in the caller's transaction (a group of transfers at once). */
  async list(transfers: ReadonlyArray<Posted>): Promise<void> {
    const listed = transfers.filter((transfer) => walletEntriesOf(transfer).length > 0);
    if (listed.length === 0) return;
    const recorded = await this.transactions.recordedByWalletFlows(listed.map((t) => ({ transferId: t.transferId, holdId: t.holdId, transactionId: text(t.metadata?.transactionId, 36) })));
    const rows = listed.filter((transfer) => !recorded.has(transfer.transferId)).flatMap((transfer) => this.rowsOf(transfer));
    await this.transactions.insertMany(rows);
  }

  private rowsOf(transfer: Posted): NewTransaction[] {
    const metadata = transfer.metadata ?? {};
    const known = KNOWN[text(metadata.walletReason, 40) ?? transfer.reason];
    return walletEntriesOf(transfer).map((entry) => {
      const entryType = entry.amount > 0 ? 'CREDIT' : 'DEBIT';
      const amount = Math.abs(entry.amount);
      return {
        ...EMPTY_TRANSACTION_FIELDS,
        userId: entry.owner,
        entryType,
        type: known?.type ?? (entryType === 'CREDIT' ? 'admin_credit' : 'investment'),
        reason: known?.reason ?? null,
        currencyId: WALLET_CURRENCY,
        amount,
        totalAmount: amount,
        gateway: 'wallet',
        status: TX_STATUS.success,
        details: text(metadata.details, 1000) ?? (known ? null : transfer.reason),
        campaignId: text(metadata.campaignId, 36),
        campaignName: text(metadata.campaignName, 200),
        ledgerTransferId: transfer.transferId.slice(0, 64),
        createdBy: text(metadata.actorId, 36),
        settledAt: transfer.postedAt,
        createdAt: transfer.postedAt,
      };
    });
  }
}
