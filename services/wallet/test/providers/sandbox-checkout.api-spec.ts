import { Logger } from '@nestjs/common';
import { request as httpRequest } from 'undici';
import { DataSource } from 'typeorm';
import { Clock, listeningPort, newId } from '@cf/platform';
import { FakeProviderServer, startTestPlatform, type RecordedRequest, type TestPlatform } from '@cf/testing';
import { PaymentProviderRegistry } from '../../src/providers/payment-provider.registry';
import { WebhookSignatureError, type CheckoutRequest, type PaymentOutcome } from '../../src/providers/payment-provider.port';
import { SandboxCheckoutSessionRow } from '../../src/providers/sandbox/sandbox-session.entity';
import { SandboxWebhookSender } from '../../src/providers/sandbox/sandbox-webhook-sender';
import { signatureHeader } from '../../src/providers/shared/timestamped-signature';

/**
 * The built-in sandbox card processor end to end, as a payer meets it: a session made by the
 * wallet, the hosted page's JSON API through the real gateway, each test card, and the signed
 * webhook that arrives over HTTP and verifies. The webhook receiver here is a local stand-in
 * that can also forward the exact bytes to the wallet's own webhook endpoint.
 */
jest.setTimeout(60_000);

let platform: TestPlatform;
let receiver: FakeProviderServer;
let registry: PaymentProviderRegistry;
let clock: Clock;
let sender: SandboxWebhookSender;
let dataSource: DataSource;
let walletUrl: string;
const SECRET = 'sandbox-webhook-secret-for-tests-0001';

const api = (method: string, path: string, body?: unknown) =>
  platform.api.request(method, `/api/v1/equity/payment-gateway/sandbox/sessions/${path}`, { body });
const card = (cardNumber: string, extra: Record<string, unknown> = {}) => ({
  cardNumber,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  holderName: 'Aisha Al Balushi',
  ...extra,
});

async function newSession(
  overrides: Partial<CheckoutRequest> = {},
): Promise<{ sessionId: string; reference: string; redirectUrl: string | null }> {
  const reference = newId();
  const session = await registry.get('sandbox_card').createCheckout({
    reference,
    amount: 25_500n,
    currency: 'OMR',
    description: 'Wallet top-up',
    customer: { userId: newId(), email: 'payer@example.com' },
    successUrl: 'http://app.test/topup-return/ok',
    cancelUrl: 'http://app.test/topup-fail',
    language: 'en',
    ...overrides,
  });
  return { sessionId: session.providerRef, reference, redirectUrl: session.redirectUrl };
}

/** The webhooks the receiver got for one session, once every delivery has finished. */
async function webhooksFor(sessionId: string): Promise<RecordedRequest[]> {
  await sender.idle();
  return receiver.requests.filter((r) => r.path === '/hook' && r.body.includes(sessionId));
}

async function verify(hook: RecordedRequest): Promise<PaymentOutcome> {
  return registry.verifyWebhook('sandbox_card', { rawBody: Buffer.from(hook.body, 'utf8'), headers: hook.headers, query: {} });
}

beforeAll(async () => {
  receiver = await FakeProviderServer.start();
  receiver.on('POST /hook', { json: { received: true } });
  platform = await startTestPlatform({
    services: ['identity', 'wallet'],
    env: { SANDBOX_WEBHOOK_URL: `${receiver.url}/hook`, SANDBOX_WEBHOOK_SECRET: SECRET, SANDBOX_WEBHOOK_RETRY_DELAYS_MS: '50,100,150' },
  });
  const wallet = platform.service('wallet');
  registry = wallet.get(PaymentProviderRegistry);
  clock = wallet.get(Clock);
  sender = wallet.get(SandboxWebhookSender);
  dataSource = wallet.get(DataSource);
  walletUrl = `http://127.0.0.1:${listeningPort(wallet)}`;
});
afterAll(async () => {
  await platform?.close();
  await receiver?.close();
});
afterEach(() => clock.reset());

