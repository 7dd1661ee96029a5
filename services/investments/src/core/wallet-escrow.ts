import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  accountBalanceCall,
  getHoldCall,
  investmentPaymentCall,
  ledgerTransferCall,
  pendingHoldsCall,
  placeHoldCall,
  postHoldCall,
  startInvestmentPaymentCall,
  voidHoldCall,
  type InternalCallAnswer,
  type InternalCallBody,
  type LedgerHold,
  type WalletInvestmentPayment,
} from '@cf/contracts';
import { InternalCallRefused, InternalClient } from '@cf/platform';
import type { InvestmentsConfig } from '../config/env';
import { INVESTMENTS_CONFIG } from '../investments.tokens';

/** What an investment needs of its hold. */
export type WalletHold = Pick<LedgerHold, 'holdId' | 'status' | 'amount' | 'transferId'>;

/** An investment paid by card or bank transfer, as the wallet tells it. */
export type ProviderPayment = WalletInvestmentPayment;

/** The wallet refused to start a payment (a method switched off, a bad amount): its 4xx. */
export class PaymentRefused extends Error {}

/** Why a hold was not placed: the investor's available balance is short (the wallet's 422). */
export class InsufficientBalance extends Error {}

/**
 * What investments asks of the wallet (its internal contracts in @cf/contracts, called through the
 * platform's InternalClient with this service's credential; docs/adr/0011, 0020): an investment's
 * hold, named after the investment so a retry after a crash or a timeout finds the first hold rather
 * than making a second; the escrow's transfers at the close; card and bank-transfer payments.
 */
@Injectable()
export class WalletEscrow implements OnApplicationShutdown {
  private readonly wallet: InternalClient;

  constructor(@Inject(INVESTMENTS_CONFIG) config: InvestmentsConfig) {
    this.wallet = new InternalClient(config.walletUrl, config.walletToken);
  }

  static holdIdOf(investmentId: string): string {
    return `investment:${investmentId}`;
  }

  /** The investment whose hold this is (null for a hold another flow made). */
  static investmentIdOf(holdId: string): string | null {
    return holdId.startsWith('investment:') ? holdId.slice('investment:'.length) : null;
  }

  /** Reserves `amount` of the investor's wallet for the campaign's escrow until `expiresAt`. */
  async hold(input: { investmentId: string; investorId: string; fromChildWallet?: boolean; campaignId: string; campaignName: string; currency: string; amount: number; expiresAt: string }): Promise<WalletHold> {
    try {
      return await this.wallet.call(placeHoldCall, {
        body: {
          holdId: WalletEscrow.holdIdOf(input.investmentId),
          reason: 'investment',
          from: { kind: input.fromChildWallet ? 'child_wallet' : 'user_wallet', owner: input.investorId, currency: input.currency },
          to: { kind: 'campaign_escrow', owner: input.campaignId, currency: input.currency },
          amount: input.amount,
          expiresAt: input.expiresAt,
          // The wallet lists the posted hold as "amount invested" (C4.19) in the investor's transactions.
          metadata: { investmentId: input.investmentId, campaignId: input.campaignId, campaignName: input.campaignName, walletReason: 'amount_invested' },
          actorId: input.investorId,
        },
      });
    } catch (error) {
      if (error instanceof InternalCallRefused && error.refusal === 'insufficient-balance') throw new InsufficientBalance();
      throw error;
    }
  }

  /** Pending investment holds placed before `createdBefore`, a page at a time in hold id order (the reconciliation's input). */
  async pendingHolds(createdBefore: string, after: string, limit: number): Promise<InternalCallAnswer<typeof pendingHoldsCall>> {
    return this.wallet.call(pendingHoldsCall, { query: { reason: 'investment', createdBefore, limit, ...(after ? { after } : {}) } });
  }

  async getHold(investmentId: string): Promise<WalletHold | null> {
    try {
      return await this.wallet.call(getHoldCall, { params: { holdId: WalletEscrow.holdIdOf(investmentId) } });
    } catch (error) {
      if (error instanceof InternalCallRefused && error.refusal === 'no-such-hold') return null;
      throw error;
    }
  }

  /** Posts the hold into the escrow; a hold posted before (a retry) is answered from its current state. */
  async postHold(investmentId: string, actorId: string): Promise<WalletHold> {
    const holdId = WalletEscrow.holdIdOf(investmentId);
    try {
      const transfer = await this.wallet.call(postHoldCall, { params: { holdId }, body: { actorId } });
      return { holdId, status: 'posted', amount: 0, transferId: transfer.transferId };
    } catch (error) {
      if (!(error instanceof InternalCallRefused && error.refusal === 'not-pending')) throw error;
      const hold = await this.getHold(investmentId);
      if (!hold) throw error;
      return hold;
    }
  }

  /** Voids the hold; voiding a voided or missing hold is a no-op, a posted one is answered as it is. */
  async voidHold(investmentId: string, reason: string): Promise<WalletHold | null> {
    try {
      return await this.wallet.call(voidHoldCall, { params: { holdId: WalletEscrow.holdIdOf(investmentId) }, body: { reason } });
    } catch (error) {
      if (!(error instanceof InternalCallRefused && (error.refusal === 'already-posted' || error.refusal === 'no-such-hold'))) throw error;
      return this.getHold(investmentId);
    }
  }

  /**
   * Moves money between ledger accounts in one balanced transfer, idempotent on `transferId` (the
   * same id and body answers the first transfer). Used by the campaign's close: fees, refunds.
   */
  async transfer(transfer: InternalCallBody<typeof ledgerTransferCall>): Promise<{ transferId: string }> {
    return this.wallet.call(ledgerTransferCall, { body: transfer });
  }

  /** An account's balance (baisa): what it holds, what is held of it, what is available. */
  async balance(account: InternalCallBody<typeof ledgerTransferCall>['entries'][number]['account']): Promise<InternalCallAnswer<typeof accountBalanceCall>> {
    return this.wallet.call(accountBalanceCall, { query: account });
  }

  /**
   * Starts the card or bank-transfer payment of an investment (idempotent on its id: a repeat
   * answers the first payment). Settling it places the investment's hold in the wallet.
   */
  async startPayment(input: InternalCallBody<typeof startInvestmentPaymentCall>): Promise<ProviderPayment> {
    try {
      return await this.wallet.call(startInvestmentPaymentCall, { body: input });
    } catch (error) {
      if (error instanceof InternalCallRefused) throw new PaymentRefused(error.messageKey);
      throw error;
    }
  }

  /** Where a card or bank-transfer payment stands (the wallet asks the provider if needed); null when none was started. */
  async paymentOf(investmentId: string): Promise<ProviderPayment | null> {
    try {
      return await this.wallet.call(investmentPaymentCall, { params: { investmentId } });
    } catch (error) {
      if (error instanceof InternalCallRefused && error.refusal === 'no-such-payment') return null;
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.wallet.close();
  }
}
