import { FakeProviderServer } from '@cf/testing';
import { data, idempotencyKey, startWalletTestApp, type TestUser, type WalletTestApp } from './wallet-test-app';

/**
 * ACH bank links (A7.11, C7.7) under equity/ach-payment/*, and the child-wallet paths of A7.10 for
 * a user with no child (child-wallets.api-spec.ts takes a guardian's child through them).
 */
const ACH = '/api/v1/equity/ach-payment';

describe('ACH and child wallets when Stripe is not configured (api)', () => {
  let t: WalletTestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await startWalletTestApp();
    user = await t.user();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('[A7.11] [C7.7] [C7.4] the connection calls answer a translated 400 "ACH payments are not available on this platform"; the list is empty', async () => {
    for (const [method, path, body] of [
      ['GET', `${ACH}/get-connection-url`, undefined],
      ['POST', `${ACH}/create-payment-link-token`, {}],
      ['POST', `${ACH}/connect-ach-account`, { sessionId: 'fcsess_123' }],
      ['DELETE', `${ACH}/disconnect-ach-account/fca_123`, undefined],
      ['POST', `${ACH}/wallet-process-payment`, { preapprovalId: 'x', accountId: 'fca_123' }],
    ] as const) {
      const res = await t.api(method, path, { token: user.token, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'fail', message: 'ACH payments are not available on this platform' });
    }
    const ar = await t.api('GET', `${ACH}/get-connection-url?lng=ar`, { token: user.token });
    expect(ar.body.message).toBe('مدفوعات ACH غير متاحة على هذه المنصة');
    const fr = await t.api('GET', `${ACH}/get-connection-url?lng=fr`, { token: user.token });
    expect(fr.body.message).toBe('Les paiements ACH ne sont pas disponibles sur cette plateforme');
    const list = await t.api('GET', `${ACH}/get-all-accounts-by-user`, { token: user.token });
    expect(list.status).toBe(200);
    expect(data(list)).toEqual({ docs: [], totalCount: 0, displayLoadMore: false });
    const paying = await t.api('POST', `${ACH}/process-payment`, { token: user.token, body: { investmentId: 'inv-1' } });
    expect([paying.status, paying.body.message]).toEqual([400, 'ACH payments are not available on this platform']);
    expect(data(await t.api('GET', '/api/v1/repayment/get-ach-status', { token: user.token }))).toEqual({ available: false, connectedAccounts: 0, payable: false, reason: 'unavailable' });
  });

  it('[A7.11] the ACH paths need a signed-in user even though the gateway lets them through unauthenticated', async () => {
    for (const path of [`${ACH}/get-all-accounts-by-user`, `${ACH}/get-connection-url`]) expect((await t.api('GET', path)).status).toBe(401);
    expect((await t.api('POST', `${ACH}/wallet-process-payment`, { body: {} })).status).toBe(401);
  });

  it('[A7.10] [A3.17] child wallets of a user with no child: the list is empty; an unknown child answers 404 in the caller\'s language; a move without a child is refused', async () => {
    const list = await t.api('GET', '/api/v1/wallet/get-child-wallet-list', { token: user.token });
    expect(data(list)).toEqual({ docs: [], totalCount: 0, displayLoadMore: false });
    for (const [method, path] of [
      ['GET', '/api/v1/wallet/get-child-wallet-detail?childId=abc'],
      ['GET', '/api/v1/wallet/get-child-wallet-detail/abc'],
      ['GET', '/api/v1/wallet/get-child-wallet-transaction-list/abc'],
      ['POST', '/api/v1/wallet/add-wallet-topup/child'],
      ['POST', '/api/v1/wallet/child-wallet-withdraw'],
      ['POST', '/api/v1/wallet/child-wallet-preapproval'],
    ] as const) {
      const res = await t.api(method, path, { token: user.token, body: method === 'POST' ? { childId: 'abc', amount: 5_000 } : undefined, headers: { 'idempotency-key': idempotencyKey() } });
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.body.message).toBe('This child does not exist or is not yours');
    }
    const ar = await t.api('POST', '/api/v1/wallet/child-wallet-withdraw?lng=ar', { token: user.token, body: { childId: 'abc', amount: 1 }, headers: { 'idempotency-key': idempotencyKey() } });
    expect(ar.body.message).toBe('هذا الطفل غير موجود أو ليس من أطفالك');
    const noChild = await t.api('POST', '/api/v1/wallet/child-wallet-withdraw', { token: user.token, body: { amount: 1 }, headers: { 'idempotency-key': idempotencyKey() } });
    expect(noChild.status).toBe(400);
  });
});

