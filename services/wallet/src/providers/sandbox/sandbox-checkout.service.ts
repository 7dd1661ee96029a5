import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AppError, Clock, isUniqueViolation, newId, translate } from '@cf/platform';
import type { Language, SandboxPayResult, SandboxSessionView } from '@cf/contracts';
import { WALLET_CONFIG } from '../../wallet.tokens';
import type { WalletConfig } from '../../config/env';
import type { CheckoutRequest } from '../payment-provider.port';
import { cardBrand, parseCardDetails, parseChallengeCode, SANDBOX_CHALLENGE_CODE, SANDBOX_TEST_CARDS } from './card-validation';
import type { SandboxCheckoutSessionRow, SandboxSessionStatus } from './sandbox-session.entity';
import { SandboxSessionsRepository } from './sandbox-sessions.repository';
import { SandboxWebhookSender } from './sandbox-webhook-sender';

/** What the hosted checkout page shows (API item 12). */
/** The hosted page's session and a payment attempt's answer: the wallet's contracts. */
export type { SandboxPayResult, SandboxSessionView } from '@cf/contracts';


const DECLINE_MESSAGES: Record<string, string> = {
  card_declined: 'wallet.sandbox.cardDeclined',
  authentication_failed: 'wallet.sandbox.challengeFailed',
};

/** The English text of a decline, as processors report it in their webhooks. */
export function declineMessage(code: string | null, language: Language = 'en'): string | null {
  return code ? translate(DECLINE_MESSAGES[code] ?? 'wallet.sandbox.cardDeclined', language) : null;
}

/**
 * The sandbox card processor's sessions: created by the wallet's top-up (createCheckout), paid on
 * the hosted page. Every change of state is one conditional UPDATE (`WHERE status = <expected>`),
 * so a session pays once however many tabs or retries race; the webhook goes out after commit.
 */
