/**
 * One interface for every way money enters or leaves a wallet from outside the platform. The wallet's
 * top-up flow (../topup) only talks to this port; adapters live beside it, one folder each.
 *
 * Amounts are integer baisa. `reference` is the wallet's own id for the payment (the top-up
 * transaction id); `providerRef` is the provider's id (checkout session, order, capture).
 */
export type ProviderName = 'sandbox_card' | 'bank_transfer' | 'stripe' | 'paymob' | 'paypal';

export interface CheckoutRequest {
  reference: string;
  amount: bigint;
  currency: string;
  description: string;
  customer: { userId: string; email?: string | null; firstName?: string | null; lastName?: string | null };
  /** Absolute URLs of the web app the payer returns to. */
  successUrl: string;
  cancelUrl: string;
  language: 'ar' | 'en' | 'fr';
}

export interface CheckoutSession {
  provider: ProviderName;
  providerRef: string;
  /** Where the payer's browser goes to pay; null for offline methods (bank transfer). */
  redirectUrl: string | null;
  /** Provider-specific facts worth keeping (raw ids, expiry). */
  raw?: Record<string, unknown>;
}

/** What a provider says happened to a payment, after its signature or API answer was checked. */
export interface PaymentOutcome {
  provider: ProviderName;
  providerRef: string;
  /** Our reference, when the provider echoes it back (metadata, merchant_order_id, custom_id). */
  reference: string | null;
  status: 'succeeded' | 'failed' | 'pending';
  amount: bigint | null;
  currency: string | null;
  /** The provider's event id, used to drop a webhook seen twice. */
  eventId: string;
  failureReason?: string | null;
}

export interface WebhookRequest {
  /** Exactly the bytes received: signatures are computed over them. */
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | undefined>;
}

export class WebhookSignatureError extends Error {
  constructor(
    readonly provider: ProviderName,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** True when the adapter is configured (keys present) and may be offered to users. */
  isEnabled(): boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Asks the provider for the payment's state (used when the payer returns before the webhook). */
  fetchOutcome(providerRef: string): Promise<PaymentOutcome>;
  /** Checks the signature and parses the event; throws WebhookSignatureError when it does not verify. */
  parseWebhook(request: WebhookRequest): Promise<PaymentOutcome>;
}

/** Nest injection token for the list of PaymentProvider instances. */
export const PAYMENT_PROVIDERS = Symbol('PAYMENT_PROVIDERS');
