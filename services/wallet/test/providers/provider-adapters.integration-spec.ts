import { createHmac } from 'node:crypto';
import { AppError, Clock } from '@cf/platform';
import { FakeProviderServer } from '@cf/testing';
import { walletConfigFromEnv, type WalletConfig } from '../../src/config/env';
import { WebhookSignatureError, type CheckoutRequest } from '../../src/providers/payment-provider.port';
import { PaymobProvider } from '../../src/providers/paymob/paymob.provider';
import { PayPalProvider } from '../../src/providers/paypal/paypal.provider';
import { StripeProvider } from '../../src/providers/stripe/stripe.provider';
import { BankTransferProvider } from '../../src/providers/bank-transfer/bank-transfer.provider';

/**
 * Each adapter against a local stand-in for its provider's API: the exact requests it sends
 * (method, path, auth, idempotency key, body) and what it makes of the documented answers.
 * No real provider is reachable from here; the shapes follow each provider's public reference.
 */
let server: FakeProviderServer;
const clock = new Clock();

const configWith = (env: Record<string, string>): WalletConfig =>
  walletConfigFromEnv(
    { NODE_ENV: 'test', PUBLIC_URL: 'https://app.example.om', ...env },
    { port: 0, dbUrl: 'sqlite::memory:', identityUrl: 'http://127.0.0.1:9' },
  );

const checkout = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  reference: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  amount: 12_340n,
  currency: 'OMR',
  description: 'Wallet top-up',
  customer: { userId: 'user-1', email: 'aisha@example.com', firstName: 'Aisha', lastName: 'Al Balushi' },
  successUrl: 'https://app.example.om/topup-return?ok=1',
  cancelUrl: 'https://app.example.om/topup-fail',
  language: 'en',
  ...overrides,
});

const rejection = async (work: Promise<unknown>): Promise<unknown> =>
  work.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );

