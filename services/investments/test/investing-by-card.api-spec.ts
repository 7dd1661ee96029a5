import { FakeProviderServer, signContract, makeAdmin, makeCampaign, makeOwner, makeVerifiedInvestor, paySandboxCheckout, pdfText, SANDBOX_CARDS, settleEvents, startTestPlatform, uploadSlip, waitFor, walletOf, type ApiResponse, type TestPlatform, type TestUser } from '@cf/testing';
import { InvestmentSweeper } from '../src/investing/investment.sweeper';

/**
 * Investments paid by card or bank transfer through the wallet's providers (C1.5, C7.6 checkout and
 * check-payment-session; docs/adr/0020): the payment tops the investor's wallet up and becomes the
 * investment's hold in the same transaction; a declined card or a payment that never comes gives
 * the place back; money that arrives after the place was given back is returned to the wallet.
 */
const OMR = 1000;
const HOUR = 3_600_000;

describe('investing by card and bank transfer (api)', () => {
  let platform: TestPlatform;
  let admin: TestUser;
  let owner: TestUser;
  let campaign: { id: string; slug: string };
  /** PayPal's Orders API, stood in for on loopback. */
  let paypal: FakeProviderServer;
  const api = (method: string, path: string, token?: string, body?: unknown, lng = 'en') =>
    platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=${lng}`, { token, body });
  const data = (answer: ApiResponse) => answer.body.data.data as Record<string, any>;
  const accept = { acceptTerms: true, acceptRisk: true };
  const sweep = () => platform.service('investments').get(InvestmentSweeper).sweep();
  const available = async (token: string) => data(await api('GET', `investment/offer/${campaign.id}`, token)).available as number;
  /** A reservation whose contract is signed and confirmed: ready to pay. */
  const reserve = async (investor: TestUser, amount: number) => {
    // Verification's acceptance reaches investments through the event bus: wait until it has.
    await waitFor(async () => data(await api('GET', `investment/offer/${campaign.id}`, investor.token)).investor?.verified === true, { what: 'the investor\'s acceptance in investments' });
    const res = await api('POST', `investment/${campaign.id}`, investor.token, { amount, ...accept });
    expect(res.status).toBe(201);
    // The contract is signed before any payment (ADR 0019).
    await signContract(platform, investor, data(res).id);
    return data(res);
  };
  /** check-payment-session until the investment leaves "in process". */
  const settled = (investor: TestUser, id: string) =>
    waitFor(async () => {
      const checked = data(await api('GET', `equity/payment-gateway/check-payment-session/${id}`, investor.token));
      return checked.investment.state === 'processing' ? null : checked;
    }, { what: `investment ${id} settled` });

  beforeAll(async () => {
    paypal = await FakeProviderServer.start();
    paypal.on('POST /v1/oauth2/token', { json: { access_token: 'A21AA-token', token_type: 'Bearer', expires_in: 32400 } });
    platform = await startTestPlatform({
      services: ['campaigns', 'verification', 'investments', 'notifications'],
      env: { CAPTCHA_PROVIDER: 'none', PAYPAL_API_BASE: paypal.url, PAYPAL_CLIENT_ID: 'client-id-1', PAYPAL_CLIENT_SECRET: 'client-secret-1', PAYPAL_WEBHOOK_ID: 'WH1', PAYPAL_OMR_RATE: '2.6008' },
    });
    [admin, owner] = await Promise.all([makeAdmin(platform), makeOwner(platform)]);
    // PayPal is configured in the wallet; an administrator offers it too (A1.3: both are needed).
    expect((await api('PATCH', 'payment-gateway', admin.token, { paypal: 'yes' })).status).toBe(200);
    await settleEvents(platform);
    campaign = await makeCampaign(platform, owner, { status: 'live', admin, fundraising: { goal: 5_000 * OMR, minimumRaise: 100 * OMR, maximumRaise: 2_000 * OMR } });
    const probe = await makeVerifiedInvestor(platform, admin);
    await waitFor(async () => (await api('GET', `investment/offer/${campaign.id}`, probe.token)).status === 200, { what: 'the offer in investments' });
  }, 240_000);
  afterAll(async () => {
    await platform?.close();
    await paypal?.close();
  });

  it('[C1.5][C7.6] pays by card: the provider\'s page, then the money is held for the campaign — the wallet shows it held, nothing free — and the investment is committed', async () => {
    const investor = await makeVerifiedInvestor(platform, admin);
    const investment = await reserve(investor, 300 * OMR);
    const started = await api('POST', 'equity/payment-gateway/checkout-session', investor.token, { investmentId: investment.id, paymentType: 'card' });
    expect(started.status).toBe(200);
    const { payment } = data(started);
    expect(data(started).investment).toMatchObject({ state: 'processing', status: 1, paymentType: 'card', gateway: 'sandbox_card' });
    expect(payment).toMatchObject({ method: 'sandbox_card', status: 1, amount: 300 * OMR, bankTransfer: null });
    expect(payment.redirectUrl).toMatch(/\/wallet-payment\/[\w-]+$/);
    // The payer pays the amount and the card fees; the investment is the amount.
    expect(payment.totalAmount).toBe(300 * OMR + payment.totalFees);
    // A repeat (a double click, a retry after a timeout) answers the same payment.
    const again = data(await api('POST', 'equity/payment-gateway/checkout-session', investor.token, { investmentId: investment.id, paymentType: 'card' }));
    expect(again.payment.transactionId).toBe(payment.transactionId);

    expect((await paySandboxCheckout(platform, payment.redirectUrl)).status).toBe(200);
    const done = await settled(investor, investment.id);
    expect(done.investment).toMatchObject({ state: 'committed', status: 2, paymentType: 'card', cancellable: true });
    expect(done.payment).toMatchObject({ status: 2, redirectUrl: null });
    expect(await walletOf(platform, investor)).toMatchObject({ balance: 300 * OMR, held: 300 * OMR, available: 0 });
    expect(data(await api('GET', `investment/get-investment-process-reciept?investmentId=${investment.id}`, investor.token))).toMatchObject({ state: 'committed', paymentType: 'card' });
    const pdf = await fetch(`${platform.gatewayUrl}/api/v1/investment/receipt-pdf/${investment.id}?lng=en`, { headers: { authorization: `Bearer ${investor.token}` } });
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain('Payment method Card');

    // [C4.15] cancelled within the window: the hold is voided and the money is the investor's, in the wallet.
    const cancelled = await api('PATCH', `investment/${investment.id}`, investor.token, { status: 'cancelled' });
    expect(data(cancelled)).toMatchObject({ state: 'cancelled' });
    expect(await walletOf(platform, investor)).toMatchObject({ balance: 300 * OMR, held: 0, available: 300 * OMR });
  });

  it('[C7.7] pays by PayPal: its page (charged in US dollars at the set rate), then the payer is back, process-payment captures the order and the investment is committed; a repeat answers the same', async () => {
    const investor = await makeVerifiedInvestor(platform, admin);
    const investment = await reserve(investor, 250 * OMR);
    const order = `PAYPAL-ORDER-${investment.id.slice(0, 8)}`;
    paypal.on('POST /v2/checkout/orders', { status: 201, json: { id: order, status: 'PAYER_ACTION_REQUIRED', links: [{ href: `https://www.paypal.com/checkoutnow?token=${order}`, rel: 'payer-action', method: 'GET' }] } });
    const started = await api('POST', 'equity/paypal-payment/checkout-session', investor.token, { investmentId: investment.id });
    expect(started.status).toBe(200);
    expect(data(started).investment).toMatchObject({ state: 'processing', paymentType: 'paypal', gateway: 'paypal' });
    const { payment } = data(started);
    expect(payment).toMatchObject({ method: 'paypal', status: 1, amount: 250 * OMR, redirectUrl: `https://www.paypal.com/checkoutnow?token=${order}` });
    const created = JSON.parse(paypal.requests.find((r) => r.path === '/v2/checkout/orders')!.body);
    // What the payer is charged, fees included, in PayPal's currency: OMR × 2.6008, to the cent.
    expect(created.purchase_units[0]).toMatchObject({ custom_id: payment.transactionId, amount: { currency_code: 'USD', value: ((payment.totalAmount / 1000) * 2.6008).toFixed(2) } });

    // Not approved yet: the payment stays in process.
    paypal.on(`GET /v2/checkout/orders/${order}`, { json: { id: order, status: 'PAYER_ACTION_REQUIRED', purchase_units: [{ custom_id: payment.transactionId }] } });
    const waiting = await api('POST', 'equity/paypal-payment/process-payment', investor.token, { investmentId: investment.id });
    expect(data(waiting).investment).toMatchObject({ state: 'processing' });

    paypal.on(`GET /v2/checkout/orders/${order}`, { json: { id: order, status: 'APPROVED', purchase_units: [{ custom_id: payment.transactionId }] } });
    const capture = { id: order, status: 'COMPLETED', purchase_units: [{ reference_id: payment.transactionId, payments: { captures: [{ id: 'CAPTURE-1', status: 'COMPLETED', custom_id: payment.transactionId, amount: created.purchase_units[0].amount }] } }] };
    paypal.on(`POST /v2/checkout/orders/${order}/capture`, { status: 201, json: capture });
    const back = await api('POST', 'equity/paypal-payment/process-payment', investor.token, { investmentId: investment.id });
    expect(back.status).toBe(200);
    expect(data(back).investment).toMatchObject({ state: 'committed', paymentType: 'paypal' });
    expect(await walletOf(platform, investor)).toMatchObject({ balance: 250 * OMR, held: 250 * OMR, available: 0 });
    const again = await api('POST', 'equity/paypal-payment/process-payment', investor.token, { investmentId: investment.id });
    expect(data(again).investment).toMatchObject({ state: 'committed' });
    expect(paypal.requests.filter((r) => r.path.endsWith('/capture')).length).toBe(1);
    // Someone else's investment is not found; a missing id is a 400 with its message.
    const stranger = await makeVerifiedInvestor(platform, admin);
    expect((await api('POST', 'equity/paypal-payment/process-payment', stranger.token, { investmentId: investment.id })).status).toBe(404);
    const bad = await api('POST', 'equity/paypal-payment/checkout-session', investor.token, {});
    expect(bad.status).toBe(400);
  });

  it('[C1.5][C8.3] a declined card fails the investment with a message and gives its place back', async () => {
    const investor = await makeVerifiedInvestor(platform, admin);
    const before = await available(investor.token);
    const investment = await reserve(investor, 200 * OMR);
    const { payment } = data(await api('POST', 'equity/payment-gateway/checkout-session', investor.token, { investmentId: investment.id, paymentType: 'card' }));
    expect(await available(investor.token)).toBe(before - 200 * OMR);
    await paySandboxCheckout(platform, payment.redirectUrl, SANDBOX_CARDS.declined);
    const done = await settled(investor, investment.id);
    expect(done.investment).toMatchObject({ state: 'failed', status: 4, failureReason: 'investments.paymentFailed' });
    expect(done.payment).toMatchObject({ status: 4 });
    expect(await available(investor.token)).toBe(before);
    expect(await walletOf(platform, investor)).toMatchObject({ balance: 0, held: 0, available: 0 });
    const retry = await api('POST', 'equity/payment-gateway/checkout-session', investor.token, { investmentId: investment.id, paymentType: 'card' }, 'ar');
    expect(retry.status).toBe(422);
    expect(retry.body.message).toBe('لم تكتمل عملية الدفع. تم إلغاء حجزك ويمكنك الاستثمار مرة أخرى');
  });

  it('[C1.5] a bank transfer approved after its place was given back is returned to the wallet, in full, once', async () => {
    const investor = await makeVerifiedInvestor(platform, admin);
    const before = await available(investor.token);
    const investment = await reserve(investor, 400 * OMR);
    const { payment } = data(await api('POST', 'equity/payment-gateway/checkout-session', investor.token, { investmentId: investment.id, paymentType: 'bank_transfer' }));
    expect((await uploadSlip(platform, investor, payment.transactionId)).status).toBe(200);
    // Past the 72 hours a bank transfer keeps the place: the sweep gives it back.
    platform.travel(73 * HOUR);
    try {
      await sweep();
    } finally {
      platform.resetClocks();
    }
    const timedOut = data(await api('GET', `investment/${investment.id}`, investor.token));
    expect(timedOut).toMatchObject({ state: 'failed', failureReason: 'investments.paymentTimedOut' });
    expect(await available(investor.token)).toBe(before);

    // The administrator approves the transfer anyway: the money lands in the wallet, held for nothing, then freed.
    expect((await api('POST', `wallet/admin/transactions/${payment.transactionId}/approve`, admin.token)).status).toBe(200);
    await waitFor(async () => {
      const wallet = await walletOf(platform, investor);
      return wallet.balance === 400 * OMR && wallet.held === 0 ? wallet : null;
    }, { what: 'the late payment returned to the wallet' });
    expect(await walletOf(platform, investor)).toMatchObject({ balance: 400 * OMR, held: 0, available: 400 * OMR });
    expect(data(await api('GET', `investment/${investment.id}`, investor.token)).state).toBe('failed');
    expect(await available(investor.token)).toBe(before);
  });

  it('[C1.5][A1.3] pays by bank transfer: the account and reference, the slip, an administrator\'s approval — then the investment is committed', async () => {
    const investor = await makeVerifiedInvestor(platform, admin);
    const investment = await reserve(investor, 500 * OMR);
    const started = data(await api('POST', 'equity/payment-gateway/checkout-session', investor.token, { investmentId: investment.id, paymentType: 'bank_transfer' }));
    expect(started.investment).toMatchObject({ state: 'processing', paymentType: 'bank_transfer' });
    expect(started.payment).toMatchObject({ method: 'bank_transfer', status: 1, redirectUrl: null });
    expect(started.payment.bankTransfer).toMatchObject({ iban: expect.stringMatching(/^OM/) });
    expect(started.payment.transactionNumber).toMatch(/^WT-/);
    // The place is kept for days, not for the 30 minutes of an unpaid reservation.
    expect(Date.parse(started.investment.reservedUntil) - Date.now()).toBeGreaterThan(70 * HOUR);

    expect((await uploadSlip(platform, investor, started.payment.transactionId)).status).toBe(200);
    const waiting = data(await api('GET', `equity/payment-gateway/check-payment-session/${investment.id}`, investor.token));
    expect(waiting).toMatchObject({ investment: { state: 'processing' }, payment: { status: 0 } });
    const approved = await api('POST', `wallet/admin/transactions/${started.payment.transactionId}/approve`, admin.token);
    expect(approved.status).toBe(200);
    const done = await waitFor(async () => {
      const one = data(await api('GET', `investment/${investment.id}`, investor.token));
      return one.state === 'committed' ? one : null;
    }, { what: 'the investment committed by the wallet\'s event' });
    expect(done).toMatchObject({ paymentType: 'bank_transfer', status: 2 });
    expect(await walletOf(platform, investor)).toMatchObject({ balance: 500 * OMR, held: 500 * OMR, available: 0 });
  });

  it('[C7.6] another investor never reads or pays someone else\'s investment; a wallet payment has no provider session', async () => {
    const [mine, other] = [await makeVerifiedInvestor(platform, admin), await makeVerifiedInvestor(platform, admin)];
    const investment = await reserve(mine, 100 * OMR);
    expect((await api('GET', `equity/payment-gateway/check-payment-session/${investment.id}`, other.token)).status).toBe(404);
    expect((await api('POST', 'equity/payment-gateway/checkout-session', other.token, { investmentId: investment.id, paymentType: 'card' })).status).toBe(404);
    expect((await api('GET', `equity/payment-gateway/check-payment-session/${investment.id}`)).status).toBe(401);
    const bad = await api('POST', 'equity/payment-gateway/checkout-session', mine.token, { investmentId: investment.id, paymentType: 'cash' });
    expect(bad.status).toBe(400);
    expect(data(await api('GET', `equity/payment-gateway/check-payment-session/${investment.id}`, mine.token))).toMatchObject({ investment: { state: 'reserved' }, payment: null });
  });
});
