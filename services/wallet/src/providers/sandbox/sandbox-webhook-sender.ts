import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { request } from 'undici';
import { WALLET_CONFIG } from '../../wallet.tokens';
import type { WalletConfig } from '../../config/env';
import { signatureHeader } from '../shared/timestamped-signature';
import type { SandboxCheckoutSessionRow, SandboxSessionStatus } from './sandbox-session.entity';
import { SandboxSessionsRepository } from './sandbox-sessions.repository';
import { Clock } from '@cf/platform';

export const SANDBOX_SIGNATURE_HEADER = 'Sandbox-Signature';
export const SANDBOX_WEBHOOK_PATH = '/api/v1/equity/payment-gateway/webhook/sandbox_card';

export type SandboxEventType = 'checkout.session.succeeded' | 'checkout.session.declined' | 'checkout.session.expired';

/** The webhook body the sandbox sends (built from the finished session; the event id never changes). */
export interface SandboxWebhookEvent {
  id: string;
  type: SandboxEventType;
  created: number;
  data: {
    object: {
      id: string;
      reference: string;
      amount: number;
      currency: string;
      status: 'succeeded' | 'declined' | 'expired';
      declineCode: string | null;
      cardBrand: string | null;
      cardLast4: string | null;
    };
  };
}

export function sandboxEventFor(session: SandboxCheckoutSessionRow, createdSeconds: number): SandboxWebhookEvent {
  const status = session.status as 'succeeded' | 'declined' | 'expired';
  return {
    id: session.eventId ?? `evt_${session.id}`,
    type: `checkout.session.${status}`,
    created: createdSeconds,
    data: {
      object: {
        id: session.id,
        reference: session.reference,
        amount: session.amount,
        currency: session.currency,
        status,
        declineCode: session.declineCode,
        cardBrand: session.cardBrand,
        cardLast4: session.cardLast4,
      },
    },
  };
}

const FINISHED: SandboxSessionStatus[] = ['succeeded', 'declined', 'expired'];

/**
 * Delivers the sandbox's signed webhooks over real HTTP, as a card processor does: after the
 * session's change has committed (never inside the request's transaction), retried with growing
 * pauses until the receiver answers 2xx. Each attempt is signed afresh (`t` is the send time) and
 * recorded on the session (attempts, delivered at, last error). Deliveries that were still owed
 * when the process stopped are sent again at start.
 */
@Injectable()
export class SandboxWebhookSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('SandboxWebhooks');
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly sessions: SandboxSessionsRepository,
    private readonly clock: Clock,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {}

  /** Where the webhooks go: SANDBOX_WEBHOOK_URL, or this service's own port. */
  webhookUrl(): string {
    if (this.config.providers.sandbox.webhookUrl) return this.config.providers.sandbox.webhookUrl;
    const address = this.adapterHost.httpAdapter?.getHttpServer()?.address();
    const port = typeof address === 'object' && address ? address.port : this.config.platform.port;
    return `http://127.0.0.1:${port}${SANDBOX_WEBHOOK_PATH}`;
  }

  /** Starts delivering the outcome of a finished session (returns at once). */
  schedule(sessionId: string, delayMs = 0): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.track(this.attempt(sessionId));
    }, delayMs);
    this.timers.add(timer);
  }

  /** Resolves once no delivery is waiting or running (tests). */
  async idle(): Promise<void> {
    while (this.timers.size || this.inFlight.size) {
      await Promise.all([...this.inFlight]);
      if (this.timers.size) await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  onApplicationBootstrap(): void {
    const since = new Date(this.clock.now().getTime() - 24 * 3600 * 1000).toISOString();
    const firstPause = this.config.providers.sandbox.webhookRetryDelaysMs[0] ?? 500;
    void this.sessions
      .undeliveredSince(FINISHED, since)
      .then((owed) => owed.forEach((id) => this.schedule(id, firstPause)))
      .catch((error: Error) => this.logger.warn(`could not look for undelivered sandbox webhooks: ${error.message}`));
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    // Let a delivery that is under way record its attempt while the database is still open.
    await Promise.allSettled([...this.inFlight]);
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async attempt(sessionId: string): Promise<void> {
    const session = await this.sessions.findById(sessionId).catch(() => null);
    if (!session || session.webhookDeliveredAt || !FINISHED.includes(session.status)) return;
    const sentAt = this.clock.nowSeconds();
    const body = JSON.stringify(sandboxEventFor(session, sentAt));
    const secret = this.config.providers.sandbox.webhookSecret;
    let failure: string | null = null;
    try {
      const response = await request(this.webhookUrl(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'SandboxPay-Webhooks/1.0',
          [SANDBOX_SIGNATURE_HEADER.toLowerCase()]: signatureHeader(secret, body, sentAt),
        },
        body,
        headersTimeout: this.config.providers.requestTimeoutMs,
        bodyTimeout: this.config.providers.requestTimeoutMs,
      });
      const answer = await response.body.text();
      if (response.statusCode < 200 || response.statusCode >= 300) failure = `HTTP ${response.statusCode}: ${answer.slice(0, 200)}`;
    } catch (error) {
      failure = (error as Error).message;
    }
    const attempts = session.webhookAttempts + 1;
    await this.sessions
      .update(
        session.id,
        {
          webhookAttempts: attempts,
          webhookDeliveredAt: failure ? null : this.clock.nowIso(),
          webhookLastError: failure ? failure.slice(0, 300) : null,
          updatedAt: this.clock.nowIso(),
        },
      )
      .catch((error: Error) => this.logger.warn(`could not record a sandbox webhook attempt: ${error.message}`));
    if (!failure) return;
    const delays = this.config.providers.sandbox.webhookRetryDelaysMs;
    if (this.stopped) return;
    if (attempts <= delays.length) {
      this.logger.warn(
        `sandbox webhook ${session.eventId} attempt ${attempts} failed (${failure}); retrying in ${delays[attempts - 1]} ms`,
      );
      this.schedule(session.id, delays[attempts - 1]);
    } else {
      this.logger.error(`sandbox webhook ${session.eventId} given up after ${attempts} attempts (${failure})`);
    }
  }
}