describe('[A1.3] [C1.5] sandbox card provider (hosted checkout API through the gateway)', () => {
  it('[A7.10] creates a session whose checkout page is /wallet-payment/<sessionId> and shows it', async () => {
    const { sessionId, redirectUrl } = await newSession();
    expect(redirectUrl).toBe(`/wallet-payment/${sessionId}`);
    const res = await api('GET', `${sessionId}?lng=en`);
    expect(res.status).toBe(200);
    expect(res.body.data.data).toMatchObject({
      sessionId,
      amount: 25_500,
      currency: 'OMR',
      merchantName: 'Oman Crowdfunding',
      description: 'Wallet top-up',
      status: 'open',
      successUrl: 'http://app.test/topup-return/ok',
      cancelUrl: 'http://app.test/topup-fail',
    });
    // [A1.4] the merchant is named in the page's language (issue 11 item 7).
    expect((await api('GET', `${sessionId}?lng=ar`)).body.data.data.merchantName).toBe('منصة عُمان للتمويل الجماعي');
    expect((await api('GET', `${newId()}?lng=fr`)).body).toEqual({ status: 'fail', message: "Cette session de paiement n'existe pas" });
  });

  it('pays with 4242 4242 4242 4242 and sends one signed webhook that verifies as succeeded', async () => {
    const { sessionId, reference } = await newSession();
    const res = await api('POST', `${sessionId}/pay?lng=en`, card('4242 4242 4242 4242'));
    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual({ status: 'succeeded', redirectUrl: 'http://app.test/topup-return/ok' });
    const [hook, ...more] = await webhooksFor(sessionId);
    expect(more).toHaveLength(0);
    expect(hook.headers['sandbox-signature']).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    const outcome = await verify(hook);
    expect(outcome).toMatchObject({
      provider: 'sandbox_card',
      providerRef: sessionId,
      reference,
      status: 'succeeded',
      amount: 25_500n,
      currency: 'OMR',
    });
    expect(outcome.eventId).toMatch(/^evt_/);
    expect(await registry.get('sandbox_card').fetchOutcome(sessionId)).toMatchObject({ status: 'succeeded', eventId: outcome.eventId });
    expect((await api('GET', `${sessionId}?lng=en`)).body.data.data).toMatchObject({
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
  });

  it('[C8.3] declines 4000 0000 0000 0002 with "Your card was declined" and a failed webhook', async () => {
    const { sessionId } = await newSession();
    const res = await api('POST', `${sessionId}/pay?lng=en`, card('4000000000000002'));
    expect(res.body.data.data).toEqual({
      status: 'declined',
      declineReason: 'Your card was declined',
      redirectUrl: 'http://app.test/topup-fail',
    });
    expect((await api('GET', `${sessionId}?lng=ar`)).body.data.data.declineReason).toBe('تم رفض بطاقتك');
    const [hook] = await webhooksFor(sessionId);
    expect(await verify(hook)).toMatchObject({ status: 'failed', failureReason: 'Your card was declined' });
  });

  it('asks 4000 0000 0000 3220 for a challenge: 123456 approves, any other code declines', async () => {
    const approved = await newSession();
    expect((await api('POST', `${approved.sessionId}/pay`, card('4000000000003220'))).body.data.data).toEqual({ status: 'challenge' });
    expect((await api('GET', `${approved.sessionId}`)).body.data.data.status).toBe('challenge');
    const payAgain = await api('POST', `${approved.sessionId}/pay?lng=en`, card('4242424242424242'));
    expect([payAgain.status, payAgain.body.message]).toEqual([409, 'Please enter the verification code sent by your bank']);
    expect(await webhooksFor(approved.sessionId)).toHaveLength(0);
    expect((await api('POST', `${approved.sessionId}/challenge`, { code: '123456' })).body.data.data).toEqual({
      status: 'succeeded',
      redirectUrl: 'http://app.test/topup-return/ok',
    });
    expect(await verify((await webhooksFor(approved.sessionId))[0])).toMatchObject({ status: 'succeeded' });

    const refused = await newSession();
    await api('POST', `${refused.sessionId}/pay`, card('4000000000003220'));
    const wrong = await api('POST', `${refused.sessionId}/challenge?lng=en`, { code: '654321' });
    expect(wrong.body.data.data).toEqual({
      status: 'declined',
      declineReason: 'The verification code was not correct: the payment was declined',
      redirectUrl: 'http://app.test/topup-fail',
    });
    expect(await verify((await webhooksFor(refused.sessionId))[0])).toMatchObject({ status: 'failed' });
    const noChallenge = await api('POST', `${(await newSession()).sessionId}/challenge?lng=en`, { code: '123456' });
    expect([noChallenge.status, noChallenge.body.message]).toEqual([409, 'This payment session is not waiting for a verification code']);
  });

  it('accepts any other valid card number (e.g. a Mastercard test number)', async () => {
    const { sessionId } = await newSession();
    expect((await api('POST', `${sessionId}/pay`, card('5555555555554444'))).body.data.data.status).toBe('succeeded');
    expect((await api('GET', `${sessionId}`)).body.data.data).toMatchObject({ cardBrand: 'mastercard', cardLast4: '4444' });
  });

  it('validates the card form with translated messages per field (ar, en, fr)', async () => {
    const { sessionId } = await newSession();
    const bad = { cardNumber: '4242 4242 4242 4241', expMonth: 13, expYear: 2020, cvc: '12', holderName: '' };
    const en = await api('POST', `${sessionId}/pay?lng=en`, bad);
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual([
      { field: 'cardNumber', msg: 'Please enter a valid card number' },
      { field: 'expMonth', msg: 'Please enter the expiry month (1 to 12)' },
      { field: 'cvc', msg: 'Please enter the 3 or 4 digit security code (CVC)' },
      { field: 'holderName', msg: 'Please enter the name on the card' },
    ]);
    const expired = await api('POST', `${sessionId}/pay?lng=fr`, card('4242424242424242', { expMonth: 1, expYear: 2021 }));
    expect(expired.body.errors).toEqual([{ field: 'expYear', msg: 'Cette carte a expiré' }]);
    const ar = await api('POST', `${sessionId}/pay?lng=ar`, card('4242424242424242', { cvc: 'abc' }));
    expect(ar.body.errors).toEqual([{ field: 'cvc', msg: 'يرجى إدخال رمز الأمان المكوّن من 3 أو 4 أرقام (CVC)' }]);
    expect((await api('GET', sessionId)).body.data.data.status).toBe('open');
  });

  it('pays a session once, however many payments race (one success, one webhook)', async () => {
    const { sessionId } = await newSession();
    const answers = await Promise.all(Array.from({ length: 6 }, () => api('POST', `${sessionId}/pay?lng=en`, card('4242424242424242'))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(
      Array(5).fill('This payment session has already been completed'),
    );
    expect(await webhooksFor(sessionId)).toHaveLength(1);
  });

  it('expires a session after 30 minutes: it can no longer be paid and reports failed', async () => {
    const { sessionId } = await newSession();
    clock.travel(29 * 60_000);
    expect((await api('GET', sessionId)).body.data.data.status).toBe('open');
    clock.travel(2 * 60_000);
    expect((await api('GET', sessionId)).body.data.data.status).toBe('expired');
    const late = await api('POST', `${sessionId}/pay?lng=en`, card('4242424242424242'));
    expect([late.status, late.body.message]).toEqual([410, 'This payment session has expired: please start the top-up again']);
    expect(await registry.get('sandbox_card').fetchOutcome(sessionId)).toMatchObject({ status: 'failed', failureReason: 'expired' });
    const hooks = await webhooksFor(sessionId);
    expect(hooks).toHaveLength(1);
    expect(JSON.parse(hooks[0].body).type).toBe('checkout.session.expired');
  });

  it('returns the same session for the same reference and refuses it for another amount', async () => {
    const first = await newSession();
    const again = await registry
      .get('sandbox_card')
      .createCheckout({
        reference: first.reference,
        amount: 25_500n,
        currency: 'OMR',
        description: 'x',
        customer: { userId: 'u' },
        successUrl: 's',
        cancelUrl: 'c',
        language: 'en',
      });
    expect(again.providerRef).toBe(first.sessionId);
    await expect(
      registry
        .get('sandbox_card')
        .createCheckout({
          reference: first.reference,
          amount: 1_000n,
          currency: 'OMR',
          description: 'x',
          customer: { userId: 'u' },
          successUrl: 's',
          cancelUrl: 'c',
          language: 'en',
        }),
    ).rejects.toThrow('wallet.provider.referenceConflict');
  });
});

describe('sandbox webhooks over HTTP', () => {
  it('retries a webhook the receiver did not accept, with the same event id, until it answers 2xx', async () => {
    let calls = 0;
    receiver.on('POST /hook', () => (++calls <= 2 ? { status: 503, text: 'busy' } : { json: { ok: true } }));
    try {
      const { sessionId } = await newSession();
      await api('POST', `${sessionId}/pay`, card('4242424242424242'));
      const hooks = await webhooksFor(sessionId);
      expect(hooks).toHaveLength(3);
      expect(new Set(hooks.map((h) => JSON.parse(h.body).id)).size).toBe(1);
      for (const hook of hooks) expect((await verify(hook)).status).toBe('succeeded');
      const row = await dataSource.getRepository(SandboxCheckoutSessionRow).findOneByOrFail({ id: sessionId });
      expect(row.webhookAttempts).toBe(3);
      expect(row.webhookDeliveredAt).not.toBeNull();
      expect(row.webhookLastError).toBeNull();
    } finally {
      receiver.on('POST /hook', { json: { received: true } });
    }
  });

  it('refuses and logs a webhook whose signature does not verify (tampered, wrong secret, old, missing)', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      const { sessionId } = await newSession();
      await api('POST', `${sessionId}/pay`, card('4242424242424242'));
      const [hook] = await webhooksFor(sessionId);
      const tampered = { ...hook, body: hook.body.replace('25500', '95500') };
      await expect(verify(tampered)).rejects.toBeInstanceOf(WebhookSignatureError);
      await expect(
        verify({ ...hook, headers: { ...hook.headers, 'sandbox-signature': signatureHeader('another-secret-of-16+chars', hook.body) } }),
      ).rejects.toThrow('signature does not match');
      await expect(verify({ ...hook, headers: { ...hook.headers, 'sandbox-signature': undefined } })).rejects.toThrow(
        'missing signature header',
      );
      clock.travel(6 * 60_000);
      await expect(verify(hook)).rejects.toThrow('timestamp outside the tolerance');
      expect(warn.mock.calls.filter(([message]) => String(message).startsWith('webhook refused: sandbox_card'))).toHaveLength(4);
    } finally {
      warn.mockRestore();
    }
  });

  it("is accepted by the wallet's own webhook endpoint with its exact bytes; a bad signature there answers 400", async () => {
    const forwarded: Array<{ status: number; body: string }> = [];
    receiver.on('POST /hook', async (hook) => {
      const answer = await httpRequest(`${walletUrl}/api/v1/equity/payment-gateway/webhook/sandbox_card`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sandbox-signature': String(hook.headers['sandbox-signature']) },
        body: hook.body,
      });
      const text = await answer.body.text();
      forwarded.push({ status: answer.statusCode, body: text });
      return { status: answer.statusCode, text };
    });
    try {
      const { sessionId } = await newSession();
      await api('POST', `${sessionId}/pay`, card('4242424242424242'));
      const [hook] = await webhooksFor(sessionId);
      expect(forwarded[0]?.status).toBe(200);
      const row = await dataSource.getRepository(SandboxCheckoutSessionRow).findOneByOrFail({ id: sessionId });
      expect(row.webhookDeliveredAt).not.toBeNull();
      // The same event through the gateway, tampered: refused.
      const refused = await platform.api.request('POST', '/api/v1/equity/payment-gateway/webhook/sandbox_card?lng=en', {
        body: hook.body.replace('25500', '95500'),
        headers: { 'sandbox-signature': String(hook.headers['sandbox-signature']) },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.status).toBe('fail');
    } finally {
      receiver.on('POST /hook', { json: { received: true } });
    }
  });
});