@Injectable()
export class SandboxCheckoutService {
  constructor(
    private readonly sessions: SandboxSessionsRepository,
    private readonly clock: Clock,
    private readonly webhooks: SandboxWebhookSender,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {}

  /**
   * Runs in the caller's transaction (the top-up's, with its Idempotency-Key): the session commits
   * with the top-up or not at all, and no second pooled connection is taken while the first is
   * held (with as many concurrent top-ups as the pool has connections, that waited forever).
   */
  async create(request: CheckoutRequest): Promise<SandboxCheckoutSessionRow> {
    if (request.amount <= 0n || request.amount > BigInt(Number.MAX_SAFE_INTEGER))
      throw new AppError('wallet.holdAmountInvalid', HttpStatus.BAD_REQUEST);
    const existing = await this.sessions.findByReference(request.reference);
    if (existing) return this.sameRequest(existing, request);
    const now = this.clock.now();
    const row = this.sessions.build({
      id: newId(),
      reference: request.reference,
      amount: Number(request.amount),
      currency: request.currency.toUpperCase(),
      description: request.description.slice(0, 200),
      userId: request.customer.userId,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      language: request.language,
      status: 'open',
      declineCode: null,
      cardBrand: null,
      cardLast4: null,
      eventId: null,
      webhookAttempts: 0,
      webhookDeliveredAt: null,
      webhookLastError: null,
      expiresAt: new Date(now.getTime() + this.config.providers.sandbox.sessionTtlMinutes * 60_000).toISOString(),
      completedAt: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    try {
      await this.sessions.insert(row);
      return row;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await this.sessions.findByReference(request.reference);
      if (!raced) throw error;
      return this.sameRequest(raced, request);
    }
  }

  /** A second createCheckout for the same reference gets the first session, if it is the same payment. */
  private sameRequest(existing: SandboxCheckoutSessionRow, request: CheckoutRequest): SandboxCheckoutSessionRow {
    if (BigInt(existing.amount) !== request.amount || existing.currency !== request.currency.toUpperCase()) {
      throw AppError.conflict('wallet.provider.referenceConflict');
    }
    return existing;
  }

  /** The session, expired first when its time is up (and the expiry announced). */
  async find(sessionId: string): Promise<SandboxCheckoutSessionRow | null> {
    const session = await this.sessions.findById(sessionId);
    if (!session) return null;
    if ((session.status === 'open' || session.status === 'challenge') && session.expiresAt <= this.clock.nowIso()) {
      await this.finish(session, session.status, { status: 'expired', declineCode: null });
      return this.sessions.findById(sessionId);
    }
    return session;
  }

  async get(sessionId: string): Promise<SandboxCheckoutSessionRow> {
    const session = await this.find(sessionId);
    if (!session) throw AppError.notFound('wallet.sandbox.sessionNotFound');
    return session;
  }

  view(session: SandboxCheckoutSessionRow, language: Language): SandboxSessionView {
    return {
      sessionId: session.id,
      amount: session.amount,
      currency: session.currency,
      merchantName: this.config.providers.sandbox.merchantName[language],
      description: session.description,
      status: session.status,
      successUrl: session.successUrl,
      cancelUrl: session.cancelUrl,
      expiresAt: session.expiresAt,
      declineReason: declineMessage(session.declineCode, language),
      cardBrand: session.cardBrand,
      cardLast4: session.cardLast4,
    };
  }

  /** POST …/pay: the card form. Test cards decide the outcome; any other valid card succeeds. */
  async pay(sessionId: string, body: unknown, language: Language): Promise<SandboxPayResult> {
    const session = await this.get(sessionId);
    this.assertState(session, 'open');
    const card = parseCardDetails(body, this.clock.now());
    const facts = { cardBrand: cardBrand(card.number), cardLast4: card.number.slice(-4) };
    if (card.number === SANDBOX_TEST_CARDS.challenge) {
      await this.transition(session, 'open', { status: 'challenge', ...facts });
      return { status: 'challenge' };
    }
    const declined = card.number === SANDBOX_TEST_CARDS.declined;
    await this.finish(
      session,
      'open',
      declined ? { status: 'declined', declineCode: 'card_declined', ...facts } : { status: 'succeeded', declineCode: null, ...facts },
    );
    return this.result(await this.get(sessionId), language);
  }

  /** POST …/challenge: the 3-D-Secure-like step; the right code approves, any other declines. */
  async challenge(sessionId: string, body: unknown, language: Language): Promise<SandboxPayResult> {
    const session = await this.get(sessionId);
    if (session.status === 'open') throw AppError.conflict('wallet.sandbox.noChallenge');
    this.assertState(session, 'challenge');
    const code = parseChallengeCode(body);
    await this.finish(
      session,
      'challenge',
      code === SANDBOX_CHALLENGE_CODE
        ? { status: 'succeeded', declineCode: null }
        : { status: 'declined', declineCode: 'authentication_failed' },
    );
    return this.result(await this.get(sessionId), language);
  }

  private result(session: SandboxCheckoutSessionRow, language: Language): SandboxPayResult {
    if (session.status === 'succeeded') return { status: 'succeeded', redirectUrl: session.successUrl };
    return {
      status: 'declined',
      declineReason: declineMessage(session.declineCode, language) ?? undefined,
      redirectUrl: session.cancelUrl,
    };
  }

  private assertState(session: SandboxCheckoutSessionRow, expected: SandboxSessionStatus): void {
    if (session.status === expected) return;
    if (session.status === 'expired') throw new AppError('wallet.sandbox.sessionExpired', HttpStatus.GONE);
    if (session.status === 'challenge') throw AppError.conflict('wallet.sandbox.challengeRequired');
    throw AppError.conflict('wallet.sandbox.sessionCompleted');
  }

  /** A conditional move from `from`; losing the race answers like the state the winner left. */
  private async transition(
    session: SandboxCheckoutSessionRow,
    from: SandboxSessionStatus,
    changes: Partial<SandboxCheckoutSessionRow>,
  ): Promise<void> {
    const now = this.clock.nowIso();
    // Paying needs a live session; expiring one does not.
    if (!(await this.sessions.transition(session.id, from, { ...changes, updatedAt: now }, now, changes.status !== 'expired'))) {
      const current = await this.get(session.id);
      this.assertState(current, from);
      throw AppError.conflict('wallet.sandbox.sessionCompleted');
    }
  }

  /** Moves to a final state (succeeded, declined, expired) and sends the webhook once committed. */
  private async finish(
    session: SandboxCheckoutSessionRow,
    from: SandboxSessionStatus,
    changes: Partial<SandboxCheckoutSessionRow>,
  ): Promise<void> {
    try {
      await this.transition(session, from, { ...changes, eventId: `evt_${newId()}`, completedAt: this.clock.nowIso() });
    } catch (error) {
      // Someone else expired or finished it first: their webhook is on its way.
      if (changes.status === 'expired') return;
      throw error;
    }
    this.webhooks.schedule(session.id);
  }
}
