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
import { convertFromBaisa, currencyExponent, minorToDecimalString } from '../shared/minor-units';
import { formEncode, providerRequest, ProviderRequestError } from '../shared/provider-http';
import { headerValue } from '../shared/timestamped-signature';

interface PayPalLink {
  href: string;
  rel: string;
  method?: string;
}

interface PayPalCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'FAILED' | 'PENDING' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  custom_id?: string;
  amount?: { currency_code: string; value: string };
  supplementary_data?: { related_ids?: { order_id?: string } };
}

/** The parts of an Orders v2 order the adapter reads. */
export interface PayPalOrder {
  id: string;
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
  links?: PayPalLink[];
  purchase_units?: Array<{
    reference_id?: string;
    custom_id?: string;
    amount?: { currency_code: string; value: string };
    payments?: { captures?: PayPalCapture[] };
  }>;
}

interface PayPalWebhookEvent {
  id: string;
  event_type: string;
  resource_type?: string;
  resource?: PayPalOrder & PayPalCapture;
}

/**
 * PayPal Checkout (Orders v2). PayPal's currency list has no OMR, so the adapter charges in
 * PAYPAL_CURRENCY (default USD) at the configured PAYPAL_OMR_RATE and stays disabled without a
 * rate: it never pretends a rial amount is something else. The outcome's amount is then null
 * (it is not in rials): the wallet credits the amount of its own top-up, found by reference.
 * Webhooks are verified by PayPal itself (verify-webhook-signature), as PayPal documents.
 */