describe('ACH with Stripe configured (api, local stand-in for Stripe)', () => {
  let t: WalletTestApp;
  let stripe: FakeProviderServer;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    stripe = await FakeProviderServer.start();
    t = await startWalletTestApp({ STRIPE_SECRET_KEY: 'sk_test_wallet', STRIPE_WEBHOOK_SECRET: 'whsec_wallet', STRIPE_API_BASE: stripe.url, PUBLIC_URL: 'https://crowd.example.om' });
    [user, other] = await Promise.all([t.user(), t.user()]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });
  beforeEach(() => stripe.reset());

  const form = (body: string) => new URLSearchParams(body);

  it('[A7.11] [C7.7] get-connection-url makes the user a Stripe customer once and answers a hosted setup Checkout for us_bank_account', async () => {
    let customers = 0;
    stripe.on('POST /v1/customers', () => ({ json: { id: `cus_${++customers}` } }));
    stripe.on('POST /v1/checkout/sessions', { json: { id: 'cs_test_1', url: 'https://checkout.stripe.test/c/cs_test_1' } });
    const res = await t.api('GET', `${ACH}/get-connection-url?lng=fr`, { token: user.token });
    expect(res.status).toBe(200);
    expect(data(res)).toEqual({ url: 'https://checkout.stripe.test/c/cs_test_1', sessionId: 'cs_test_1' });

    const [customer, checkout] = stripe.requests;
    expect(customer.headers.authorization).toBe('Bearer sk_test_wallet');
    expect(form(customer.body).get('email')).toBe(user.email);
    expect(form(customer.body).get('metadata[userId]')).toBe(user.id);
    expect(customer.headers['idempotency-key']).toBe(`ach-customer-${user.id}`);
    const params = form(checkout.body);
    expect(params.get('mode')).toBe('setup');
    expect(params.get('customer')).toBe('cus_1');
    expect(params.get('payment_method_types[]')).toBe('us_bank_account');
    expect(params.get('currency')).toBe('usd');
    expect(params.get('locale')).toBe('fr');
    expect(params.get('success_url')).toBe('https://crowd.example.om/settings/ach-account-list?result=success&session_id={CHECKOUT_SESSION_ID}');
    expect(params.get('cancel_url')).toBe('https://crowd.example.om/settings/ach-account-list?result=cancel');

    // The customer is kept: a second call does not make another.
    await t.api('GET', `${ACH}/get-connection-url`, { token: user.token });
    expect(customers).toBe(1);
  });

  it('[A7.11] [A3.11] create-payment-link-token → connect-ach-account keeps the linked account (id, bank name, last 4, date); list; disconnect', async () => {
    stripe.on('POST /v1/financial_connections/sessions', { json: { id: 'fcsess_1', client_secret: 'fcsess_client_secret_abc' } });
    const token = await t.api('POST', `${ACH}/create-payment-link-token`, { token: user.token });
    expect(data(token)).toEqual({ linkToken: 'fcsess_client_secret_abc', sessionId: 'fcsess_1' });
    const session = form(stripe.requests.find((r) => r.path === '/v1/financial_connections/sessions')!.body);
    expect(session.get('account_holder[type]')).toBe('customer');
    expect(session.get('account_holder[customer]')).toBe('cus_1');
    expect(session.get('permissions[]')).toBe('payment_method');

    stripe.on('GET /v1/financial_connections/sessions/fcsess_1', {
      json: {
        id: 'fcsess_1',
        account_holder: { type: 'customer', customer: 'cus_1' },
        accounts: { data: [{ id: 'fca_1', institution_name: 'StripeBank', last4: '6789', status: 'active' }, { id: 'fca_gone', institution_name: 'Old Bank', last4: '1111', status: 'disconnected' }] },
      },
    });
    const connected = await t.api('POST', `${ACH}/connect-ach-account`, { token: user.token, body: { sessionId: 'fcsess_1' } });
    expect(connected.status).toBe(200);
    expect(data(connected).docs).toEqual([
      { _id: expect.any(String), id: expect.any(String), accountId: 'fca_1', companyName: 'StripeBank', bankName: 'StripeBank', last4: '6789', status: 'active', createdAt: expect.any(String) },
    ]);
    // Connecting the same session again keeps one row.
    await t.api('POST', `${ACH}/connect-ach-account`, { token: user.token, body: { sessionId: 'fcsess_1' } });
    expect(data(await t.api('GET', `${ACH}/get-all-accounts-by-user`, { token: user.token })).totalCount).toBe(1);

    // Another user cannot claim this user's session, nor see or disconnect the account.
    stripe.on('POST /v1/customers', { json: { id: 'cus_other' } });
    stripe.on('POST /v1/financial_connections/sessions', { json: { id: 'fcsess_2', client_secret: 's' } });
    await t.api('POST', `${ACH}/create-payment-link-token`, { token: other.token });
    const stolen = await t.api('POST', `${ACH}/connect-ach-account`, { token: other.token, body: { sessionId: 'fcsess_1' } });
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe('This bank-linking session is not valid');
    expect(data(await t.api('GET', `${ACH}/get-all-accounts-by-user`, { token: other.token })).docs).toEqual([]);
    expect((await t.api('DELETE', `${ACH}/disconnect-ach-account/fca_1`, { token: other.token })).status).toBe(404);

    stripe.on('POST /v1/financial_connections/accounts/fca_1/disconnect', { json: { id: 'fca_1', status: 'disconnected' } });
    const gone = await t.api('DELETE', `${ACH}/disconnect-ach-account/fca_1`, { token: user.token });
    expect(gone.status).toBe(200);
    expect(data(gone)).toMatchObject({ accountId: 'fca_1', status: 'disconnected' });
    expect(stripe.requests.filter((r) => r.path === '/v1/financial_connections/accounts/fca_1/disconnect')).toHaveLength(1);
    expect(data(await t.api('GET', `${ACH}/get-all-accounts-by-user`, { token: user.token })).docs).toEqual([]);
    expect((await t.api('POST', `${ACH}/disconnect-ach-account/fca_1`, { token: user.token })).status).toBe(404);
  });

  it('[A7.11] a setup Checkout returning to the site links its us_bank_account', async () => {
    stripe.on('GET /v1/checkout/sessions/cs_test_9', {
      json: { id: 'cs_test_9', customer: 'cus_1', setup_intent: { id: 'seti_1', payment_method: { id: 'pm_1', us_bank_account: { bank_name: 'Chase', last4: '4321', financial_connections_account: 'fca_9' } } } },
    });
    const res = await t.api('POST', `${ACH}/connect-ach-account`, { token: user.token, body: { sessionId: 'cs_test_9' } });
    expect(data(res).docs).toEqual([expect.objectContaining({ accountId: 'fca_9', companyName: 'Chase', last4: '4321' })]);
    expect(stripe.requests[0].path).toBe('/v1/checkout/sessions/cs_test_9?expand[]=setup_intent.payment_method');
  });

  it('[A7.11] [A8.3] wallet-process-payment: "Please connect your payment account" without a linked account; with one, refused because ACH settles in US dollars', async () => {
    const none = await t.api('POST', `${ACH}/wallet-process-payment`, { token: other.token, body: { preapprovalId: 'p', accountId: 'fca_9' } });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please connect your payment account');
    const ar = await t.api('POST', `${ACH}/wallet-process-payment?lng=ar`, { token: other.token, body: {} });
    expect(ar.body.message).toBe('يرجى ربط حساب الدفع الخاص بك');
    const linked = await t.api('POST', `${ACH}/wallet-process-payment`, { token: user.token, body: { preapprovalId: 'p', accountId: 'fca_9' } });
    expect(linked.status).toBe(400);
    expect(linked.body.message).toBe('ACH debits are made in US dollars and cannot fund an Omani rial wallet');
  });

  it('[C7.7] process-payment of an investment by ACH is refused as a top-up is: no linked account, then US dollars only; [C7.4] get-ach-status says which', async () => {
    const none = await t.api('POST', `${ACH}/process-payment`, { token: other.token, body: { investmentId: 'inv-1', accountId: 'fca_9' } });
    expect([none.status, none.body.message]).toEqual([400, 'Please connect your payment account']);
    const linked = await t.api('POST', `${ACH}/process-payment?lng=fr`, { token: user.token, body: { investmentId: 'inv-1', accountId: 'fca_9' } });
    expect(linked.status).toBe(400);
    expect(linked.body.message).toMatch(/dollars/);
    const missing = await t.api('POST', `${ACH}/process-payment`, { token: user.token, body: {} });
    expect(missing.status).toBe(400);
    expect(data(await t.api('GET', '/api/v1/repayment/get-ach-status', { token: other.token }))).toEqual({ available: true, connectedAccounts: 0, payable: false, reason: 'no_account' });
    expect(data(await t.api('GET', '/api/v1/repayment/get-ach-status', { token: user.token }))).toEqual({ available: true, connectedAccounts: 1, payable: false, reason: 'currency' });
  });

  it('[A7.11] Stripe failing answers a translated 502 and links nothing; an empty session answers 409', async () => {
    stripe.on('GET /v1/financial_connections/sessions/fcsess_err', { status: 500, json: { error: { message: 'boom' } } });
    const failed = await t.api('POST', `${ACH}/connect-ach-account`, { token: user.token, body: { sessionId: 'fcsess_err' } });
    expect(failed.status).toBe(502);
    expect(failed.body.status).toBe('fail');
    stripe.on('GET /v1/financial_connections/sessions/fcsess_empty', { json: { id: 'fcsess_empty', account_holder: { customer: 'cus_1' }, accounts: { data: [] } } });
    const empty = await t.api('POST', `${ACH}/connect-ach-account`, { token: user.token, body: { sessionId: 'fcsess_empty' } });
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe('No bank account was linked, please try again');
    const bad = await t.api('POST', `${ACH}/connect-ach-account`, { token: user.token, body: {} });
    expect(bad.status).toBe(400);
  });
});
