import { HttpStatus, Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { AppError, ServiceClient } from '@cf/platform';
import type { InvestmentsConfig } from '../config/env';
import { INVESTMENTS_CONFIG } from '../investments.tokens';

export interface WalletHold {
  holdId: string;
  status: 'pending' | 'posted' | 'voided' | 'expired';
  amount: number;
  transferId: string | null;
}

/** An investment paid by card or bank transfer, as the wallet tells it (services/wallet/src/topup/investment-payments.service.ts). */
export interface ProviderPayment {
  investmentId: string;
  transactionId: string;
  transactionNumber: string;
  method: string;
  /** 0 waiting for an administrator (bank transfer with a slip), 1 in process, 2 paid, 4 failed. */
  status: 0 | 1 | 2 | 3 | 4;
  amount: number;
  totalAmount: number;
  redirectUrl: string | null;
  bankTransfer: { bankName: string; accountName: string; iban: string; swift: string } | null;
  failureReason: string | null;
}

/** The wallet refused to start a payment (a method switched off, a bad amount): its 4xx. */
export class PaymentRefused extends Error {}

/** Why a hold was not placed: the investor's available balance is short (the wallet's 422). */
export class InsufficientBalance extends Error {}

/**
 * The wallet's ledger, service to service (/internal/ledger with this service's own credential;
 * docs/adr/0011). Every call is idempotent on its id: the hold's id is the investment's, so a
 * retry after a crash or a timeout finds the first hold rather than making a second.
 */
@Injectable()
export class WalletLedgerClient implements OnApplicationShutdown {
  private readonly client: ServiceClient;
  private readonly headers: Record<string, string>;

  constructor(@Inject(INVESTMENTS_CONFIG) config: InvestmentsConfig) {
    this.client = new ServiceClient(config.walletUrl, 10_000);
    this.headers = { 'x-internal-token': config.walletToken };
  }

  /** Every ledger call is idempotent on its id: one the wallet failed to answer is sent again (ServiceClient.requestIdempotent). */
  private call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    return this.client.requestIdempotent<T>(method, path, body, this.headers);
  }

  static holdIdOf(investmentId: string): string {
    return `investment:${investmentId}`;
  }

  /** Reserves `amount` of the investor's wallet for the campaign's escrow until `expiresAt`. */
  async hold(input: {
    investmentId: string;
    investorId: string;
    campaignId: string;
    campaignName: string;
    currency: string;
    amount: number;
    expiresAt: string;
  }): Promise<WalletHold> {
    try {
      return await this.call<WalletHold>('POST', '/internal/ledger/holds', {
        holdId: WalletLedgerClient.holdIdOf(input.investmentId),
        reason: 'investment',
        from: { kind: 'user_wallet', owner: input.investorId, currency: input.currency },
        to: { kind: 'campaign_escrow', owner: input.campaignId, currency: input.currency },
        amount: input.amount,
        expiresAt: input.expiresAt,
        // The wallet lists the posted hold as "amount invested" (C4.19) in the investor's transactions.
        metadata: { investmentId: input.investmentId, campaignId: input.campaignId, campaignName: input.campaignName, walletReason: 'amount_invested' },
        actorId: input.investorId,
      });
    } catch (error) {
      if (error instanceof AppError && error.status === HttpStatus.UNPROCESSABLE_ENTITY) throw new InsufficientBalance();
      throw error;
    }
  }

  /** The investment whose hold this is (null for a hold another flow made). */
  static investmentIdOf(holdId: string): string | null {
    return holdId.startsWith('investment:') ? holdId.slice('investment:'.length) : null;
  }

  /** Pending investment holds placed before `createdBefore`, a page at a time in hold id order (the reconciliation's input). */
  async pendingHolds(createdBefore: string, after: string, limit: number): Promise<Array<WalletHold & { createdAt: string }>> {
    const query = new URLSearchParams({ reason: 'investment', createdBefore, limit: String(limit), ...(after ? { after } : {}) });
    return this.call<Array<WalletHold & { createdAt: string }>>('GET', `/internal/ledger/holds?${query}`);
  }

  async getHold(investmentId: string): Promise<WalletHold | null> {
    try {
      return await this.call<WalletHold>('GET', `/internal/ledger/holds/${encodeURIComponent(WalletLedgerClient.holdIdOf(investmentId))}`);
    } catch (error) {
      if (error instanceof AppError && error.status === HttpStatus.NOT_FOUND) return null;
      throw error;
    }
  }

  /** Posts the hold into the escrow; a hold posted before (a retry) is answered from its current state. */
  async postHold(investmentId: string, actorId: string): Promise<WalletHold> {
    try {
      const transfer = await this.call<{ transferId: string }>(
        'POST',
        `/internal/ledger/holds/${encodeURIComponent(WalletLedgerClient.holdIdOf(investmentId))}/post`,
        { actorId },
      );
      return { holdId: WalletLedgerClient.holdIdOf(investmentId), status: 'posted', amount: 0, transferId: transfer.transferId };
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== HttpStatus.CONFLICT) throw error;
      const hold = await this.getHold(investmentId);
      if (!hold) throw error;
      return hold;
    }
  }

  /** Voids the hold; voiding a voided or missing hold is a no-op, a posted one is answered as it is. */
  async voidHold(investmentId: string, reason: string): Promise<WalletHold | null> {
    try {
      return await this.call<WalletHold>(
        'POST',
        `/internal/ledger/holds/${encodeURIComponent(WalletLedgerClient.holdIdOf(investmentId))}/void`,
        { reason },
      );
    } catch (error) {
      if (!(error instanceof AppError) || (error.status !== HttpStatus.CONFLICT && error.status !== HttpStatus.NOT_FOUND)) throw error;
      return this.getHold(investmentId);
    }
  }

  /**
   * Moves money between ledger accounts in one balanced transfer, idempotent on `transferId` (the
   * same id and body answers the first transfer). Used by the campaign's close: fees, refunds.
   */
  async transfer(input: { transferId: string; reason: string; entries: Array<{ account: { kind: string; owner: string; currency: string }; amount: number }>; metadata: Record<string, unknown>; actorId?: string | null }): Promise<{ transferId: string }> {
    return this.call<{ transferId: string }>('POST', '/internal/ledger/transfers', input);
  }

  /** An account's balance (baisa): what it holds, what is held of it, what is available. */
  async balance(account: { kind: string; owner: string; currency: string }): Promise<{ balance: number; held: number; available: number }> {
    const query = new URLSearchParams(account).toString();
    return this.call<{ balance: number; held: number; available: number }>('GET', `/internal/ledger/balances?${query}`);
  }

  /**
   * Starts the card or bank-transfer payment of an investment (idempotent on its id: a repeat
   * answers the first payment). Settling it places the investment's hold in the wallet.
   */
  async startPayment(input: {
    investmentId: string;
    investorId: string;
    investorEmail: string | null;
    campaignId: string;
    campaignName: string;
    currency: string;
    amount: number;
    method: string;
    holdExpiresAt: string;
    returnPath: string;
    language: string;
  }): Promise<ProviderPayment> {
    try {
      return await this.call<ProviderPayment>('POST', '/internal/payments/investments', input);
    } catch (error) {
      if (error instanceof AppError && error.status >= 400 && error.status < 500) throw new PaymentRefused(error.message);
      throw error;
    }
  }

  /** Where a card or bank-transfer payment stands (the wallet asks the provider if needed); null when none was started. */
  async paymentOf(investmentId: string): Promise<ProviderPayment | null> {
    try {
      return await this.call<ProviderPayment>('GET', `/internal/payments/investments/${encodeURIComponent(investmentId)}`);
    } catch (error) {
      if (error instanceof AppError && error.status === HttpStatus.NOT_FOUND) return null;
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
