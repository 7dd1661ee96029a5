import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppError, Clock } from '@cf/platform';
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
import { formEncode, providerRequest, ProviderRequestError } from '../shared/provider-http';
import { THREE_DECIMAL_CURRENCIES } from '../shared/minor-units';
import { headerValue, verifySignatureHeader } from '../shared/timestamped-signature';

export const STRIPE_SIGNATURE_HEADER = 'Stripe-Signature';

/** The fields of a Checkout Session the adapter reads. */
export interface StripeCheckoutSession {
  id: string;
  object?: 'checkout.session';
  url?: string | null;
  status?: 'open' | 'complete' | 'expired' | null;
  payment_status?: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total?: number | null;
  currency?: string | null;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
  expires_at?: number;
}

interface StripeEvent {
  id: string;
  type: string;
  data?: { object?: StripeCheckoutSession };
}

/** Stripe Checkout's own languages; `auto` lets Stripe follow the browser. */
const STRIPE_LOCALES: Record<string, string> = { ar: 'auto', en: 'en', fr: 'fr' };

/**
 * Stripe Checkout Sessions (hosted payment page). Requests are form-encoded with a secret key as
 * Bearer token and an Idempotency-Key derived from our reference, so a retried top-up never opens
 * a second session. Webhooks are checked with the endpoint secret (`Stripe-Signature`).
 */
@Injectable()
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
    private readonly clock: Clock,
  ) {}

  private get settings(): WalletConfig['providers']['stripe'] {
    return this.config.providers.stripe;
  }

  isEnabled(): boolean {
    return this.settings.enabled && !!this.settings.secretKey && !!this.settings.webhookSecret;
  }

  private authHeaders(): Record<string, string> {
    if (!this.settings.secretKey) throw new AppError('wallet.provider.disabled', HttpStatus.BAD_REQUEST);
    return { authorization: `Bearer ${this.settings.secretKey}` };
  }

  /** unit_amount in Stripe's minor unit: for OMR that is the baisa, and it must end in 0. */
  static unitAmount(amount: bigint, currency: string): bigint {
    if (amount <= 0n) throw new AppError('wallet.provider.amountNotSupported', HttpStatus.BAD_REQUEST);
    if (THREE_DECIMAL_CURRENCIES.has(currency.toUpperCase()) && amount % 10n !== 0n) {
      throw new AppError('wallet.provider.amountNotSupported', HttpStatus.BAD_REQUEST);
    }
    return amount;
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const unitAmount = StripeProvider.unitAmount(request.amount, request.currency);
    const fields: Array<[string, string | number]> = [
      ['mode', 'payment'],
      ['line_items[0][price_data][currency]', request.currency.toLowerCase()],
      ['line_items[0][price_data][product_data][name]', request.description],
      ['line_items[0][price_data][unit_amount]', unitAmount.toString()],
      ['line_items[0][quantity]', 1],
      ['success_url', request.successUrl],
      ['cancel_url', request.cancelUrl],
      ['client_reference_id', request.reference],
      ['metadata[reference]', request.reference],
      ['payment_intent_data[metadata][reference]', request.reference],
      ['locale', STRIPE_LOCALES[request.language] ?? 'auto'],
    ];
    if (request.customer.email) fields.push(['customer_email', request.customer.email]);
    try {
      const { body } = await providerRequest<StripeCheckoutSession>({
        method: 'POST',
        url: `${this.settings.apiBase}/v1/checkout/sessions`,
        headers: {
          ...this.authHeaders(),
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': `topup-checkout-${request.reference}`,
        },
        body: formEncode(fields),
        timeoutMs: this.config.providers.requestTimeoutMs,
      });
      return { provider: this.name, providerRef: body.id, redirectUrl: body.url ?? null, raw: { expiresAt: body.expires_at ?? null } };
    } catch (error) {
      throw error instanceof ProviderRequestError ? error.toAppError() : error;
    }
  }

  async fetchOutcome(providerRef: string): Promise<PaymentOutcome> {
    try {
      const { body } = await providerRequest<StripeCheckoutSession>({
        method: 'GET',
        url: `${this.settings.apiBase}/v1/checkout/sessions/${encodeURIComponent(providerRef)}`,
        headers: this.authHeaders(),
        timeoutMs: this.config.providers.requestTimeoutMs,
      });
      const status = StripeProvider.sessionStatus(body);
      return this.outcome(body, status, `stripe:${body.id}:${status}`);
    } catch (error) {
      throw error instanceof ProviderRequestError ? error.toAppError() : error;
    }
  }

  /** paid (or nothing to pay) → succeeded; expired → failed; otherwise still pending. */
  static sessionStatus(session: StripeCheckoutSession): PaymentOutcome['status'] {
    if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'succeeded';
    if (session.status === 'expired') return 'failed';
    return 'pending';
  }

  async parseWebhook(request: WebhookRequest): Promise<PaymentOutcome> {
    const secret = this.settings.webhookSecret;
    if (!secret) throw new WebhookSignatureError(this.name, 'no endpoint secret configured');
    const check = verifySignatureHeader(headerValue(request.headers, STRIPE_SIGNATURE_HEADER), request.rawBody, secret, {
      nowSeconds: this.clock.nowSeconds(),
    });
    if (!check.ok) throw new WebhookSignatureError(this.name, check.reason);
    let event: StripeEvent;
    try {
      event = JSON.parse(request.rawBody.toString('utf8')) as StripeEvent;
    } catch {
      throw new WebhookSignatureError(this.name, 'signed body is not JSON');
    }
    const session = event?.data?.object;
    if (!event.id || !session?.id) throw new WebhookSignatureError(this.name, 'signed body is not a Stripe event');
    let status: PaymentOutcome['status'];
    switch (event.type) {
      case 'checkout.session.completed':
        // Card payments are paid at completion; delayed methods complete unpaid and report later.
        status = StripeProvider.sessionStatus(session);
        break;
      case 'checkout.session.async_payment_succeeded':
        status = 'succeeded';
        break;
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        status = 'failed';
        break;
      default:
        status = 'pending';
    }
    const failureReason =
      event.type === 'checkout.session.expired'
        ? 'expired'
        : event.type === 'checkout.session.async_payment_failed'
          ? 'async_payment_failed'
          : null;
    return { ...this.outcome(session, status, event.id), failureReason };
  }

  private outcome(session: StripeCheckoutSession, status: PaymentOutcome['status'], eventId: string): PaymentOutcome {
    return {
      provider: this.name,
      providerRef: session.id,
      reference: session.client_reference_id ?? session.metadata?.reference ?? null,
      status,
      amount: typeof session.amount_total === 'number' ? BigInt(session.amount_total) : null,
      currency: session.currency ? session.currency.toUpperCase() : null,
      eventId,
      failureReason: status === 'failed' ? 'expired' : null,
    };
  }
}