@Injectable()
export class PayPalProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
    private readonly clock: Clock,
  ) {}

  private get settings(): WalletConfig['providers']['paypal'] {
    return this.config.providers.paypal;
  }

  isEnabled(): boolean {
    const s = this.settings;
    return s.enabled && !!s.clientId && !!s.clientSecret && !!s.webhookId && !!s.omrRate;
  }

  /** The charge in PayPal's currency for an amount in baisa ("26.01" USD for 10.000 OMR at 2.6008). */
  chargeFor(amount: bigint, currency: string): { currency_code: string; value: string } {
    if (currency.toUpperCase() !== 'OMR') throw new AppError('wallet.provider.currencyNotSupported', HttpStatus.BAD_REQUEST);
    if (!this.settings.omrRate) throw new AppError('wallet.provider.disabled', HttpStatus.BAD_REQUEST);
    const exponent = currencyExponent(this.settings.currency);
    const minor = convertFromBaisa(amount, this.settings.omrRate, exponent);
    if (minor <= 0n) throw new AppError('wallet.provider.amountNotSupported', HttpStatus.BAD_REQUEST);
    return { currency_code: this.settings.currency, value: minorToDecimalString(minor, exponent) };
  }

  /** OAuth2 client credentials, cached until a minute before PayPal says the token expires. */
  private async accessToken(): Promise<string> {
    const now = this.clock.now().getTime();
    if (this.token && this.token.expiresAt > now) return this.token.value;
    const { clientId, clientSecret } = this.settings;
    if (!clientId || !clientSecret) throw new AppError('wallet.provider.disabled', HttpStatus.BAD_REQUEST);
    const { body } = await providerRequest<{ access_token: string; expires_in: number }>({
      method: 'POST',
      url: `${this.settings.apiBase}/v1/oauth2/token`,
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: formEncode([['grant_type', 'client_credentials']]),
      timeoutMs: this.config.providers.requestTimeoutMs,
    });
    this.token = { value: body.access_token, expiresAt: now + Math.max(0, (body.expires_in - 60) * 1000) };
    return body.access_token;
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: string | Record<string, unknown>; requestId?: string } = {},
  ): Promise<T> {
    const token = await this.accessToken();
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    if (options.requestId) headers['paypal-request-id'] = options.requestId;
    const { body } = await providerRequest<T>({
      method,
      url: `${this.settings.apiBase}${path}`,
      headers,
      body: options.body,
      timeoutMs: this.config.providers.requestTimeoutMs,
    });
    return body;
  }

  private async guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw error instanceof ProviderRequestError ? error.toAppError() : error;
    }
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    if (!this.isEnabled()) throw new AppError('wallet.provider.disabled', HttpStatus.BAD_REQUEST);
    const amount = this.chargeFor(request.amount, request.currency);
    return this.guarded(async () => {
      const order = await this.call<PayPalOrder>('POST', '/v2/checkout/orders', {
        requestId: `topup-order-${request.reference}`,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            { reference_id: request.reference, custom_id: request.reference, description: request.description.slice(0, 127), amount },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: this.settings.brandName,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                locale: request.language === 'ar' ? 'ar-EG' : request.language === 'fr' ? 'fr-FR' : 'en-US',
                return_url: request.successUrl,
                cancel_url: request.cancelUrl,
              },
            },
          },
        },
      });
      const approve = order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      return {
        provider: this.name,
        providerRef: order.id,
        redirectUrl: approve?.href ?? null,
        raw: { status: order.status, charged: amount },
      };
    });
  }

  /** Reads the order; an approved order is captured now (the payer is back, the webhook may lag). */
  async fetchOutcome(providerRef: string): Promise<PaymentOutcome> {
    return this.guarded(async () => {
      const order = await this.call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(providerRef)}`);
      if (order.status === 'APPROVED') return this.capture(order.id);
      return this.orderOutcome(order, `paypal:${order.id}:${order.status}`);
    });
  }

  /** POST …/capture, idempotent per order (PayPal-Request-Id), so webhook and return may both ask. */
  async capture(orderId: string): Promise<PaymentOutcome> {
    const order = await this.call<PayPalOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
      requestId: `topup-capture-${orderId}`,
      body: '{}',
    });
    return this.orderOutcome(order, `paypal:${order.id}:${order.status}`);
  }

  private orderOutcome(order: PayPalOrder, eventId: string): PaymentOutcome {
    const unit = order.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    let status: PaymentOutcome['status'] = 'pending';
    if (capture)
      status =
        capture.status === 'COMPLETED' ? 'succeeded' : capture.status === 'DECLINED' || capture.status === 'FAILED' ? 'failed' : 'pending';
    else if (order.status === 'VOIDED') status = 'failed';
    return {
      provider: this.name,
      providerRef: order.id,
      reference: unit?.custom_id ?? capture?.custom_id ?? unit?.reference_id ?? null,
      status,
      amount: null,
      currency: capture?.amount?.currency_code ?? unit?.amount?.currency_code ?? null,
      eventId,
      failureReason: status === 'failed' ? (capture?.status ?? order.status) : null,
    };
  }

  /**
   * Sends the transmission headers, our webhook id and the event exactly as received to
   * /v1/notifications/verify-webhook-signature; anything but SUCCESS is refused.
   */
  async parseWebhook(request: WebhookRequest): Promise<PaymentOutcome> {
    const header = (name: string): string => headerValue(request.headers, name) ?? '';
    const fields = {
      auth_algo: header('paypal-auth-algo'),
      cert_url: header('paypal-cert-url'),
      transmission_id: header('paypal-transmission-id'),
      transmission_sig: header('paypal-transmission-sig'),
      transmission_time: header('paypal-transmission-time'),
    };
    const missing = Object.entries(fields).find(([, value]) => !value);
    if (missing) throw new WebhookSignatureError(this.name, `missing ${missing[0]} header`);
    if (!this.settings.webhookId) throw new WebhookSignatureError(this.name, 'no webhook id configured');
    const raw = request.rawBody.toString('utf8');
    let event: PayPalWebhookEvent;
    try {
      event = JSON.parse(raw) as PayPalWebhookEvent;
    } catch {
      throw new WebhookSignatureError(this.name, 'body is not JSON');
    }
    // The event goes back byte for byte: re-serialising it could change what PayPal signed.
    const verifyBody = `{${Object.entries({ ...fields, webhook_id: this.settings.webhookId })
      .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`)
      .join(',')},"webhook_event":${raw}}`;
    let verdict: { verification_status?: string };
    try {
      verdict = await this.call<{ verification_status?: string }>('POST', '/v1/notifications/verify-webhook-signature', {
        body: verifyBody,
      });
    } catch (error) {
      if (error instanceof ProviderRequestError && error.status !== null && error.status < 500)
        throw new WebhookSignatureError(this.name, `PayPal refused the verification request (${error.status})`);
      throw error instanceof ProviderRequestError ? error.toAppError() : error;
    }
    if (verdict.verification_status !== 'SUCCESS')
      throw new WebhookSignatureError(this.name, `verification_status ${verdict.verification_status ?? 'missing'}`);
    const resource = event.resource;
    if (!event.id || !resource?.id) throw new WebhookSignatureError(this.name, 'verified body is not a PayPal event');
    switch (event.event_type) {
      case 'CHECKOUT.ORDER.APPROVED': {
        // The payer approved: capture now; the capture's own event follows.
        const outcome = await this.guarded(() => this.capture(resource.id));
        return { ...outcome, eventId: event.id };
      }
      case 'PAYMENT.CAPTURE.COMPLETED':
      case 'PAYMENT.CAPTURE.DENIED':
      case 'PAYMENT.CAPTURE.DECLINED': {
        const status = event.event_type === 'PAYMENT.CAPTURE.COMPLETED' ? 'succeeded' : 'failed';
        return {
          provider: this.name,
          providerRef: resource.supplementary_data?.related_ids?.order_id ?? resource.id,
          reference: resource.custom_id ?? null,
          status,
          amount: null,
          currency: resource.amount?.currency_code ?? null,
          eventId: event.id,
          failureReason: status === 'failed' ? resource.status : null,
        };
      }
      default:
        return {
          provider: this.name,
          providerRef: resource.id,
          reference: resource.custom_id ?? null,
          status: 'pending',
          amount: null,
          currency: null,
          eventId: event.id,
        };
    }
  }
}
