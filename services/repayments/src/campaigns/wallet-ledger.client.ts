import { HttpStatus, Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { AppError, ServiceClient } from '@cf/platform';
import type { RepaymentsConfig } from '../config/env';
import { REPAYMENTS_CONFIG } from '../repayments.tokens';

export interface LedgerEntry {
  account: { kind: string; owner: string; currency: string };
  amount: number;
}

export interface LedgerTransfer {
  transferId: string;
  reason: string;
  entries: LedgerEntry[];
  metadata: Record<string, unknown>;
  actorId?: string | null;
}

/** The wallet refused to take the money: too little available (its 422). */
export class InsufficientBalance extends Error {}
/** The wallet refused the transfer for another reason (a 4xx): nothing moved, and retrying will not help. */
export class TransferRefused extends Error {}

/**
 * The wallet's ledger, service to service (/internal/ledger with this service's own credential;
 * docs/adr/0011). Every call is idempotent on its transfer ids (derived from the payment's or the
 * distribution's id), so a retry after a crash or a lost answer finds what was posted rather than
 * posting it again. 5xx and no answer are retried with growing pauses; 4xx are the wallet's "no".
 */
@Injectable()
export class WalletLedgerClient implements OnApplicationShutdown {
  private readonly client: ServiceClient;
  private readonly headers: Record<string, string>;

  constructor(@Inject(REPAYMENTS_CONFIG) config: RepaymentsConfig) {
    // A batch for 10,000 investors is one large transaction: give it time.
    this.client = new ServiceClient(config.walletUrl, 120_000);
    this.headers = { 'x-internal-token': config.walletToken };
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    try {
      return await this.client.requestIdempotent<T>(method, path, body, this.headers);
    } catch (error) {
      throw refusal(error);
    }
  }

  /** One balanced transfer (the owner's payment into the campaign's repayment escrow). */
  async transfer(transfer: LedgerTransfer): Promise<{ transferId: string }> {
    return this.call('POST', '/internal/ledger/transfers', transfer);
  }

  /** Several transfers in one database transaction, all or none (a distribution). */
  async transferBatch(transfers: LedgerTransfer[]): Promise<{ transfers: Array<{ transferId: string; entries: number }> }> {
    return this.call('POST', '/internal/ledger/transfer-batches', { transfers });
  }

  async balance(account: { kind: string; owner: string; currency: string }): Promise<{ balance: number; held: number; available: number }> {
    return this.call('GET', `/internal/ledger/balances?${new URLSearchParams(account).toString()}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}

function refusal(error: unknown): unknown {
  if (!(error instanceof AppError) || error.status >= 500) return error;
  if (error.status === HttpStatus.UNPROCESSABLE_ENTITY) return new InsufficientBalance(error.message);
  return new TransferRefused(error.message);
}