beforeAll(async () => {
  server = await FakeProviderServer.start();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

describe('[A1.3] [C1.5] Stripe Checkout Sessions adapter', () => {
  const stripe = (): StripeProvider =>
    new StripeProvider(
      configWith({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_test_abc', STRIPE_API_BASE: server.url }),
      clock,
    );
  const session = {
    id: 'cs_test_a1',
    object: 'checkout.session',
    url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: 12340,
    currency: 'omr',
    client_reference_id: checkout().reference,
    metadata: { reference: checkout().reference },
    expires_at: 1_900_000_000,
  };

  it('is offered only with a secret key and an endpoint secret', () => {
    expect(new StripeProvider(configWith({}), clock).isEnabled()).toBe(false);
    expect(new StripeProvider(configWith({ STRIPE_SECRET_KEY: 'sk_test_123' }), clock).isEnabled()).toBe(false);
    expect(stripe().isEnabled()).toBe(true);
    expect(
      new StripeProvider(
        configWith({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'whsec', STRIPE_ENABLED: 'false' }),
        clock,
      ).isEnabled(),
    ).toBe(false);
  });

  it('[C7.6] creates a session with the documented form-encoded request, Bearer key and Idempotency-Key', async () => {
    server.on('POST /v1/checkout/sessions', { json: session });
    const result = await stripe().createCheckout(checkout());
    expect(result).toEqual({
      provider: 'stripe',
      providerRef: 'cs_test_a1',
      redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_a1',
      raw: { expiresAt: 1_900_000_000 },
    });
    const [sent] = server.requests;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe('Bearer sk_test_123');
    expect(sent.headers['idempotency-key']).toBe(`topup-checkout-${checkout().reference}`);
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent.body).toContain('line_items[0][price_data][currency]=omr');
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'omr',
      'line_items[0][price_data][product_data][name]': 'Wallet top-up',
      // OMR is three-decimal at Stripe: 12.340 OMR is 12340 in the minor unit, i.e. the baisa.
      'line_items[0][price_data][unit_amount]': '12340',
      'line_items[0][quantity]': '1',
      success_url: 'https://app.example.om/topup-return?ok=1',
      cancel_url: 'https://app.example.om/topup-fail',
      client_reference_id: checkout().reference,
      'metadata[reference]': checkout().reference,
      'payment_intent_data[metadata][reference]': checkout().reference,
      locale: 'en',
      customer_email: 'aisha@example.com',
    });
  });

  it("refuses an OMR amount whose last digit is not 0 (Stripe's three-decimal rule) before calling Stripe", async () => {
    const error = await rejection(stripe().createCheckout(checkout({ amount: 12_345n })));
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).messageKey).toBe('wallet.provider.amountNotSupported');
    expect(server.requests).toHaveLength(0);
  });

  it("answers a Stripe failure with a translated 502, not the provider's text", async () => {
    server.on('POST /v1/checkout/sessions', { status: 500, json: { error: { message: 'boom' } } });
    const error = (await rejection(stripe().createCheckout(checkout()))) as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect([error.messageKey, error.status]).toEqual(['wallet.provider.unavailable', 502]);
  });

  it("reads the session's payment_status for fetchOutcome", async () => {
    server.on('GET /v1/checkout/sessions/cs_test_a1', { json: { ...session, status: 'complete', payment_status: 'paid' } });
    const outcome = await stripe().fetchOutcome('cs_test_a1');
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      path: '/v1/checkout/sessions/cs_test_a1',
      headers: expect.objectContaining({ authorization: 'Bearer sk_test_123' }),
    });
    expect(outcome).toMatchObject({
      provider: 'stripe',
      providerRef: 'cs_test_a1',
      reference: checkout().reference,
      status: 'succeeded',
      amount: 12_340n,
      currency: 'OMR',
    });
    server.on('GET /v1/checkout/sessions/cs_test_a1', { json: { ...session, status: 'expired' } });
    expect((await stripe().fetchOutcome('cs_test_a1')).status).toBe('failed');
    server.on('GET /v1/checkout/sessions/cs_test_a1', { json: session });
    expect((await stripe().fetchOutcome('cs_test_a1')).status).toBe('pending');
  });

  const signed = (event: unknown, secret = 'whsec_test_abc', t = clock.nowSeconds()) => {
    const rawBody = Buffer.from(JSON.stringify(event));
    const v1 = createHmac('sha256', secret)
      .update(`${t}.${rawBody.toString('utf8')}`)
      .digest('hex');
    return { rawBody, headers: { 'stripe-signature': `t=${t},v1=${v1}` }, query: {} };
  };

  it('maps checkout.session.completed / async_payment_failed / expired after checking Stripe-Signature', async () => {
    const completed = await stripe().parseWebhook(
      signed({
        id: 'evt_1',
        type: 'checkout.session.completed',
        data: { object: { ...session, status: 'complete', payment_status: 'paid' } },
      }),
    );
    expect(completed).toEqual({
      provider: 'stripe',
      providerRef: 'cs_test_a1',
      reference: checkout().reference,
      status: 'succeeded',
      amount: 12_340n,
      currency: 'OMR',
      eventId: 'evt_1',
      failureReason: null,
    });
    const unpaid = await stripe().parseWebhook(
      signed({ id: 'evt_2', type: 'checkout.session.completed', data: { object: { ...session, status: 'complete' } } }),
    );
    expect(unpaid.status).toBe('pending');
    const failed = await stripe().parseWebhook(
      signed({ id: 'evt_3', type: 'checkout.session.async_payment_failed', data: { object: session } }),
    );
    expect([failed.status, failed.failureReason]).toEqual(['failed', 'async_payment_failed']);
    const expired = await stripe().parseWebhook(
      signed({ id: 'evt_4', type: 'checkout.session.expired', data: { object: { ...session, status: 'expired' } } }),
    );
    expect([expired.status, expired.failureReason, expired.eventId]).toEqual(['failed', 'expired', 'evt_4']);
  });

  it('refuses a webhook signed with another secret, tampered, too old, or unsigned', async () => {
    const event = { id: 'evt_1', type: 'checkout.session.completed', data: { object: { ...session, payment_status: 'paid' } } };
    await expect(stripe().parseWebhook(signed(event, 'whsec_wrong'))).rejects.toBeInstanceOf(WebhookSignatureError);
    const good = signed(event);
    await expect(
      stripe().parseWebhook({ ...good, rawBody: Buffer.from(good.rawBody.toString().replace('12340', '99990')) }),
    ).rejects.toThrow('signature does not match');
    await expect(stripe().parseWebhook(signed(event, 'whsec_test_abc', clock.nowSeconds() - 301))).rejects.toThrow(
      'timestamp outside the tolerance',
    );
    await expect(stripe().parseWebhook({ ...good, headers: {} })).rejects.toThrow('missing signature header');
  });
});

