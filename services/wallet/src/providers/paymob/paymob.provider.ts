import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppError } from '@cf/platform';
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
import { providerRequest, ProviderRequestError } from '../shared/provider-http';
import { verifyPaymobHmac } from './paymob-hmac';

export const PAYMOB_WEBHOOK_PATH = '/api/v1/equity/payment-gateway/webhook/paymob';

/** The parts of a Create Intention answer the adapter reads. */
export interface PaymobIntention {
  id: string;
  client_secret: string;
  intention_order_id?: number;
  special_reference?: string | null;
}

/** A transaction as the callback's `obj` and the inquiry answer carry it. */
export interface PaymobTransaction {
  id: number;
  success: boolean;
  pending: boolean;
  amount_cents: number;
  currency: string;
  is_refunded?: boolean;
  is_voided?: boolean;
  error_occured?: boolean;
  order?: { id: number; merchant_order_id?: string | null };
  data?: { message?: string } | null;
  [key: string]: unknown;
}

/**
 * Paymob, the regional card provider (Oman: oman.paymob.com). Checkout goes through the Intention
 * API and Paymob's Unified Checkout page; the transaction-processed callback is checked with the
 * HMAC-SHA512 over Paymob's documented field list. Amounts are in the currency's smallest unit,
 * for OMR the baisa.
 */
@Injectable()
export class PaymobProvider implements PaymentProvider {
  readonly name = 'paymob' as const;

  constructor(@Inject(WALLET_CONFIG) private readonly config: WalletConfig) {}

  private get settings(): WalletConfig['providers']['paymob'] {
    return this.config.providers.paymob;
  }

  isEnabled(): boolean {
    const s = this.settings;
    return s.enabled && !!s.secretKey && !!s.publicKey && !!s.hmacSecret && s.integrationIds.length > 0;
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    if (!this.isEnabled()) throw new AppError('wallet.provider.disabled', HttpStatus.BAD_REQUEST);
    if (request.amount <= 0n) throw new AppError('wallet.provider.amountNotSupported', HttpStatus.BAD_REQUEST);
    const amount = Number(request.amount);
    const firstName = request.customer.firstName || 'NA';
    const lastName = request.customer.lastName || 'NA';
    const email = request.customer.email || 'NA';
    const body = {
      amount,
      currency: request.currency.toUpperCase(),
      payment_methods: this.settings.integrationIds,
      items: [{ name: request.description.slice(0, 50), amount, description: request.description, quantity: 1 }],
      // Paymob requires billing data; what the wallet does not know is sent as "NA", as Paymob's guides do.
      billing_data: {
        first_name: firstName,
        last_name: lastName,
        email,
        phone_number: 'NA',
        apartment: 'NA',
        floor: 'NA',
        street: 'NA',
        building: 'NA',
        city: 'NA',
        state: 'NA',
        country: 'OMN',
      },
      customer: { first_name: firstName, last_name: lastName, email },
      special_reference: request.reference,
      notification_url: `${this.config.providers.callbackBaseUrl}${PAYMOB_WEBHOOK_PATH}`,
      redirection_url: request.successUrl,
      extras: { reference: request.reference, userId: request.customer.userId },
    };
    try {
      const { body: intention } = await providerRequest<PaymobIntention>({
        method: 'POST',
        url: `${this.settings.apiBase}/v1/intention/`,
        headers: { authorization: `Token ${this.settings.secretKey}` },
        body,
        timeoutMs: this.config.providers.requestTimeoutMs,
      });
      const redirectUrl = `${this.settings.apiBase}/unifiedcheckout/?publicKey=${encodeURIComponent(this.settings.publicKey!)}&clientSecret=${encodeURIComponent(intention.client_secret)}`;
      // Paymob's order id is what the callback carries (obj.order.id): it is our providerRef.
      const providerRef = intention.intention_order_id !== undefined ? String(intention.intention_order_id) : intention.id;
      return { provider: this.name, providerRef, redirectUrl, raw: { intentionId: intention.id } };
    } catch (error) {
      throw error instanceof ProviderRequestError ? error.toAppError() : error;
    }
  }

