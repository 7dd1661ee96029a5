import { Inject, Injectable } from '@nestjs/common';
import { WALLET_CONFIG } from '../../wallet.tokens';
import type { WalletConfig } from '../../config/env';
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentOutcome,
  type PaymentProvider,
  type WebhookRequest,
} from '../payment-provider.port';

/**
 * Offline bank transfer: nothing to redirect to and nobody to call back. The payer transfers to the
 * platform's account and uploads a slip; an administrator approves or rejects the top-up (wallet
 * flows own that part). Until then the outcome is pending.
 */
@Injectable()
export class BankTransferProvider implements PaymentProvider {
  readonly name = 'bank_transfer' as const;

  constructor(@Inject(WALLET_CONFIG) private readonly config: WalletConfig) {}

  isEnabled(): boolean {
    return this.config.providers.bankTransfer.enabled;
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    return { provider: this.name, providerRef: request.reference, redirectUrl: null };
  }

  async fetchOutcome(providerRef: string): Promise<PaymentOutcome> {
    return {
      provider: this.name,
      providerRef,
      reference: providerRef,
      status: 'pending',
      amount: null,
      currency: null,
      eventId: `bank_transfer:${providerRef}:pending`,
    };
  }

  async parseWebhook(_request: WebhookRequest): Promise<PaymentOutcome> {
    throw new WebhookSignatureError(this.name, 'bank transfers have no webhook: an administrator decides');
  }
}
