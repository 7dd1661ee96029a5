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
import { headerValue, verifySignatureHeader } from '../shared/timestamped-signature';
import { SandboxCheckoutService, declineMessage } from './sandbox-checkout.service';
import type { SandboxCheckoutSessionRow } from './sandbox-session.entity';
import { SANDBOX_SIGNATURE_HEADER, type SandboxWebhookEvent } from './sandbox-webhook-sender';
import { Clock } from '@cf/platform';

/** The hosted checkout page of the wallet remote (frontends/wallet). */
export const sandboxCheckoutPath = (sessionId: string): string => `/wallet-payment/${sessionId}`;

/**
 * The built-in card processor (`sandbox_card`), a stand-in that behaves like a real one: hosted
 * checkout sessions, test cards, a challenge step, signed webhooks over HTTP and a session lookup.
 */
@Injectable()
export class SandboxCardProvider implements PaymentProvider {
  readonly name = 'sandbox_card' as const;

  constructor(
    private readonly sessions: SandboxCheckoutService,
    private readonly clock: Clock,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {}

  isEnabled(): boolean {
    return this.config.providers.sandbox.enabled;
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const session = await this.sessions.create(request);
    return {
      provider: this.name,
      providerRef: session.id,
      redirectUrl: sandboxCheckoutPath(session.id),
      raw: { expiresAt: session.expiresAt, status: session.status },
    };
  }

  async fetchOutcome(providerRef: string): Promise<PaymentOutcome> {
    const session = await this.sessions.get(providerRef);
    return this.outcomeOf(session);
  }

  outcomeOf(session: SandboxCheckoutSessionRow): PaymentOutcome {
    const status =
      session.status === 'succeeded' ? 'succeeded' : session.status === 'declined' || session.status === 'expired' ? 'failed' : 'pending';
    return {
      provider: this.name,
      providerRef: session.id,
      reference: session.reference,
      status,
      amount: BigInt(session.amount),
      currency: session.currency,
      eventId: session.eventId ?? `sandbox:${session.id}:${session.status}`,
      failureReason: session.status === 'expired' ? 'expired' : declineMessage(session.declineCode),
    };
  }

  async parseWebhook(request: WebhookRequest): Promise<PaymentOutcome> {
    const check = verifySignatureHeader(
      headerValue(request.headers, SANDBOX_SIGNATURE_HEADER),
      request.rawBody,
      this.config.providers.sandbox.webhookSecret,
      {
        nowSeconds: this.clock.nowSeconds(),
      },
    );
    if (!check.ok) throw new WebhookSignatureError(this.name, check.reason);
    let event: SandboxWebhookEvent;
    try {
      event = JSON.parse(request.rawBody.toString('utf8')) as SandboxWebhookEvent;
    } catch {
      throw new WebhookSignatureError(this.name, 'signed body is not JSON');
    }
    const session = event?.data?.object;
    if (!event.id || !session?.id || !Number.isSafeInteger(session.amount))
      throw new WebhookSignatureError(this.name, 'signed body is not a sandbox event');
    const status =
      event.type === 'checkout.session.succeeded'
        ? 'succeeded'
        : event.type === 'checkout.session.declined' || event.type === 'checkout.session.expired'
          ? 'failed'
          : 'pending';
    return {
      provider: this.name,
      providerRef: session.id,
      reference: session.reference ?? null,
      status,
      amount: BigInt(session.amount),
      currency: session.currency ?? null,
      eventId: event.id,
      failureReason: event.type === 'checkout.session.expired' ? 'expired' : declineMessage(session.declineCode),
    };
  }
}
