import { day, signContract, makeAdmin, makeCampaign, makeInvestor, makeOwner, makeVerifiedInvestor, pdfText, startTestPlatform, topUpWallet, waitFor, walletOf, type ApiResponse, type TestPlatform, type TestUser } from '@cf/testing';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { installTracing, shutdownTracing } from '@cf/platform';
import { InvestmentSweeper } from '../src/investing/investment.sweeper';

/**
 * Investing through the gateway (C2.17-C2.20, C3.9, C4.15, C5.11, C5.13, C5.15, C7.6, C7.9, C8.3,
 * C8.4): the invest panel, every rule with its message, payment by wallet hold, the receipt, the
 * cancellation window, my investments, and what another investor can see.
 */
const OMR = 1000;
const HOUR = 3_600_000;

describe('investing (api)', () => {
  let platform: TestPlatform;
  let admin: TestUser;
  let owner: TestUser;
  let investor: TestUser;
  let campaign: { id: string; slug: string };
  const api = (method: string, path: string, token?: string, body?: unknown, lng = 'en') =>
    platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=${lng}`, { token, body });
  const data = (answer: ApiResponse) => answer.body.data.data as Record<string, any>;
  const fieldError = (res: ApiResponse, field: string): string | undefined => (res.body.errors as Array<{ field: string; msg: string }> | undefined)?.find((e) => e.field === field)?.msg;
  const accept = { acceptTerms: true, acceptRisk: true };
  const sweep = () => platform.service('investments').get(InvestmentSweeper).sweep();
  /** A live campaign once investments has its offer (the event travels through the outbox). */
  const liveCampaign = async (fundraising: Record<string, unknown> = {}, termsSlug: 'equity' | 'debt' = 'equity') => {
    const made = await makeCampaign(platform, owner, { status: 'live', admin, termsSlug, fundraising });
    await waitFor(async () => (await api('GET', `investment/offer/${made.id}`, investor.token)).status === 200, { what: 'the offer in investments' });
    return made;
  };
  const detail = async (slug: string) => data(await api('GET', `equities/${slug}/front`));

  // Traces (issue 40) into memory, installed before the platform starts as OTEL_EXPORTER_OTLP_ENDPOINT would.
  const spans = new InMemorySpanExporter();

  beforeAll(async () => {
    installTracing({ serviceName: 'crowdfund', exporter: spans, batch: false });
    platform = await startTestPlatform({ services: ['campaigns', 'verification', 'investments', 'notifications'], env: { CAPTCHA_PROVIDER: 'none' } });
    [admin, owner] = await Promise.all([makeAdmin(platform), makeOwner(platform)]);
    investor = await makeVerifiedInvestor(platform, admin);
    await topUpWallet(platform, investor, 3_000 * OMR);
    // OMR 5,000 to raise; OMR 100 to 2,000 per investment; shares at OMR 1.
    campaign = await liveCampaign({ goal: 5_000 * OMR, minimumRaise: 100 * OMR, maximumRaise: 2_000 * OMR });
  }, 240_000);
  afterAll(async () => {
    await platform?.close();
    await shutdownTracing();
  });

  it('[C2.17][C5.11] the invest panel shows minimum, maximum, step, available amount, share price and units, and the investor\'s limits', async () => {
    const offer = data(await api('GET', `investment/offer/${campaign.id}`, investor.token));
    expect(offer).toMatchObject({ state: 'open', minimum: 100 * OMR, maximum: 2_000 * OMR, step: 1 * OMR, available: 5_000 * OMR, pricePerShare: 1 * OMR, maxShareUnits: 2_000, accreditedOnly: false, currency: 'OMR' });
    expect(offer.investor).toMatchObject({ verified: true, investorClass: 'retail', rolling12Months: { limit: 20_000 * OMR, used: 0 }, maxNow: 2_000 * OMR, firstInvestment: true });
    expect(offer.cancellation).toEqual({ hours: 48, notWithinHoursOfClose: 48 });
  });

  it('[C5.11][C8.3] refuses an amount outside the bounds or off the step, and share units below 1 or above the maximum, with the messages in en, ar and fr', async () => {
    const invest = (body: Record<string, unknown>, lng = 'en') => api('POST', `investment/${campaign.id}`, investor.token, { ...accept, ...body }, lng);
    expect(fieldError(await invest({ amount: 99 * OMR }), 'amount')).toBe('The minimum investment is OMR 100');
    expect(fieldError(await invest({ amount: 2_001 * OMR }), 'amount')).toBe('The maximum investment is OMR 2,000');
    expect(fieldError(await invest({ amount: 150_500 }), 'amount')).toBe('The amount must be a multiple of OMR 1');
    expect(fieldError(await invest({ amount: 99 * OMR }, 'ar'), 'amount')).toBe('الحد الأدنى للاستثمار هو ١٠٠ ر.ع.');
    expect(fieldError(await invest({ amount: 99 * OMR }, 'fr'), 'amount')).toMatch(/^L'investissement minimum est de 100 OMR$/);
    expect(fieldError(await invest({ shareUnits: 0 }), 'shareUnits')).toBe('Share units must be at least 1');
    expect(fieldError(await invest({ shareUnits: 2_001 }), 'shareUnits')).toBe('You can buy at most 2000 share units');
    expect(fieldError(await invest({ amount: -5 }), 'amount')).toBe('Please enter a valid amount');
    expect(fieldError(await invest({}), 'amount')).toBe('Please enter an amount or a number of share units');
    const both = await invest({ amount: 100 * OMR, shareUnits: 100 });
    expect(both.status).toBe(400);
    const available = data(await api('GET', `investment/offer/${campaign.id}`, investor.token)).available;
    expect(available).toBe(5_000 * OMR);
  });

  it('[C5.13][C8.3] the terms of use and the risk acknowledgement must be accepted', async () => {
    const noTerms = await api('POST', `investment/${campaign.id}`, investor.token, { amount: 100 * OMR, acceptTerms: false, acceptRisk: true });
    expect(fieldError(noTerms, 'acceptTerms')).toBe('Please accept the terms of use');
    const noRisk = await api('POST', `investment/${campaign.id}`, investor.token, { amount: 100 * OMR, acceptTerms: true }, 'ar');
    expect(fieldError(noRisk, 'acceptRisk')).toBe('يرجى الموافقة على الإقرار');
  });

  it('[C5.15] an investor whose verification is not accepted cannot invest; an accredited-only campaign refuses a retail investor', async () => {
    const unverified = await makeInvestor(platform);
    const refused = await api('POST', `investment/${campaign.id}`, unverified.token, { amount: 100 * OMR, ...accept });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Please complete your account verification before investing');
    const accredited = await liveCampaign({ goal: 5_000 * OMR, minimumRaise: 100 * OMR, maximumRaise: 2_000 * OMR, campaignAccreditation: 'accredited' });
    const retail = await api('POST', `investment/${accredited.id}`, investor.token, { amount: 100 * OMR, ...accept }, 'ar');
    expect(retail.status).toBe(403);
    expect(retail.body.message).toBe('هذه الحملة مفتوحة للمستثمرين المعتمدين فقط');
    expect(data(await api('GET', `investment/offer/${accredited.id}`, investor.token)).accreditedOnly).toBe(true);
  });

  it('[C8.4][C4.18] a campaign that has not opened yet refuses with its opening date', async () => {
    const upcoming = await liveCampaign({ goal: 5_000 * OMR, minimumRaise: 100 * OMR, maximumRaise: 2_000 * OMR, openDate: day(3) });
    const offer = data(await api('GET', `investment/offer/${upcoming.id}`, investor.token));
    expect(offer.state).toBe('not-open');
    const early = await api('POST', `investment/${upcoming.id}`, investor.token, { amount: 100 * OMR, ...accept });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^This campaign opens for investment on /);
  });

  it('[C2.17][C2.18][C2.19][C4.15][C3.9] invests by wallet: reserve → pay by hold → receipt; the raised amount and investors count follow', async () => {
    const before = await detail(campaign.slug);
    const reserved = await api('POST', `investment/${campaign.id}`, investor.token, { shareUnits: 250, ...accept });
    expect(reserved.status).toBe(201);
    const investment = data(reserved);
    expect(investment).toMatchObject({ state: 'reserved', status: 0, amount: 250 * OMR, shareUnits: 250, sharePrice: 1 * OMR, ownership: 5, campaignId: campaign.id });
    expect(investment.referenceId).toMatch(/^INV-[0-9A-F]{12}$/);
    expect(data(await api('GET', `investment/offer/${campaign.id}`, investor.token)).available).toBe(4_750 * OMR);

    await signContract(platform, investor, investment.id);
    const paid = await api('POST', `process-investment/${investment.id}`, investor.token, { paymentType: 'wallet' });
    expect(paid.status).toBe(200);
    expect(data(paid)).toMatchObject({ state: 'committed', status: 2, paymentType: 'wallet', cancellable: true });
    expect(Date.parse(data(paid).cancellableUntil) - Date.parse(data(paid).paidAt)).toBe(48 * HOUR);
    // Paying twice answers the first outcome and holds nothing more.
    expect(data(await api('POST', `process-investment/${investment.id}`, investor.token, { paymentType: 'wallet' }))).toMatchObject({ state: 'committed' });
    expect(await walletOf(platform, investor)).toMatchObject({ balance: 3_000 * OMR, held: 250 * OMR, available: 2_750 * OMR });

    const receipt = data(await api('GET', `investment/get-investment-process-reciept?investmentId=${investment.id}`, investor.token));
    expect(receipt).toMatchObject({ id: investment.id, referenceId: investment.referenceId, amount: 250 * OMR, status: 2, gateway: 'wallet' });
    expect(data(await api('GET', `investment/${investment.id}/${campaign.id}`, investor.token)).id).toBe(investment.id);
    // [C2.24] the receipt as a PDF, in the reader's language.
    for (const [lng, title, amount] of [
      ['en', 'Investment receipt', 'OMR 250.000'],
      ['ar', 'إيصال الاستثمار', 'OMR 250.000'],
    ] as const) {
      const pdf = await fetch(`${platform.gatewayUrl}/api/v1/investment/receipt-pdf/${investment.id}?lng=${lng}`, { headers: { authorization: `Bearer ${investor.token}` } });
      expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
      for (const expected of [title, investment.referenceId, amount, 'Muscat Dates Expansion']) expect(text).toContain(expected);
    }

    const after = await waitFor(async () => {
      const d = await detail(campaign.slug);
      return d.raisedAmount === before.raisedAmount + 250 * OMR ? d : null;
    });
    expect(after.investorsCount).toBe(before.investorsCount + 1);
  });

  it('[issue 40] exposes what operators alert on at /metrics: requests by route and status, replays, reservations, the outbox and the consumers', async () => {
    const replayKey = `metrics-${Date.now()}`;
    for (let i = 0; i < 2; i++) expect((await platform.api.request('POST', `/api/v1/investment/${campaign.id}?lng=en`, { token: investor.token, body: { amount: 100 * OMR, ...accept }, headers: { 'idempotency-key': replayKey } })).status).toBe(201);
    const scrape = await fetch(`${await platform.service('investments').getUrl()}/metrics`);
    expect(scrape.headers.get('content-type')).toContain('text/plain');
    const text = await scrape.text();
    /** A series' value by its name and labels, whatever the labels' order. */
    const value = (name: string, labels: Record<string, string>) => {
      const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries({ ...labels, service: 'investments' }).every(([k, v]) => l.includes(`${k}="${v}"`)));
      return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : NaN;
    };
    const route = '/api/v1/investment/:campaignId';
    expect(value('cf_http_request_duration_seconds_count', { method: 'POST', route, status: '201' })).toBeGreaterThanOrEqual(2);
    expect(value('cf_idempotency_replays_total', { route })).toBeGreaterThanOrEqual(1);
    expect(value('cf_investments_reserved_total', { outcome: 'accepted' })).toBeGreaterThanOrEqual(1);
    expect(value('cf_investments_reserved_baisa_total', {})).toBeGreaterThanOrEqual(100 * OMR);
    for (const series of ['cf_outbox_backlog_events', 'cf_outbox_oldest_unpublished_seconds', 'cf_consumer_lag_messages', 'cf_parked_events', 'cf_process_cpu_seconds_total']) expect({ series, found: Number.isFinite(value(series, {})) }).toEqual({ series, found: true });
    // The embedded mode also gathers every service's metrics at the gateway's /metrics, each family once.
    const all = await (await fetch(`${platform.gatewayUrl}/metrics`)).text();
    expect(all.split('\n').filter((line) => line === '# TYPE cf_parked_events gauge')).toHaveLength(1);
    for (const service of ['investments', 'wallet', 'identity']) expect(all).toContain(`cf_parked_events{service="${service}"}`);
  });

  it('[issue 40] a trace of an investment spans the gateway, investments, the wallet and the services consuming its events', async () => {
    // An investor and a campaign of its own: the other tests count this file's investor's investments.
    const traced = await makeVerifiedInvestor(platform, admin);
    await topUpWallet(platform, traced, 1_000 * OMR);
    const own = await liveCampaign({ goal: 5_000 * OMR, minimumRaise: 100 * OMR, maximumRaise: 2_000 * OMR });
    const reserved = data(await api('POST', `investment/${own.id}`, traced.token, { shareUnits: 100, ...accept }));
    await signContract(platform, traced, reserved.id);
    spans.reset();
    const paid = await fetch(`${platform.gatewayUrl}/api/v1/process-investment/${reserved.id}?lng=en`, {
      method: 'POST',
      headers: { authorization: `Bearer ${traced.token}`, 'content-type': 'application/json', traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
      body: JSON.stringify({ paymentType: 'wallet' }),
    });
    expect(paid.status).toBe(200);
    const edge = spans.getFinishedSpans().find((span) => span.instrumentationScope.name === 'gateway' && span.attributes['cf.correlation_id'] === paid.headers.get('x-correlation-id'));
    expect(edge).toMatchObject({ kind: SpanKind.SERVER, name: 'POST /api/v1/*' });
    // The edge starts the trace: a client's traceparent is not taken.
    const traceId = edge!.spanContext().traceId;
    expect(traceId).not.toBe('0af7651916cd43dd8448eb211c80319c');
    expect(edge!.parentSpanContext).toBeUndefined();
    const trace = await waitFor(() => {
      const inTrace = spans.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
      return inTrace.some((span) => span.kind === SpanKind.CONSUMER && span.instrumentationScope.name === 'campaigns') ? inTrace : null;
    }, { what: 'the consumers\' spans in the trace' });
    const one = (scope: string, kind: SpanKind) => trace.find((span) => span.instrumentationScope.name === scope && span.kind === kind);
    const service = one('investments', SpanKind.SERVER)!;
    const wallet = one('wallet', SpanKind.SERVER)!;
    expect(service).toMatchObject({ name: 'POST /api/v1/process-investment/:id', parentSpanContext: { spanId: edge!.spanContext().spanId } });
    // The wallet's hold is called from inside the payment's span; the events it commits carry the trace to their consumers.
    expect(wallet.parentSpanContext?.spanId).toBe(service.spanContext().spanId);
    // investments.investment-committed was written in the payment's span: campaigns' handling of it is that span's child.
    const consumed = one('campaigns', SpanKind.CONSUMER)!;
    expect(consumed).toMatchObject({ name: 'investments.investment-committed process', parentSpanContext: { spanId: service.spanContext().spanId } });
    expect(consumed.attributes).toMatchObject({ 'messaging.destination.name': 'investments.events', 'messaging.message.id': expect.any(String) });
    expect([...new Set(trace.map((span) => span.instrumentationScope.name))]).toEqual(expect.arrayContaining(['gateway', 'investments', 'wallet', 'campaigns']));
  });

  it('[C2.17][C2.18][C4.14] refuses to pay before the contract is signed and confirmed by the texted code, by wallet, card or bank transfer; nothing is held', async () => {
    const reserved = data(await api('POST', `investment/${campaign.id}`, investor.token, { amount: 100 * OMR, ...accept }));
    const walletBefore = await walletOf(platform, investor);
    for (const [path, body] of [
      [`process-investment/${reserved.id}`, { paymentType: 'wallet' }],
      ['equity/payment-gateway/checkout-session', { investmentId: reserved.id, paymentType: 'card' }],
      ['equity/payment-gateway/checkout-session', { investmentId: reserved.id, paymentType: 'bank_transfer' }],
    ] as const) {
      const refused = await api('POST', path, investor.token, body);
      expect([path, refused.status, refused.body.message]).toEqual([path, 409, 'Sign the contract and confirm it with the code sent to your mobile before paying']);
    }
    // Signed but the code not confirmed yet: still refused, in the investor's language.
    await api('POST', `contracts/sign/${reserved.id}`, investor.token, { kind: 'typed', text: 'Huda Al Siyabi' });
    const awaiting = await api('POST', `process-investment/${reserved.id}`, investor.token, { paymentType: 'wallet' }, 'ar');
    expect([awaiting.status, awaiting.body.message]).toEqual([409, 'وقّع العقد وأكّده بالرمز المرسل إلى هاتفك قبل الدفع']);
    expect(data(await api('GET', `investment/${reserved.id}`, investor.token))).toMatchObject({ state: 'reserved', contractStatus: 'awaiting-code' });
    expect(await walletOf(platform, investor)).toEqual(walletBefore);
    // Withdrawn, so the next sign of this test kit starts afresh; given back so the capacity stays.
    expect((await api('DELETE', `contracts/delete-pdf/${reserved.id}`, investor.token)).status).toBe(200);
    await signContract(platform, investor, reserved.id);
    expect(data(await api('POST', `process-investment/${reserved.id}`, investor.token, { paymentType: 'wallet' }))).toMatchObject({ state: 'committed', contractStatus: 'under-review' });
    expect((await api('PATCH', `investment/${reserved.id}`, investor.token, { status: 'cancelled' })).status).toBe(200);
  });

  it('[C8.3] "Insufficient wallet balance": the payment fails and the reservation is given back', async () => {
    const poor = await makeVerifiedInvestor(platform, admin);
    const reserved = data(await api('POST', `investment/${campaign.id}`, poor.token, { amount: 500 * OMR, ...accept }));
    const availableWhileReserved = data(await api('GET', `investment/offer/${campaign.id}`, poor.token)).available;
    await signContract(platform, poor, reserved.id);
    const failed = await api('POST', `process-investment/${reserved.id}`, poor.token, { paymentType: 'wallet' }, 'ar');
    expect(failed.status).toBe(422);
    expect(failed.body.message).toBe('رصيد المحفظة غير كافٍ');
    expect(data(await api('GET', `investment/${reserved.id}`, poor.token))).toMatchObject({ state: 'failed', status: 4 });
    expect(data(await api('GET', `investment/offer/${campaign.id}`, poor.token)).available).toBe(availableWhileReserved + 500 * OMR);
    expect((await api('POST', `process-investment/${reserved.id}`, poor.token, { paymentType: 'wallet' })).body.message).toBe('Insufficient wallet balance');
  });

  it('[C4.15][C4.19] cancels within the window: the hold is voided, capacity, limit and raised amount come back; after the window the hold goes into escrow', async () => {
    const raised = async (amount: number) => waitFor(async () => (await detail(campaign.slug)).raisedAmount === amount, { what: `raised ${amount}` });
    const raisedBefore = (await detail(campaign.slug)).raisedAmount;
    const first = data(await api('POST', `investment/${campaign.id}`, investor.token, { amount: 300 * OMR, ...accept }));
    await signContract(platform, investor, first.id);
    await api('POST', `process-investment/${first.id}`, investor.token, { paymentType: 'wallet' });
    await raised(raisedBefore + 300 * OMR);
    const usedBefore = data(await api('GET', `investment/offer/${campaign.id}`, investor.token)).investor.rolling12Months.used;
    const cancelled = await api('PATCH', `investment/${first.id}`, investor.token, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(data(cancelled)).toMatchObject({ state: 'cancelled', status: 3, cancellable: false });
    expect(data(await api('GET', `investment/offer/${campaign.id}`, investor.token)).investor.rolling12Months.used).toBe(usedBefore - 300 * OMR);
    await raised(raisedBefore);
    const walletAfterCancel = await walletOf(platform, investor);

    const second = data(await api('POST', `investment/${campaign.id}`, investor.token, { amount: 200 * OMR, ...accept }));
    await signContract(platform, investor, second.id);
    await api('POST', `process-investment/${second.id}`, investor.token, { paymentType: 'wallet' });
    platform.travel(49 * HOUR);
    try {
      const late = await api('PATCH', `investment/${second.id}`, investor.token, { status: 'cancelled' });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('The cancellation window of this investment has ended');
      await sweep();
      expect(data(await api('GET', `investment/${second.id}`, investor.token))).toMatchObject({ state: 'confirmed', status: 2 });
      // Posted into the campaign's escrow, with the first investment's (OMR 250) whose window ended too:
      // the balance goes down by both and nothing stays held.
      expect(walletAfterCancel).toMatchObject({ held: 250 * OMR });
      expect(await walletOf(platform, investor)).toMatchObject({ balance: walletAfterCancel.balance - 450 * OMR, held: 0 });
      // [C4.19] the wallet's list shows each as "amount invested", with its campaign.
      const invested = await waitFor(async () => {
        const list = data(await api('GET', 'wallet/get-user-wallet-list?currencyId=OMR&limit=50', investor.token)).docs as Array<{ type: string; reason: string; amount: number; campaign: { id: string; name: string } | null }>;
        const rows = list.filter((d) => d.type === 'investment');
        return rows.length === 2 ? rows : null;
      });
      expect(invested.map((d) => [d.reason, d.amount, d.campaign?.name]).sort()).toEqual([
        ['amount_invested', 200 * OMR, 'Muscat Dates Expansion'],
        ['amount_invested', 250 * OMR, 'Muscat Dates Expansion'],
      ]);
    } finally {
      platform.resetClocks();
    }
  });

  it('[C5.11][C8.3] "the campaign has received sufficient funding", then "amount exceeds the available amount"', async () => {
    // OMR 5,000 (the smallest goal a campaign may have) filled by one investor's reservations.
    const small = await liveCampaign({ goal: 5_000 * OMR, minimumRaise: 100 * OMR, maximumRaise: 2_000 * OMR });
    for (const amount of [2_000, 2_000]) expect((await api('POST', `investment/${small.id}`, investor.token, { amount: amount * OMR, ...accept })).status).toBe(201);
    const last = data(await api('POST', `investment/${small.id}`, investor.token, { amount: 950 * OMR, ...accept }));
    expect(last.state).toBe('reserved');
    const over = await api('POST', `investment/${small.id}`, investor.token, { amount: 100 * OMR, ...accept });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('The campaign has received sufficient funding, investment is now closed');
    expect(data(await api('GET', `investment/offer/${small.id}`, investor.token)).state).toBe('funded');
    // An unpaid reservation cannot be cancelled: it expires after 30 minutes and gives its place back.
    expect((await api('PATCH', `investment/${last.id}`, investor.token, { status: 'cancelled' })).status).toBe(409);
    platform.travel(31 * 60_000);
    try {
      await sweep();
    } finally {
      platform.resetClocks();
    }
    // All three were unpaid: all three gave their place back.
    expect(data(await api('GET', `investment/${last.id}`, investor.token)).state).toBe('expired');
    expect(data(await api('GET', `investment/offer/${small.id}`, investor.token))).toMatchObject({ state: 'open', available: 5_000 * OMR });
    for (const amount of [2_000, 2_000, 800]) expect((await api('POST', `investment/${small.id}`, investor.token, { amount: amount * OMR, ...accept })).status).toBe(201);
    const exceeds = await api('POST', `investment/${small.id}`, investor.token, { amount: 300 * OMR, ...accept });
    expect(exceeds.status).toBe(422);
    expect(exceeds.body.message).toBe('Amount exceeds the available amount (OMR 200)');
  });

  it('[C7.9][C9.1][C2.24] my investments: 3 then 10 more, search, status and currency filters, highlights, chart, currencies', async () => {
    const list = data(await api('GET', 'my-investment', investor.token));
    expect(list.docs).toHaveLength(3);
    expect(list.displayLoadMore).toBe(true);
    const more = data(await api('GET', 'my-investment?limit=13', investor.token));
    expect(more.totalCount).toBeGreaterThan(3);
    const paid = data(await api('GET', 'my-investment?limit=13&status=2', investor.token));
    expect(paid.docs.every((d: { status: number }) => d.status === 2)).toBe(true);
    expect(data(await api('GET', 'my-investment?search=nothing-like-this', investor.token)).totalCount).toBe(0);
    const amounts = data(await api('GET', 'my-investment/get-dashbord-amounts?currencyId=OMR', investor.token));
    expect(amounts).toMatchObject({ currency: 'OMR', totalInvested: 450 * OMR, investmentsCount: 2, campaignsCount: 1 });
    const graph = data(await api('GET', `my-investment/get-graph-data?transactionYear=${new Date().getUTCFullYear()}`, investor.token)) as unknown as Array<{ amount: number }>;
    expect(graph).toHaveLength(12);
    expect(graph.reduce((sum, p) => sum + p.amount, 0)).toBe(450 * OMR);
    expect(data(await api('GET', 'my-investment/get-unique-currency', investor.token))).toEqual(['OMR']);
    const points = data(await api('GET', 'my-investment/get-graph-by-transactions', investor.token)) as unknown as Array<{ amount: number; campaignName: string }>;
    expect(points.map((p) => p.amount).sort()).toEqual([200 * OMR, 250 * OMR]);
    const campaigns = data(await api('GET', 'my-investment/get-campaigns', investor.token));
    expect(campaigns.docs).toEqual([expect.objectContaining({ campaignId: campaign.id, invested: 450 * OMR, investmentsCount: 2 })]);
    const dashboard = data(await api('GET', 'my-investment/dashboard', investor.token));
    expect(dashboard.amounts).toMatchObject({ totalInvested: 450 * OMR, investmentsCount: 2 });
    expect(dashboard.latest).toHaveLength(3);
  });

  it('[C6.2] an investor never reads or cancels another investor\'s investment or receipt; the campaign\'s investors are for its owner', async () => {
    const mine = data(await api('GET', 'my-investment', investor.token)).docs[0];
    const other = await makeVerifiedInvestor(platform, admin);
    for (const [method, path, body] of [
      ['GET', `investment/${mine.id}`],
      ['GET', `investment/get-investment-process-reciept?investmentId=${mine.id}`],
      ['PATCH', `investment/${mine.id}`, { status: 'cancelled' }],
      ['POST', `process-investment/${mine.id}`, { paymentType: 'wallet' }],
    ] as const) {
      const res = await api(method, path, other.token, body);
      expect([path, res.status]).toEqual([path, 404]);
    }
    expect((await api('GET', `investment/${mine.id}`)).status).toBe(401);
    expect((await api('GET', `process-investment/campaign-investors/${campaign.id}`, other.token)).status).toBe(403);
    const investors = data(await api('GET', `process-investment/campaign-investors/${campaign.id}`, owner.token));
    expect(investors.docs).toEqual([expect.objectContaining({ investorId: expect.any(String), amount: 450 * OMR, investmentsCount: 2 })]);
  });

  it('[C2.13][C2.29] the owner\'s investments tab: received and pending investments with their totals; nobody else sees them', async () => {
    const other = await makeVerifiedInvestor(platform, admin);
    const pending = data(await api('POST', `investment/${campaign.id}`, other.token, { amount: 100 * OMR, ...accept }));
    const path = `users/get-investment-received-pending-investments?campaignId=${campaign.id}`;
    const received = data(await api('GET', path, owner.token));
    expect(received).toMatchObject({ received: { amount: 450 * OMR, count: 2 }, pending: { amount: 100 * OMR, count: 1 }, totalCount: 2 });
    expect(received.docs.map((d: { amount: number; status: number }) => [d.amount, d.status])).toEqual([
      [200 * OMR, 2],
      [250 * OMR, 2],
    ]);
    expect(received.docs[0]).not.toHaveProperty('investorId');
    const waiting = data(await api('GET', `${path}&kind=pending`, owner.token));
    expect(waiting.docs).toEqual([expect.objectContaining({ id: pending.id, amount: 100 * OMR, status: 0, state: 'reserved' })]);
    expect((await api('GET', path, other.token)).status).toBe(403);
    expect((await api('GET', path, admin.token)).status).toBe(200);
    expect((await api('GET', 'users/get-investment-received-pending-investments', owner.token)).status).toBe(400);
  });

  it('[C1.3] administrators list every investment with search and status; nobody else can', async () => {
    const all = data(await api('GET', 'investment/admin/list?limit=50', admin.token));
    expect(all.totalCount).toBeGreaterThanOrEqual(8);
    const paid = data(await api('GET', 'investment/admin/list?status=2&limit=50', admin.token));
    expect(paid.docs.length).toBeGreaterThan(0);
    expect(paid.docs.every((d: { status: number }) => d.status === 2)).toBe(true);
    const one = all.docs[0] as { referenceId: string; id: string };
    expect(data(await api('GET', `investment/admin/list?search=${one.referenceId.toLowerCase()}`, admin.token)).docs.map((d: { id: string }) => d.id)).toEqual([one.id]);
    expect((await api('GET', 'investment/admin/list', investor.token)).status).toBe(403);
  });

  it('[issue 38] administrators export the period\'s investments as a spreadsheet (BOM, headers in their language, amounts with baisa, oldest first); bad dates are a 400; nobody else may', async () => {
    const all = data(await api('GET', 'investment/admin/list?limit=100', admin.token)).docs as Array<{ referenceId: string; amount: number; createdAt: string }>;
    const csv = async (query: string, lng = 'en') => fetch(`${platform.gatewayUrl}/api/v1/investment/admin/export/investments.csv?${query}&lng=${lng}`, { headers: { authorization: `Bearer ${admin.token}` } });
    const today = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
    const answer = await csv(`from=${today}&to=${today}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="investments-${today}-${today}.csv"`);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer());
    expect(text.startsWith('\uFEFFDate (Muscat time),Reference,Investor ID,Campaign,Amount,Currency,Share units,Status,Payment method,Provider,Paid (Muscat time),Cancelled (Muscat time)\r\n')).toBe(true);
    const lines = text.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(all.length);
    const oldest = all[all.length - 1];
    expect(lines[0]).toContain(`,${oldest.referenceId},`);
    expect(lines[0]).toContain(`,${(oldest.amount / 1000).toFixed(3)},OMR,`);
    const ar = new TextDecoder().decode(await (await csv(`from=${today}&to=${today}`, 'ar')).arrayBuffer());
    expect(ar.split('\r\n')[0]).toBe('التاريخ (بتوقيت مسقط),المرجع,معرّف المستثمر,الحملة,المبلغ,العملة,وحدات الأسهم,الحالة,طريقة الدفع,المزوّد,تاريخ الدفع (بتوقيت مسقط),تاريخ الإلغاء (بتوقيت مسقط)');
    // A period with none: the header alone.
    expect((await (await csv('from=2020-01-01&to=2020-01-31')).text()).trim().split('\r\n')).toHaveLength(1);
    const reversed = await api('GET', `investment/admin/export/investments.csv?from=${today}&to=2020-01-01`, admin.token);
    expect([reversed.status, reversed.body.message]).toEqual([400, 'The start date must not be after the end date']);
    expect((await api('GET', 'investment/admin/export/investments.csv?from=yesterday', admin.token)).status).toBe(400);
    expect((await api('GET', 'investment/admin/export/investments.csv', investor.token)).status).toBe(403);
  });

  it('[C7.9][C1.2] get-campaign-updates: the owner\'s updates reach the campaign\'s investors, edited and removed as the owner does; others see none', async () => {
    const stranger = await makeVerifiedInvestor(platform, admin);
    const posted = await api('POST', `equity/updates/${campaign.id}`, owner.token, { title: 'First harvest', description: 'The first dates were picked in Nizwa this week.' });
    expect(posted.status).toBe(201);
    const updateId = data(posted).id as string;
    const seen = await waitFor(async () => {
      const page = data(await api('GET', 'my-investment/get-campaign-updates?limit=10', investor.token));
      return page.docs.some((u: { id: string }) => u.id === updateId) ? page : null;
    }, { what: 'the update in investments' });
    expect(seen.docs.find((u: { id: string }) => u.id === updateId)).toMatchObject({ campaignId: campaign.id, campaignName: 'Muscat Dates Expansion', title: 'First harvest', description: 'The first dates were picked in Nizwa this week.' });
    expect(data(await api('GET', `my-investment/get-campaign-updates?campaignId=${campaign.id}`, investor.token)).docs.map((u: { id: string }) => u.id)).toContain(updateId);
    expect(data(await api('GET', 'my-investment/get-campaign-updates', stranger.token))).toMatchObject({ docs: [], totalCount: 0 });

    expect((await api('PATCH', `equity/updates/${campaign.id}/${updateId}`, owner.token, { title: 'First harvest (edited)' })).status).toBe(200);
    await waitFor(async () => data(await api('GET', 'my-investment/get-campaign-updates', investor.token)).docs.some((u: { title: string }) => u.title === 'First harvest (edited)'), { what: 'the edit' });
    expect((await api('DELETE', `equity/updates/${campaign.id}/${updateId}`, owner.token)).status).toBe(200);
    await waitFor(async () => !data(await api('GET', 'my-investment/get-campaign-updates', investor.token)).docs.some((u: { id: string }) => u.id === updateId), { what: 'the removal' });
    expect((await api('GET', 'my-investment/get-campaign-updates')).status).toBe(401);
  });

  it('[C7.8][C3.9] the contract of an investment: its words with the investor\'s legal name and the amount in figures and in words (en, ar, fr), and its PDF, Arabic in reading order; nobody else\'s', async () => {
    const reserved = data(await api('POST', `investment/${campaign.id}`, investor.token, { amount: 1_234 * OMR, ...accept }));
    const en = data(await api('GET', `contracts/generate-dynamic-contract-data/${reserved.id}`, investor.token));
    expect(en).toMatchObject({ investmentId: reserved.id, kind: 'equity', title: 'Share subscription agreement', amountInWords: 'one thousand two hundred and thirty-four Omani rials' });
    const fact = (view: Record<string, any>, label: string) => (view.facts as Array<{ label: string; value: string }>).find((f) => f.label === label)?.value;
    expect([fact(en, 'Investor'), fact(en, 'Investor (Arabic)'), fact(en, 'Amount'), fact(en, 'Campaign'), fact(en, 'Contract reference')]).toEqual(['Huda Al Siyabi', 'هدى السيابي', 'OMR 1,234.000', 'Muscat Dates Expansion', reserved.referenceId]);
    const ar = data(await api('GET', `contracts/generate-dynamic-contract-data/${reserved.id}`, investor.token, undefined, 'ar'));
    expect([ar.title, ar.amountInWords]).toEqual(['اتفاقية الاكتتاب في الأسهم', 'ألف ومائتان وأربعة وثلاثون ريالاً عمانياً']);
    const fr = data(await api('GET', `contracts/generate-dynamic-contract-data/${reserved.id}`, investor.token, undefined, 'fr'));
    expect(fr.amountInWords).toBe('mille deux cent trente-quatre rials omanais');

    for (const [lng, expected] of [
      ['en', ['Share subscription agreement', 'one thousand two hundred and thirty-four Omani rials', 'Huda Al Siyabi', 'Draft: not signed yet']],
      ['fr', ['Contrat de souscription', 'mille deux cent trente-quatre rials omanais']],
      ['ar', ['اتفاقية الاكتتاب في الأسهم', 'ألف ومائتان وأربعة وثلاثون ريالاً عمانياً', 'هدى السيابي', 'مسودة: لم يُوقّع بعد']],
    ] as const) {
      const pdf = await fetch(`${platform.gatewayUrl}/api/v1/contracts/generate-pdf/${reserved.id}?lng=${lng}`, { headers: { authorization: `Bearer ${investor.token}` } });
      expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      // Arabic extracts in logical (reading) order; poppler places harakat and line breaks its own way, so letters are compared.
      const letters = (text: string) => text.replace(/[\u064B-\u065F\u0670\u0640\u200E\u200F\u202A-\u202E\u2066-\u2069\s]/g, '');
      const text = letters(pdfText(Buffer.from(await pdf.arrayBuffer())));
      for (const words of expected) expect(text).toContain(letters(words));
      expect(text).toContain(reserved.referenceId);
    }
    const other = await makeVerifiedInvestor(platform, admin);
    expect((await api('GET', `contracts/generate-dynamic-contract-data/${reserved.id}`, other.token)).status).toBe(404);
    expect((await fetch(`${platform.gatewayUrl}/api/v1/contracts/generate-pdf/${reserved.id}`, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);
  });

  it('[A7.6][A2.8] a public profile shows the campaigns its person backed only once they choose to, never the amounts; get-user-campaigns lists an owner\'s campaigns', async () => {
    const me = data(await api('GET', 'users/me', investor.token));
    expect(me.investmentsPublic).toBe(false);
    expect(data(await api('GET', `users/get-user-investments/${me.slug}`))).toMatchObject({ visible: false, docs: [], totalCount: 0 });
    const shown = await api('PATCH', 'users/updateMe', investor.token, { investmentsPublic: true });
    expect(shown.status).toBe(200);
    expect(data(shown).user.investmentsPublic).toBe(true);
    expect(data(await api('GET', `users/profile/${me.slug}`)).investmentsPublic).toBe(true);
    const backed = data(await api('GET', `users/get-user-investments/${me.slug}?limit=10`));
    expect(backed.visible).toBe(true);
    expect(backed.docs).toContainEqual({ campaignId: campaign.id, campaignName: 'Muscat Dates Expansion', campaignSlug: campaign.slug, lastInvestedAt: expect.any(String) });
    expect(JSON.stringify(backed)).not.toMatch(/"(amount|invested)"/);
    expect((await api('PATCH', 'users/updateMe', investor.token, { investmentsPublic: 'yes' })).status).toBe(400);
    expect((await api('GET', 'users/get-user-investments/nobody-has-this-slug')).status).toBe(404);

    const ownerSlug = data(await api('GET', 'users/me', owner.token)).slug;
    const campaigns = data(await api('GET', `users/get-user-campaigns/${ownerSlug}?limit=20`));
    expect(campaigns.docs.map((c: { id: string }) => c.id)).toContain(campaign.id);
    expect(campaigns).toEqual(data(await api('GET', `campaigns/profile/${ownerSlug}?limit=20`)));
  });
});