  /**
   * Asks Paymob for the order's last transaction (transaction inquiry, with an auth token from the
   * legacy API key). Without an API key the answer stays pending until the callback arrives.
   */
  async fetchOutcome(providerRef: string): Promise<PaymentOutcome> {
    const pending: PaymentOutcome = {
      provider: this.name,
      providerRef,
      reference: null,
      status: 'pending',
      amount: null,
      currency: null,
      eventId: `paymob:${providerRef}:pending`,
    };
    if (!this.settings.apiKey) return pending;
    try {
      const timeoutMs = this.config.providers.requestTimeoutMs;
      const { body: auth } = await providerRequest<{ token: string }>({
        method: 'POST',
        url: `${this.settings.apiBase}/api/auth/tokens`,
        body: { api_key: this.settings.apiKey },
        timeoutMs,
      });
      const { body: transaction } = await providerRequest<PaymobTransaction>({
        method: 'POST',
        url: `${this.settings.apiBase}/api/ecommerce/orders/transaction_inquiry`,
        headers: { authorization: `Bearer ${auth.token}` },
        body: { auth_token: auth.token, order_id: providerRef },
        timeoutMs,
      });
      const outcome = this.outcomeOf(transaction);
      return { ...outcome, providerRef, eventId: `paymob:${transaction.id}:${outcome.status}` };
    } catch (error) {
      // No transaction yet for this order: Paymob answers 404.
      if (error instanceof ProviderRequestError && error.status === 404) return pending;
      throw error instanceof ProviderRequestError ? error.toAppError() : error;
    }
  }

  outcomeOf(transaction: PaymobTransaction): PaymentOutcome {
    const status: PaymentOutcome['status'] = transaction.pending
      ? 'pending'
      : transaction.success && !transaction.is_voided && !transaction.is_refunded
        ? 'succeeded'
        : 'failed';
    return {
      provider: this.name,
      providerRef: transaction.order?.id !== undefined ? String(transaction.order.id) : String(transaction.id),
      reference: transaction.order?.merchant_order_id ?? null,
      status,
      amount: Number.isSafeInteger(transaction.amount_cents) ? BigInt(transaction.amount_cents) : null,
      currency: transaction.currency ?? null,
      eventId: `paymob:${transaction.id}:${status}`,
      failureReason: status === 'failed' ? (transaction.data?.message ?? 'declined') : null,
    };
  }

  /** The transaction-processed callback: `{type: "TRANSACTION", obj}` with `?hmac=` in the URL. */
  async parseWebhook(request: WebhookRequest): Promise<PaymentOutcome> {
    const secret = this.settings.hmacSecret;
    if (!secret) throw new WebhookSignatureError(this.name, 'no HMAC secret configured');
    if (!request.query.hmac) throw new WebhookSignatureError(this.name, 'missing hmac query parameter');
    let payload: { type?: string; obj?: PaymobTransaction };
    try {
      payload = JSON.parse(request.rawBody.toString('utf8'));
    } catch {
      throw new WebhookSignatureError(this.name, 'body is not JSON');
    }
    const obj = payload?.obj;
    if (!obj || typeof obj !== 'object') throw new WebhookSignatureError(this.name, 'body has no transaction object');
    if (!verifyPaymobHmac(obj, request.query.hmac, secret)) throw new WebhookSignatureError(this.name, 'hmac does not match');
    if (payload.type && payload.type !== 'TRANSACTION') {
      return {
        provider: this.name,
        providerRef: String(obj.id),
        reference: null,
        status: 'pending',
        amount: null,
        currency: null,
        eventId: `paymob:${payload.type}:${obj.id}`,
      };
    }
    return this.outcomeOf(obj);
  }
}