describe('[A1.3] [C2.21] Paymob Intention adapter', () => {
  const env = {
    PAYMOB_SECRET_KEY: 'omn_sk_test_1',
    PAYMOB_PUBLIC_KEY: 'omn_pk_test_1',
    PAYMOB_HMAC_SECRET: 'hmac-secret-1',
    PAYMOB_INTEGRATION_IDS: '104, 114',
    PAYMOB_API_BASE: '',
  };
  const paymob = (extra: Record<string, string> = {}): PaymobProvider =>
    new PaymobProvider(configWith({ ...env, PAYMOB_API_BASE: server.url, ...extra }));
  const intention = {
    payment_keys: [{ integration: 104, key: 'k', gateway_type: 'VPC', iframe_id: null }],
    id: 'pi_test_1',
    intention_order_id: 314159,
    client_secret: 'omn_csk_test_1',
    special_reference: checkout().reference,
    status: 'intended',
  };

  it('is offered only with secret key, public key, HMAC secret and integration ids', () => {
    expect(new PaymobProvider(configWith({})).isEnabled()).toBe(false);
    expect(new PaymobProvider(configWith({ ...env, PAYMOB_INTEGRATION_IDS: '' })).isEnabled()).toBe(false);
    expect(paymob().isEnabled()).toBe(true);
  });

  it('[A7.10] creates an intention (Token auth, amount in baisa) and returns the unified checkout URL', async () => {
    server.on('POST /v1/intention/', { status: 201, json: intention });
    const result = await paymob().createCheckout(checkout());
    expect(result).toEqual({
      provider: 'paymob',
      providerRef: '314159',
      redirectUrl: `${server.url}/unifiedcheckout/?publicKey=omn_pk_test_1&clientSecret=omn_csk_test_1`,
      raw: { intentionId: 'pi_test_1' },
    });
    const [sent] = server.requests;
    expect([sent.method, sent.path, sent.headers.authorization, sent.headers['content-type']]).toEqual([
      'POST',
      '/v1/intention/',
      'Token omn_sk_test_1',
      'application/json',
    ]);
    expect(JSON.parse(sent.body)).toEqual({
      amount: 12340,
      currency: 'OMR',
      payment_methods: [104, 114],
      items: [{ name: 'Wallet top-up', amount: 12340, description: 'Wallet top-up', quantity: 1 }],
      billing_data: {
        first_name: 'Aisha',
        last_name: 'Al Balushi',
        email: 'aisha@example.com',
        phone_number: 'NA',
        apartment: 'NA',
        floor: 'NA',
        street: 'NA',
        building: 'NA',
        city: 'NA',
        state: 'NA',
        country: 'OMN',
      },
      customer: { first_name: 'Aisha', last_name: 'Al Balushi', email: 'aisha@example.com' },
      special_reference: checkout().reference,
      notification_url: 'https://app.example.om/api/v1/equity/payment-gateway/webhook/paymob',
      redirection_url: 'https://app.example.om/topup-return?ok=1',
      extras: { reference: checkout().reference, userId: 'user-1' },
    });
  });

  const transaction = {
    id: 192036465,
    pending: false,
    amount_cents: 12340,
    success: true,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: true,
    integration_id: 104,
    has_parent_transaction: false,
    order: { id: 314159, merchant_order_id: checkout().reference },
    created_at: '2026-06-13T11:33:44.592345',
    currency: 'OMR',
    source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
    error_occured: false,
    owner: 302852,
    data: { message: 'Approved' },
  };
  const hmacOf = (obj: typeof transaction, secret = 'hmac-secret-1'): string => {
    const s = [
      obj.amount_cents,
      obj.created_at,
      obj.currency,
      obj.error_occured,
      obj.has_parent_transaction,
      obj.id,
      obj.integration_id,
      obj.is_3d_secure,
      obj.is_auth,
      obj.is_capture,
      obj.is_refunded,
      obj.is_standalone_payment,
      obj.is_voided,
      obj.order.id,
      obj.owner,
      obj.pending,
      obj.source_data.pan,
      obj.source_data.sub_type,
      obj.source_data.type,
      obj.success,
    ].join('');
    return createHmac('sha512', secret).update(s).digest('hex');
  };
  const callback = (obj: typeof transaction, hmac: string | undefined) => ({
    rawBody: Buffer.from(JSON.stringify({ type: 'TRANSACTION', obj })),
    headers: { 'content-type': 'application/json' },
    query: { hmac },
  });

  it('verifies the transaction-processed callback HMAC and maps success / decline', async () => {
    const ok = await paymob().parseWebhook(callback(transaction, hmacOf(transaction)));
    expect(ok).toEqual({
      provider: 'paymob',
      providerRef: '314159',
      reference: checkout().reference,
      status: 'succeeded',
      amount: 12_340n,
      currency: 'OMR',
      eventId: 'paymob:192036465:succeeded',
      failureReason: null,
    });
    const declined = { ...transaction, success: false, data: { message: 'Do not honour' } };
    const failed = await paymob().parseWebhook(callback(declined, hmacOf(declined)));
    expect([failed.status, failed.failureReason]).toEqual(['failed', 'Do not honour']);
  });

  it('refuses a callback with a wrong secret, a tampered amount or no hmac', async () => {
    await expect(paymob().parseWebhook(callback(transaction, hmacOf(transaction, 'other')))).rejects.toThrow('hmac does not match');
    await expect(paymob().parseWebhook(callback({ ...transaction, amount_cents: 99990 }, hmacOf(transaction)))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(paymob().parseWebhook(callback(transaction, undefined))).rejects.toThrow('missing hmac');
  });

  it('asks the transaction inquiry (auth token from the API key) for fetchOutcome, pending without a key', async () => {
    expect((await paymob().fetchOutcome('314159')).status).toBe('pending');
    expect(server.requests).toHaveLength(0);
    server.on('POST /api/auth/tokens', { status: 201, json: { token: 'auth-token-1', profile: {} } });
    server.on('POST /api/ecommerce/orders/transaction_inquiry', { json: transaction });
    const outcome = await paymob({ PAYMOB_API_KEY: 'legacy-key' }).fetchOutcome('314159');
    expect(JSON.parse(server.requests[0].body)).toEqual({ api_key: 'legacy-key' });
    expect(server.requests[1].headers.authorization).toBe('Bearer auth-token-1');
    expect(JSON.parse(server.requests[1].body)).toEqual({ auth_token: 'auth-token-1', order_id: '314159' });
    expect(outcome).toMatchObject({ status: 'succeeded', providerRef: '314159', amount: 12_340n });
  });
});

describe('[A1.3] [C7.7] PayPal Orders v2 adapter', () => {
  const env = {
    PAYPAL_CLIENT_ID: 'client-id-1',
    PAYPAL_CLIENT_SECRET: 'client-secret-1',
    PAYPAL_WEBHOOK_ID: 'WH1234567890',
    PAYPAL_OMR_RATE: '2.6008',
  };
  const paypal = (extra: Record<string, string> = {}): PayPalProvider =>
    new PayPalProvider(configWith({ ...env, PAYPAL_API_BASE: server.url, ...extra }), clock);
  const order = {
    id: '5O190127TN364715T',
    status: 'PAYER_ACTION_REQUIRED',
    links: [
      { href: 'https://api-m.paypal.com/v2/checkout/orders/5O190127TN364715T', rel: 'self', method: 'GET' },
      { href: 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T', rel: 'payer-action', method: 'GET' },
    ],
  };
  const captured = {
    id: '5O190127TN364715T',
    status: 'COMPLETED',
    purchase_units: [
      {
        reference_id: checkout().reference,
        payments: {
          captures: [
            {
              id: '3C679366HH908993F',
              status: 'COMPLETED',
              custom_id: checkout().reference,
              amount: { currency_code: 'USD', value: '32.09' },
            },
          ],
        },
      },
    ],
  };
  const token = () =>
    server.on('POST /v1/oauth2/token', {
      json: { scope: 'x', access_token: 'A21AA-token', token_type: 'Bearer', app_id: 'APP-1', expires_in: 32400, nonce: 'n' },
    });

  it('refuses OMR as PayPal currency and stays disabled without an exchange rate', () => {
    expect(() => configWith({ ...env, PAYPAL_CURRENCY: 'OMR' })).toThrow('PAYPAL_CURRENCY');
    expect(new PayPalProvider(configWith({ ...env, PAYPAL_OMR_RATE: '' }), clock).isEnabled()).toBe(false);
    expect(paypal().isEnabled()).toBe(true);
    expect(paypal().chargeFor(12_340n, 'OMR')).toEqual({ currency_code: 'USD', value: '32.09' });
  });

  it('gets an OAuth2 token (Basic client credentials) once and creates an order with PayPal-Request-Id', async () => {
    token();
    server.on('POST /v2/checkout/orders', { json: order });
    const adapter = paypal();
    const result = await adapter.createCheckout(checkout());
    await adapter.createCheckout(checkout());
    expect(result).toEqual({
      provider: 'paypal',
      providerRef: '5O190127TN364715T',
      redirectUrl: 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T',
      raw: { status: 'PAYER_ACTION_REQUIRED', charged: { currency_code: 'USD', value: '32.09' } },
    });
    const [auth, create, again] = server.requests;
    expect(server.requests).toHaveLength(3); // the token is cached
    expect([auth.method, auth.path, auth.body]).toEqual(['POST', '/v1/oauth2/token', 'grant_type=client_credentials']);
    expect(auth.headers.authorization).toBe(`Basic ${Buffer.from('client-id-1:client-secret-1').toString('base64')}`);
    expect([create.method, create.path, create.headers.authorization, create.headers['paypal-request-id']]).toEqual([
      'POST',
      '/v2/checkout/orders',
      'Bearer A21AA-token',
      `topup-order-${checkout().reference}`,
    ]);
    expect(again.headers['paypal-request-id']).toBe(create.headers['paypal-request-id']);
    expect(JSON.parse(create.body)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: checkout().reference,
          custom_id: checkout().reference,
          description: 'Wallet top-up',
          amount: { currency_code: 'USD', value: '32.09' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: 'Oman Crowdfunding',
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
            locale: 'en-US',
            return_url: 'https://app.example.om/topup-return?ok=1',
            cancel_url: 'https://app.example.om/topup-fail',
          },
        },
      },
    });
  });

  it('captures an approved order on fetchOutcome and reports the capture', async () => {
    token();
    server.on('GET /v2/checkout/orders/5O190127TN364715T', {
      json: { ...order, status: 'APPROVED', purchase_units: [{ custom_id: checkout().reference }] },
    });
    server.on('POST /v2/checkout/orders/5O190127TN364715T/capture', { status: 201, json: captured });
    const outcome = await paypal().fetchOutcome('5O190127TN364715T');
    const capture = server.requests.find((r) => r.path.endsWith('/capture'))!;
    expect(capture.headers['paypal-request-id']).toBe('topup-capture-5O190127TN364715T');
    expect(outcome).toMatchObject({
      provider: 'paypal',
      providerRef: '5O190127TN364715T',
      reference: checkout().reference,
      status: 'succeeded',
      amount: null,
      currency: 'USD',
    });
  });

  const webhook = (event: unknown, headers: Record<string, string> = {}) => ({
    rawBody: Buffer.from(JSON.stringify(event, null, 1)),
    headers: {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42',
      'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
      'paypal-transmission-sig': 'lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz',
      'paypal-transmission-time': '2026-02-18T20:01:35Z',
      ...headers,
    },
    query: {},
  });
  const completedEvent = {
    id: 'WH-2WR32451HC0233532-67976317FL4543714',
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource_type: 'capture',
    resource: {
      ...captured.purchase_units[0].payments.captures[0],
      supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
    },
  };

  it('verifies a webhook through verify-webhook-signature, sending the event byte for byte', async () => {
    token();
    server.on('POST /v1/notifications/verify-webhook-signature', { json: { verification_status: 'SUCCESS' } });
    const request = webhook(completedEvent);
    const outcome = await paypal().parseWebhook(request);
    const verify = server.requests.find((r) => r.path === '/v1/notifications/verify-webhook-signature')!;
    expect(verify.headers.authorization).toBe('Bearer A21AA-token');
    expect(JSON.parse(verify.body)).toEqual({
      auth_algo: 'SHA256withRSA',
      cert_url: 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42',
      transmission_id: '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
      transmission_sig: 'lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz',
      transmission_time: '2026-02-18T20:01:35Z',
      webhook_id: 'WH1234567890',
      webhook_event: completedEvent,
    });
    expect(verify.body.endsWith(`"webhook_event":${request.rawBody.toString('utf8')}}`)).toBe(true);
    expect(outcome).toEqual({
      provider: 'paypal',
      providerRef: '5O190127TN364715T',
      reference: checkout().reference,
      status: 'succeeded',
      amount: null,
      currency: 'USD',
      eventId: completedEvent.id,
      failureReason: null,
    });
  });

  it('refuses a webhook PayPal does not verify, and one missing its transmission headers', async () => {
    token();
    server.on('POST /v1/notifications/verify-webhook-signature', { json: { verification_status: 'FAILURE' } });
    await expect(paypal().parseWebhook(webhook(completedEvent))).rejects.toThrow('verification_status FAILURE');
    server.reset();
    await expect(paypal().parseWebhook(webhook(completedEvent, { 'paypal-transmission-sig': '' }))).rejects.toThrow(
      'missing transmission_sig',
    );
    expect(server.requests).toHaveLength(0);
  });
});

describe('[A1.3] offline bank transfer', () => {
  it('has no redirect, stays pending and refuses every webhook', async () => {
    const bank = new BankTransferProvider(configWith({}));
    expect(bank.isEnabled()).toBe(true);
    expect(new BankTransferProvider(configWith({ BANK_TRANSFER_ENABLED: 'false' })).isEnabled()).toBe(false);
    expect(await bank.createCheckout(checkout())).toEqual({
      provider: 'bank_transfer',
      providerRef: checkout().reference,
      redirectUrl: null,
    });
    expect((await bank.fetchOutcome(checkout().reference)).status).toBe('pending');
    await expect(bank.parseWebhook({ rawBody: Buffer.from('{}'), headers: {}, query: {} })).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});
