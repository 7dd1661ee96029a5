import { Injectable } from '@nestjs/common';
import { HoldExpiredV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { TX_STATUS } from '../wallet-transactions/entities/wallet-transaction.entity';
import { WalletTransactionsRepository } from '../wallet-transactions/wallet-transactions.repository';

/** Stored on the transaction and shown to its owner as the reason (A8.5). */
export const WITHDRAWAL_EXPIRED_REASON = 'Not reviewed before the hold expired: the amount is available in your wallet again.';

/**
 * A withdrawal holds its amount until an administrator decides (ADR 0012). If nobody decides before
 * the hold expires (WALLET_WITHDRAWAL_HOLD_DAYS), the ledger's sweeper releases the money; this
 * consumer closes the request as failed (A4.6 status 4) so it no longer waits in the review queue and
 * cannot be approved against money that is no longer held. Once per event (inbox).
 */
@Injectable()
export class WithdrawalHoldExpiryConsumer {
  constructor(private readonly transactions: WalletTransactionsRepository) {}

  @OnEvent(HoldExpiredV1)
  async expired(event: EventEnvelope<EventData<typeof HoldExpiredV1>>): Promise<void> {
    const hold = event.data;
    const transactionId = typeof hold.metadata.transactionId === 'string' ? hold.metadata.transactionId : null;
    if (hold.reason !== 'withdrawal' || !transactionId) return;
    await this.transactions.transition(transactionId, [TX_STATUS.pending], {
      status: TX_STATUS.failed,
      rejectReason: WITHDRAWAL_EXPIRED_REASON,
      decidedAt: hold.releasedAt,
    });
  }
}
