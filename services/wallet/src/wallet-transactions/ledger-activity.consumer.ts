import { Injectable, Logger } from '@nestjs/common';
import { TransferPostedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { TX_STATUS, type TransactionReason, type TransactionType } from './entities/wallet-transaction.entity';
import { WALLET_CURRENCY } from './wallet-accounts';
import { EMPTY_TRANSACTION_FIELDS, WalletTransactionsRepository } from './wallet-transactions.repository';

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

/**
 * Money other services move through the internal ledger API (investments, distributions, refunds of
 * unsuccessful campaigns) reaches the user's balance at once; this consumer of the ledger's own
 * `wallet.transfer-posted` adds the matching row to the user's transaction list (status 2), so list,
 * statement and balance agree. Transfers the wallet flows made themselves already have their row and
 * are skipped. Once per event (the kernel's inbox); the row is stamped with the transfer's postedAt.
 */
@Injectable()
export class LedgerActivityConsumer {
  private readonly logger = new Logger('WalletLedgerActivity');

  constructor(private readonly transactions: WalletTransactionsRepository) {}

  @OnEvent(TransferPostedV1)
  async posted(event: EventEnvelope<Posted>): Promise<void> {
    const transfer = event.data;
    // A child's wallet (ADR 0026) lists its movements like a person's: investments, refunds, distributions.
    const walletEntries = transfer.entries.filter((e) => (e.kind === 'user_wallet' || e.kind === 'child_wallet') && e.amount !== 0 && e.currency === WALLET_CURRENCY);
    if (walletEntries.length === 0) return;
    if (await this.transactions.isRecordedByWalletFlows({ transferId: transfer.transferId, holdId: transfer.holdId, transactionId: text(transfer.metadata?.transactionId, 36) })) return;
    const metadata = transfer.metadata ?? {};
    for (const entry of walletEntries) {
      const entryType = entry.amount > 0 ? 'CREDIT' : 'DEBIT';
      const known = KNOWN[text(metadata.walletReason, 40) ?? transfer.reason];
      const amount = Math.abs(entry.amount);
      await this.transactions.insert({
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
      });
    }
    this.logger.debug?.(`recorded ledger transfer ${transfer.transferId} (${transfer.reason}) in ${walletEntries.length} wallet list(s)`);
  }
}
