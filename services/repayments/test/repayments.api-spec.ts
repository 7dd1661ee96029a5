import { randomUUID } from 'node:crypto';
import { makeAdmin, makeFundedCampaign, makeOwner, makeVerifiedInvestor, paySandboxCheckout, SANDBOX_CARDS, startTestPlatform, topUpWallet, waitFor, walletOf, type ApiResponse, type TestPlatform, type TestUser } from '@cf/testing';
import { RepaymentsSweeper } from '../src/payments/repayments.sweeper';

/**
 * Repayments through the gateway (C2.14-C2.16, C2.25, C3.10, C3.11, C4.16, C7.4, C7.9, C8.3): a
 * successful debt campaign gets its schedule (profit fixed up front, never compounding); the owner
 * pays rows from the wallet, whole or in part; each payment reaches every investor pro rata in one
 * ledger batch with the platform's fee withheld, exactly once.
 */
const OMR = 1000;
const DAY = 86_400_000;
const INTERNAL_TOKEN = 'dev-internal-token-change-me-in-production';

describe('repayments (api)', () => {
  let platform: TestPlatform;
  let admin: TestUser;
  let owner: TestUser;
  let investors: TestUser[];
  let campaign: { id: string; slug: string };
  let rows: Array<Record<string, any>>;
  const api = (method: string, path: string, token?: string, body?: unknown, lng = 'en') =>
    platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=${lng}`, { token, body });
  const data = (answer: ApiResponse) => answer.body.data.data as Record<string, any>;
  const balanceOf = async (kind: string, accountOwner: string): Promise<number> => {
    const base = (await platform.service('wallet').getUrl()).replace('[::1]', '127.0.0.1');
    const res = await fetch(`${base}/internal/ledger/balances?kind=${kind}&owner=${accountOwner}&currency=OMR`, { headers: { 'x-internal-token': INTERNAL_TOKEN } });
    return ((await res.json()) as { data: { data: { balance: number } } }).data.data.balance;
  };
  const pay = (rowId: string, amount: number, paymentId = randomUUID(), token = owner.token) => api('POST', 'repayment/create-repayment', token, { paymentId, rowId, amount, paymentType: 'wallet' });
  const schedule = async () => data(await api('GET', `repayment/get-repayment/${campaign.id}`, owner.token));
  /** The last tests' own campaign (the first one's rows are all paid or written off by then), and its first row. */
  let second: { id: string; slug: string };
  let target: Record<string, any>;
  const outstandingOf = async () => (data(await api('GET', `repayment/get-repayment/${second.id}`, owner.token)).rows[0] as { outstandingAmount: number }).outstandingAmount;

  beforeAll(async () => {
    platform = await startTestPlatform({ services: ['campaigns', 'verification', 'investments', 'notifications', 'repayments'], env: { CAPTCHA_PROVIDER: 'none', CANCELLATION_WINDOW_HOURS: '0', REPAYMENT_RESUME_AFTER_SECONDS: '0' } });
    [admin, owner] = await Promise.all([makeAdmin(platform), makeOwner(platform)]);
    investors = [];
    for (let i = 0; i < 3; i++) investors.push(await makeVerifiedInvestor(platform, admin));
    await Promise.all(investors.map((investor) => topUpWallet(platform, investor, 3_000 * OMR)));
    campaign = await makeFundedCampaign(
      platform,
      owner,
      admin,
      [
        [investors[0], 2_500 * OMR],
        [investors[1], 1_500 * OMR],
        [investors[2], 1_000 * OMR],
      ],
      { termsSlug: 'debt', terms: { interestRate: 12, termLength: 12, gracePeriod: 0, paymentFrequency: 'quarterly' }, name: 'Sohar Solar Murabaha' },
    );
    const written = await waitFor(async () => {
      const answer = await api('GET', `repayment/get-repayment/${campaign.id}`, owner.token);
      return answer.status === 200 && data(answer).rows.length > 0 ? data(answer) : undefined;
    }, { what: 'the schedule', timeoutMs: 60_000 });
    rows = written.rows;
    await topUpWallet(platform, owner, 1_000 * OMR);
  }, 400_000);
  afterEach(() => platform?.resetClocks());
  afterAll(async () => {
    await platform?.close();
  });

  it('[C3.11][C3.10] a successful debt campaign gets its schedule: principal = the amount raised (5,000), profit fixed up front (12 % a year for 12 months: 600), four quarterly rows, every field', async () => {
    const view = await schedule();
    expect(view).toMatchObject({ campaignName: 'Sohar Solar Murabaha', termsSlug: 'debt', raised: 5_000 * OMR, investorsCount: 3, canPay: true, canDeclareDividend: false, autoRepayment: false });
    expect(view.terms).toMatchObject({ interestRate: 12, termMonths: 12, gracePeriodMonths: 0, paymentFrequency: 'quarterly' });
    expect(view.rows).toHaveLength(4);
    expect(view.totals).toMatchObject({ principal: 5_000 * OMR, profit: 600 * OMR, platformFees: 60 * OMR, totalRepayment: 5_600 * OMR, paid: 0, outstanding: 5_600 * OMR });
    expect(view.rows[0]).toMatchObject({
      repaymentNumber: 1,
      scheduleName: 'Instalment 1',
      kind: 'instalment',
      paidDate: null,
      principal: 1_250 * OMR,
      profitRate: 12,
      profit: 150 * OMR,
      platformFees: 15 * OMR,
      netProfit: 135 * OMR,
      totalRepayment: 1_400 * OMR,
      paid: 0,
      totalPaidSoFar: 0,
      outstandingAmount: 1_400 * OMR,
      remainingBalance: 5_600 * OMR,
      repaymentStatus: 'upcoming_payment',
      paymentStatus: 'upcoming',
      delayDays: 0,
      defaultRatio: 0,
      totalReceivedPercent: 0,
      totalRemainingPercent: 100,
    });
    // The public schedule on the campaign's page, without a token; the owner's tab is not anyone's.
    expect((await api('GET', `equity/repayment-schedule/${campaign.id}`)).status).toBe(200);
    expect((await api('GET', `repayment/get-repayment/${campaign.id}`, investors[0].token)).status).toBe(404);
  });

  it('[C7.4] totalReservations: what the repayments are split over (5,000 from three investors), for the owner and administrators only', async () => {
    const expected = { campaignId: campaign.id, currency: 'OMR', total: 5_000 * OMR, investors: 3 };
    expect(data(await api('GET', `repayment/totalReservations/${campaign.id}`, owner.token))).toEqual(expected);
    expect(data(await api('GET', `repayment/totalReservations/${campaign.id}`, admin.token))).toEqual(expected);
    const other = await api('GET', `repayment/totalReservations/${campaign.id}`, investors[0].token);
    expect([other.status, other.body.status]).toEqual([404, 'fail']);
    expect((await api('GET', 'repayment/totalReservations/unknown-campaign', owner.token)).status).toBe(404);
  });

  it('[C2.15][C2.16][C7.4] the owner pays part of a row from the wallet; every investor gets a pro-rata share in the wallet ("distribution"), the fee withheld, nothing made or lost', async () => {
    const before = await Promise.all(investors.map((i) => walletOf(platform, i)));
    const ownerBefore = await walletOf(platform, owner);
    const feesBefore = await balanceOf('platform_fees', 'platform');
    const paymentId = randomUUID();
    const paid = await pay(rows[0].id, 500 * OMR, paymentId);
    expect(paid.status).toBe(201);
    const receipt = data(paid);
    // 500 of 1,400: the fee follows what is paid, ⌊15,000 × 500/1,400⌋ = 5.357.
    expect(receipt).toMatchObject({ id: paymentId, state: 'paid', amount: 500 * OMR, method: 'wallet', repaymentNumber: 1, distribution: { state: 'credited', fee: 5_357, distributed: 494_643, investorsCount: 3 } });
    expect((await walletOf(platform, owner)).balance).toBe(ownerBefore.balance - 500 * OMR);
    const after = await Promise.all(investors.map((i) => walletOf(platform, i)));
    const gains = after.map((a, i) => a.balance - before[i].balance);
    // 50 % : 30 % : 20 % of 494.643 → 247.3215, 148.3929, 98.9286: the two baisa left go to the largest remainders (.9, .6).
    expect(gains).toEqual([247_321, 148_393, 98_929]);
    expect(gains.reduce((a, b) => a + b, 0)).toBe(494_643);
    expect((await balanceOf('platform_fees', 'platform')) - feesBefore).toBe(5_357);
    expect(await balanceOf('repayment_escrow', campaign.id)).toBe(0);
    // The investor's wallet list says what it was.
    const listed = await waitFor(async () => {
      const list = await api('GET', 'wallet/get-user-wallet-list?limit=1', investors[0].token);
      return (data(list).docs as Array<Record<string, any>>).find((t) => t.type === 'distribution');
    }, { what: 'the distribution in the wallet list' });
    expect(listed).toMatchObject({ entryType: 'CREDIT', amount: 247_321, reason: null, status: 2 });
    // Each investor is told, once, in the bell.
    const told = await waitFor(async () => {
      const docs = data(await api('GET', 'user-notifications?limit=50', investors[2].token)).docs as Array<{ notificationType: string; campaignId?: { id: string; amount: number } }>;
      const mine = docs.filter((n) => n.notificationType === 'distributionCredited');
      return mine.length > 0 ? mine : null;
    }, { what: 'the investor told of the distribution' });
    expect(told).toHaveLength(1);
    expect(told[0].campaignId).toMatchObject({ id: campaign.id, amount: 98_929 });
    // The receipt, again: same answer; the row is partially paid.
    expect(data(await api('GET', `repayment/receipt/${paymentId}`, owner.token))).toMatchObject({ id: paymentId, state: 'paid' });
    expect((await schedule()).rows[0]).toMatchObject({ paid: 500 * OMR, outstandingAmount: 900 * OMR, repaymentStatus: 'partially_paid', totalReceivedPercent: 35.71, totalRemainingPercent: 64.29 });
  });

  it('[C7.4] sending the same payment again answers that payment and moves nothing; the same id for another amount is refused', async () => {
    const paymentId = randomUUID();
    expect((await pay(rows[1].id, 100 * OMR, paymentId)).status).toBe(201);
    const balance = (await walletOf(platform, owner)).balance;
    const again = await pay(rows[1].id, 100 * OMR, paymentId);
    expect(again.status).toBe(201);
    expect(data(again)).toMatchObject({ id: paymentId, state: 'paid', amount: 100 * OMR });
    expect((await walletOf(platform, owner)).balance).toBe(balance);
    // process-repayment on a finished payment answers it as it is; nobody else's.
    expect(data(await api('PATCH', `repayment/process-repayment/${paymentId}`, owner.token))).toMatchObject({ id: paymentId, state: 'paid', distribution: { state: 'credited' } });
    expect((await api('PATCH', `repayment/process-repayment/${paymentId}`, investors[0].token)).status).toBe(404);
    // [C7.4] check-and-process-wallet-investment is the same operation under its other path.
    expect(data(await api('PATCH', `repayment/check-and-process-wallet-investment/${paymentId}`, owner.token))).toMatchObject({ id: paymentId, state: 'paid', distribution: { state: 'credited' } });
    expect((await api('PATCH', `repayment/check-and-process-wallet-investment/${paymentId}`, investors[0].token)).status).toBe(404);
    const other = await pay(rows[1].id, 200 * OMR, paymentId);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('This payment reference was already used for another payment; please reload the page');
  });

  it('[C5.11][C8.3] more than is outstanding is refused with what is left; bad input gets 400 with messages; a stranger cannot pay', async () => {
    const over = await pay(rows[0].id, 901 * OMR);
    expect(over.status).toBe(422);
    expect(over.body.message).toBe('Amount exceeds the available amount: OMR 900 is outstanding on this repayment');
    const bad = await api('POST', 'repayment/create-repayment', owner.token, { paymentId: 'nope', rowId: rows[0].id, amount: 0, paymentType: 'cash' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['amount', 'paymentId', 'paymentType']);
    expect((await pay(rows[0].id, 10 * OMR, randomUUID(), investors[0].token)).status).toBe(404);
    const arabic = await api('POST', 'repayment/create-repayment', owner.token, { paymentId: randomUUID(), rowId: rows[0].id, amount: 901 * OMR, paymentType: 'wallet' }, 'ar');
    expect(arabic.body.message).toContain('المبلغ يتجاوز المبلغ المتاح');
  });

  it('[C8.3] too little in the wallet: "Insufficient wallet balance", the payment failed, nothing moved, the row still outstanding', async () => {
    const poor = await walletOf(platform, owner);
    const paymentId = randomUUID();
    // Row 4 asks 1,400; the owner holds 400 now.
    expect(poor.available).toBe(400 * OMR);
    const amount = 1_400 * OMR;
    const refused = await pay(rows[3].id, amount, paymentId);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Insufficient wallet balance');
    // The owner is told in the bell (C8.3 "repayment process failed").
    await waitFor(async () => (data(await api('GET', 'user-notifications?limit=50', owner.token)).docs as Array<{ notificationType: string }>).some((n) => n.notificationType === 'repaymentFailed'), { what: 'the owner told the repayment failed' });
    expect(data(await api('GET', `repayment/receipt/${paymentId}`, owner.token))).toMatchObject({ state: 'failed', failureReason: 'Insufficient wallet balance', distribution: null });
    expect((await walletOf(platform, owner)).balance).toBe(poor.balance);
    expect((await schedule()).rows[3]).toMatchObject({ paid: 0, outstandingAmount: 1_400 * OMR });
  });

  it('concurrent payments on one row never pay more than is due (one conditional write): five of 500 at once into 1,300 outstanding, two pass', async () => {
    await topUpWallet(platform, owner, 2_000 * OMR);
    const outstanding = (await schedule()).rows[1].outstandingAmount;
    expect(outstanding).toBe(1_300 * OMR);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(rows[1].id, 500 * OMR)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(3);
    const row = (await schedule()).rows[1];
    expect(row.paid).toBe(1_100 * OMR);
    expect(await balanceOf('repayment_escrow', campaign.id)).toBe(0);
  });

  it('[C7.9][C2.25] the investor sees the distribution schedule (expected and received), the chart, the future amount, and the report as CSV and PDF', async () => {
    const list = await api('GET', `my-investment/get-distribution-schedule-list?campaignId=${campaign.id}`, investors[0].token);
    expect(list.status).toBe(200);
    const mine = data(list).campaigns[0];
    expect(mine).toMatchObject({ campaignId: campaign.id, holding: 2_500 * OMR, holdingPercent: 50 });
    expect(mine.rows).toHaveLength(4);
    // Row 1: (1,400 − 15) × ½ expected; received so far the share of its one payment.
    expect(mine.rows[0]).toMatchObject({ repaymentNumber: 1, expected: 692_500, received: 247_321 });
    expect(mine.received).toBe(mine.rows.reduce((sum: number, r: { received: number }) => sum + r.received, 0));
    const all = data(await api('GET', 'my-investment/get-distribution-schedule-list', investors[0].token));
    expect(all.totals.received).toBe(mine.received);
    const year = data(await api('GET', `my-investment/get-graph-by-transactions-for-distribution?transactionYear=${new Date().getUTCFullYear()}`, investors[0].token));
    expect(year.months).toHaveLength(12);
    expect(year.months.reduce((sum: number, m: { received: number }) => sum + m.received, 0)).toBe(mine.received);
    const chart = data(await api('GET', 'my-investment/get-distribution-chart-data', investors[0].token));
    expect(chart.months.reduce((sum: number, m: { received: number }) => sum + m.received, 0)).toBe(mine.received);
    expect(data(await api('GET', 'my-investment/get-future-distribution', investors[0].token))).toMatchObject({ future: mine.future, next: { date: mine.rows[0].expectedDate } });
    const csv = await platform.api.request('GET', `/api/v1/my-investment/get-campaign-distribution-schedule-report?campaignId=${campaign.id}&format=csv&lng=en`, { token: investors[0].token });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = String(csv.body).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Campaign,Repayment no.,Type,Expected date,Expected amount (OMR),Received (OMR),Repayment status,Payment status,Last credited');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain('Sohar Solar Murabaha,1,Instalment');
    expect(lines[1]).toContain('692.500,247.321,Partially paid');
    const pdf = await platform.api.request('GET', `/api/v1/my-investment/get-campaign-distribution-schedule-report?format=pdf&lng=ar`, { token: investors[0].token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Someone without a holding there: 404.
    expect((await api('GET', `my-investment/get-distribution-schedule-list?campaignId=${campaign.id}`, owner.token)).status).toBe(404);
  });

  it('[C4.16] statuses follow the clock: awaiting within 14 days, then overdue and late with delay days; paying late is "late", never charged more', async () => {
    const due = new Date(`${rows[2].expectedDate}T12:00:00Z`).getTime();
    platform.travel(due - 10 * DAY - Date.now());
    expect((await schedule()).rows[2]).toMatchObject({ repaymentStatus: 'awaiting_payment', paymentStatus: 'awaiting' });
    platform.travel(15 * DAY);
    expect((await schedule()).rows[2]).toMatchObject({ repaymentStatus: 'overdue', paymentStatus: 'late', delayDays: 5, outstandingAmount: 1_400 * OMR });
    expect((await pay(rows[2].id, 1_400 * OMR)).status).toBe(201);
    expect((await schedule()).rows[2]).toMatchObject({ repaymentStatus: 'fully_paid', paymentStatus: 'late', delayDays: 5, totalRepayment: 1_400 * OMR, paid: 1_400 * OMR });
    platform.resetClocks();
  });

  it('owners are reminded a week before a due date and once it is overdue, once each', async () => {
    const sweeper = platform.service('repayments').get(RepaymentsSweeper);
    const remindersOf = async (type: string) => (data(await api('GET', 'user-notifications?limit=50', owner.token)).docs as Array<{ notificationType: string; campaignId?: { date?: string } }>).filter((n) => n.notificationType === type);
    platform.travel(new Date(`${rows[3].expectedDate}T12:00:00Z`).getTime() - 5 * DAY - Date.now());
    await sweeper.sweep();
    await sweeper.sweep();
    const soon = await waitFor(async () => ((await remindersOf('repaymentDueSoon')).some((n) => n.campaignId?.date === rows[3].expectedDate) ? remindersOf('repaymentDueSoon') : null), { what: 'the reminder before the due date' });
    expect(soon.filter((n) => n.campaignId?.date === rows[3].expectedDate)).toHaveLength(1);
    platform.travel(7 * DAY);
    await sweeper.sweep();
    await waitFor(async () => (await remindersOf('repaymentOverdue')).some((n) => n.campaignId?.date === rows[3].expectedDate), { what: 'the overdue reminder' });
  });

  it('[C4.16] an administrator writes a row off with a reason; it is no longer payable; others cannot', async () => {
    expect((await api('POST', `repayment/admin/write-off/${rows[3].id}`, owner.token, { reason: 'Owner insolvent' })).status).toBe(403);
    const missing = await api('POST', `repayment/admin/write-off/${rows[3].id}`, admin.token, { reason: '' });
    expect(missing.status).toBe(400);
    const written = await api('POST', `repayment/admin/write-off/${rows[3].id}`, admin.token, { reason: 'Owner insolvent: court order 12/2027' });
    expect(written.status).toBe(200);
    expect(data(written)).toMatchObject({ repaymentStatus: 'written_off', paymentStatus: 'not_paid', writtenOff: { reason: 'Owner insolvent: court order 12/2027' }, defaultRatio: 100 });
    const refused = await pay(rows[3].id, 10 * OMR);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This repayment was written off');
    const queue = data(await api('GET', 'repayment/admin/repayments?status=written_off', admin.token));
    expect(queue.docs.map((r: { id: string }) => r.id)).toContain(rows[3].id);
  });

  it('default and late-payment statistics of the last 36 months come from the schedules: written off and 90+ days late count as defaulted', async () => {
    // Nothing has fallen due yet.
    expect(data(await api('GET', `repayment/statistics?campaignId=${campaign.id}`))).toMatchObject({ rowsDue: 0, expected: 0, defaultRate: 0 });
    platform.travel(new Date(`${rows[3].expectedDate}T12:00:00Z`).getTime() + DAY - Date.now());
    const stats = data(await api('GET', `repayment/statistics?campaignId=${campaign.id}`));
    // Paid: 500 on row 1, 1,100 on row 2 (on time), 1,400 on row 3 five days late; row 4 written off;
    // rows 1 and 2 are now more than 90 days late on what is left (900 + 300).
    expect(stats).toMatchObject({ campaigns: 1, rowsDue: 4, expected: 5_600 * OMR, paid: 3_000 * OMR, paidOnTime: 1_600 * OMR, paidLate: 1_400 * OMR, defaulted: 2_600 * OMR, defaultRate: 46.43, lateRate: 25, averageDelayDays: 5 });
    expect(data(await api('GET', 'repayment/statistics'))).toMatchObject({ expected: 5_600 * OMR });
    platform.resetClocks();
  });

  it('[C7.4] calculate-total-repayment previews a schedule from terms (never compounding) and refuses bad terms with messages', async () => {
    const preview = await api('POST', 'repayment/calculate-total-repayment', undefined, { principal: 10_000 * OMR, interestRate: 10, termMonths: 24, gracePeriodMonths: 6, paymentFrequency: 'yearly', startDate: '2027-01-15' });
    expect(preview.status).toBe(200);
    expect(data(preview)).toMatchObject({ principal: 10_000 * OMR, totalProfitAmount: 2_000 * OMR, totalRepayment: 12_000 * OMR, rows: [{ expectedDate: '2028-07-15', totalRepayment: 6_000 * OMR }, { expectedDate: '2029-07-15' }] });
    const bad = await api('POST', 'repayment/calculate-total-repayment', undefined, { principal: 0, interestRate: 120, termMonths: 0, paymentFrequency: 'hourly' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'principal', msg: 'The principal must be 1 or more' },
        { field: 'interestRate', msg: 'The profit rate must be between 0 and 100 percent' },
        { field: 'termMonths', msg: 'The term must be between 1 and 600 months' },
        { field: 'paymentFrequency', msg: 'Please choose a payment frequency' },
      ]),
    );
  });

  it('[C3.10] automatic repayment pays a due row from the owner\'s wallet on its date; the sweeper does it once', async () => {
    expect((await api('POST', 'repayment/create-auto-repayment', owner.token, { campaignId: campaign.id, enabled: true })).status).toBe(200);
    await topUpWallet(platform, owner, 1_500 * OMR);
    const row = (await schedule()).rows[1];
    expect(row.outstandingAmount).toBe(300 * OMR);
    platform.travel(new Date(`${row.expectedDate}T12:00:00Z`).getTime() - Date.now());
    const sweeper = platform.service('repayments').get(RepaymentsSweeper);
    await sweeper.sweep();
    await sweeper.sweep();
    expect((await schedule()).rows[1]).toMatchObject({ repaymentStatus: 'fully_paid', paid: 1_400 * OMR, paymentStatus: 'on_time' });
    // The earlier row, still partly unpaid, was paid by the same sweep (late).
    expect((await schedule()).rows[0]).toMatchObject({ repaymentStatus: 'fully_paid', paid: 1_400 * OMR });
    platform.resetClocks();
    expect(await balanceOf('repayment_escrow', campaign.id)).toBe(0);
  });

  it('[C7.4] online-repayment: the owner pays a row by card; the card money passes through the wallet into the escrow and is distributed as a wallet payment is; a retry answers the same; a declined card frees the row', async () => {
    // A campaign of its own: the tests above have paid or written off every row of the first.
    await Promise.all([topUpWallet(platform, investors[0], 4_000 * OMR), topUpWallet(platform, investors[1], 1_000 * OMR)]);
    second = await makeFundedCampaign(platform, owner, admin, [[investors[0], 4_000 * OMR], [investors[1], 1_000 * OMR]], { termsSlug: 'debt', terms: { interestRate: 10, termLength: 6, gracePeriod: 0, paymentFrequency: 'quarterly' }, name: 'Nizwa Cold Store Murabaha' });
    target = await waitFor(async () => {
      const answer = await api('GET', `repayment/get-repayment/${second.id}`, owner.token);
      return answer.status === 200 && data(answer).rows.length > 0 ? data(answer).rows[0] : undefined;
    }, { what: 'the second schedule', timeoutMs: 60_000 });
    const ownerBefore = await walletOf(platform, owner);
    const investorsBefore = await Promise.all(investors.map((i) => walletOf(platform, i)));
    const paymentId = randomUUID();
    const online = (id: string, amount: number) => api('POST', 'repayment/online-repayment', owner.token, { paymentId: id, rowId: target.id, amount, paymentType: 'card' });
    const started = await online(paymentId, 60 * OMR);
    expect(started.status).toBe(201);
    expect(data(started).payment).toMatchObject({ id: paymentId, state: 'pending', method: 'card', amount: 60 * OMR });
    const { checkout } = data(started);
    expect(checkout).toMatchObject({ status: 1, method: 'sandbox_card', amount: 60 * OMR });
    expect(checkout.totalAmount).toBe(60 * OMR + checkout.totalFees);
    expect(checkout.redirectUrl).toMatch(/\/wallet-payment\/[\w-]+$/);
    // A retry (a double click, a lost answer) answers the same payment and the same page.
    const again = await online(paymentId, 60 * OMR);
    expect([again.status, data(again).checkout.redirectUrl]).toEqual([201, checkout.redirectUrl]);
    // While the card is being paid its amount stays reserved on the row.
    const over = await online(randomUUID(), target.outstandingAmount - 60 * OMR + 1);
    expect(over.status).toBe(422);

    expect((await paySandboxCheckout(platform, checkout.redirectUrl)).status).toBe(200);
    const paid = await waitFor(async () => {
      const receipt = data(await api('GET', `repayment/receipt/${paymentId}`, owner.token));
      return receipt.state === 'paid' && receipt.distribution?.state === 'credited' ? receipt : null;
    }, { what: 'the card repayment paid and distributed' });
    expect(paid).toMatchObject({ method: 'card', amount: 60 * OMR, transferId: `repayment:${paymentId}` });
    // The owner's wallet took the card's money and passed it on: its balance is as before.
    expect((await walletOf(platform, owner)).balance).toBe(ownerBefore.balance);
    const gains = (await Promise.all(investors.map((i) => walletOf(platform, i)))).map((w, i) => w.balance - investorsBefore[i].balance);
    expect(gains.reduce((a, b) => a + b, 0)).toBe(paid.distribution.distributed);
    expect(await balanceOf('repayment_escrow', second.id)).toBe(0);
    expect(await outstandingOf()).toBe(target.outstandingAmount - 60 * OMR);

    const declinedId = randomUUID();
    const declined = data(await online(declinedId, 30 * OMR));
    await paySandboxCheckout(platform, declined.checkout.redirectUrl, SANDBOX_CARDS.declined);
    const failed = await waitFor(async () => {
      const receipt = data(await api('GET', `repayment/receipt/${declinedId}`, owner.token));
      return receipt.state === 'failed' ? receipt : null;
    }, { what: 'the declined card repayment failed' });
    expect(failed).toMatchObject({ failureReason: 'Repayment process failed', distribution: null });
    expect(await outstandingOf()).toBe(target.outstandingAmount - 60 * OMR);
    expect((await walletOf(platform, owner)).balance).toBe(ownerBefore.balance);
    // Bad input is a 400 with its message; another's row is not found.
    const bad = await api('POST', 'repayment/online-repayment', owner.token, { paymentId: randomUUID(), rowId: target.id, amount: 10 * OMR, paymentType: 'wallet' });
    expect([bad.status, bad.body.errors?.[0]?.field]).toEqual([400, 'paymentType']);
    expect((await api('POST', 'repayment/online-repayment', investors[0].token, { paymentId: randomUUID(), rowId: target.id, amount: 10 * OMR, paymentType: 'card' })).status).toBe(404);

    // [issue 38] Administrators export the period's payments, each with its distribution.
    const csv = async (query: string, lng = 'en') => fetch(`${platform.gatewayUrl}/api/v1/repayment/admin/export/payments.csv?${query}&lng=${lng}`, { headers: { authorization: `Bearer ${admin.token}` } });
    const answer = await csv('from=2020-01-01&to=2099-12-31');
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Date (Muscat time),Payment,Campaign,Payer ID,Amount,Currency,Method,Status,Paid (Muscat time),Platform fee,Shared among investors,Investors');
    const paidLine = lines.find((l) => l.includes(paymentId))!.split(',');
    expect(paidLine.slice(2, 8)).toEqual(['Nizwa Cold Store Murabaha', owner.id, '60.000', 'OMR', 'Card', 'Paid']);
    expect(paidLine[10]).toBe((paid.distribution.distributed / 1000).toFixed(3));
    expect(lines.find((l) => l.includes(declinedId))).toContain(',Card,Failed,');
    const arabic = new TextDecoder().decode(await (await csv('from=2020-01-01&to=2099-12-31', 'ar')).arrayBuffer());
    expect(arabic.split('\r\n')[0]).toContain('الموزَّع على المستثمرين');
    expect((await csv('from=2026-02-30')).status).toBe(400);
    expect((await api('GET', 'repayment/admin/export/payments.csv', owner.token)).status).toBe(403);
  });

  it("[C7.4][C1.3] upload-user-contact: the owner reports an instalment paid outside the platform with the transfer's proof; an administrator reads the proof and approves it, and it is distributed", async () => {
    const checker = await makeAdmin(platform);
    const before = await outstandingOf();
    const slip = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1').toString('base64')}`;
    const report = (body: Record<string, unknown>, token = owner.token, lng = 'en') =>
      api('PATCH', 'repayment/upload-user-contact', token, { requestId: randomUUID(), rowId: target.id, amount: 30 * OMR, reference: 'BD-55120', proof: slip, ...body }, lng);

    const requestId = randomUUID();
    const reported = await report({ requestId, note: 'Paid from our Bank Dhofar account' });
    expect(reported.status).toBe(200);
    expect(data(reported)).toMatchObject({ id: requestId, status: 'awaiting_approval', amount: 30 * OMR, reference: 'BD-55120', makerId: owner.id, reportedBy: 'owner', hasProof: true, payment: null });
    // A retry answers the same report; the amount is set aside once (the row's outstanding moves only when paid).
    expect(data(await report({ requestId }))).toMatchObject({ id: requestId, reportedBy: 'owner' });
    expect(await outstandingOf()).toBe(before);
    expect((await report({ amount: before - 30 * OMR + 1 })).status).toBe(422);

    // Only the campaign's owner reports on its rows; the proof must be a real PDF, PNG or JPEG under 5 MB.
    expect((await report({}, investors[0].token)).status).toBe(404);
    const missing = await report({ proof: undefined }, owner.token, 'ar');
    expect([missing.status, missing.body.errors?.[0]]).toEqual([400, { field: 'proof', msg: 'يرجى إرفاق إثبات التحويل' }]);
    for (const proof of [`data:image/gif;base64,${Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64')}`, `data:application/pdf;base64,${Buffer.from('<html><script>x</script></html>').toString('base64')}`, 'not a file']) {
      const refused = await report({ proof });
      expect([refused.status, refused.body.errors?.[0]?.msg]).toEqual([400, 'The proof must be a PDF, PNG or JPEG file']);
    }
    const large = await report({ proof: `data:application/pdf;base64,${Buffer.alloc(5 * 1024 * 1024 + 3, 65).toString('base64')}` });
    expect([large.status, large.body.errors?.[0]?.msg]).toEqual([400, 'The proof must be smaller than 5 MB']);

    // The administrator reads the proof before deciding; the owner cannot read it here nor decide.
    const listed = data(await api('GET', 'repayment/admin/offline-repayments?status=awaiting_approval&limit=50', checker.token)).docs.find((d: { id: string }) => d.id === requestId);
    expect(listed).toMatchObject({ reportedBy: 'owner', hasProof: true });
    const proof = await platform.api.request('GET', `/api/v1/repayment/admin/offline-repayments/${requestId}/proof`, { token: checker.token });
    expect(proof.status).toBe(200);
    expect(proof.headers['content-type']).toBe('application/pdf');
    expect((await platform.api.request('GET', `/api/v1/repayment/admin/offline-repayments/${requestId}/proof`, { token: owner.token })).status).toBe(403);
    expect((await api('GET', `repayment/admin/offline-repayments/${randomUUID()}/proof`, checker.token)).status).toBe(404);

    const approved = await api('POST', `repayment/admin/offline-repayments/${requestId}/approve`, checker.token);
    expect(data(approved)).toMatchObject({ status: 'approved', checkerId: checker.id, payment: { id: requestId, method: 'offline', state: 'paid', amount: 30 * OMR, distribution: { state: 'credited' } } });
    expect(await outstandingOf()).toBe(before - 30 * OMR);
  });

  it('[C1.3][C6.4] a repayment received outside the platform: one administrator records it (its amount set aside), another approves it and it is distributed from the bank transfers\' clearing; a declined one frees its amount; nobody decides their own', async () => {
    const [maker, checker] = await Promise.all([makeAdmin(platform), makeAdmin(platform)]);
    const before = await outstandingOf();
    const investorsBefore = await Promise.all(investors.map((i) => walletOf(platform, i)));
    const clearingBefore = await balanceOf('gateway_clearing', 'bank_transfer');
    const requestId = randomUUID();
    const record = (id: string, amount: number, token = maker.token) => api('POST', 'repayment/admin/offline-repayments', token, { requestId: id, rowId: target.id, amount, reference: 'BM-TRX-88231', note: 'Transfer to the platform account on 28 Nov' });
    const recorded = await record(requestId, 40 * OMR);
    expect(recorded.status).toBe(201);
    expect(data(recorded)).toMatchObject({ id: requestId, status: 'awaiting_approval', amount: 40 * OMR, reference: 'BM-TRX-88231', makerId: maker.id, payment: null });
    // A retry answers the same request; the amount is set aside once.
    expect((await record(requestId, 40 * OMR)).status).toBe(201);
    expect(await outstandingOf()).toBe(before);
    expect((await record(randomUUID(), before - 40 * OMR + 1)).status).toBe(422);
    const own = await api('POST', `repayment/admin/offline-repayments/${requestId}/approve`, maker.token);
    expect([own.status, own.body.message]).toEqual([409, 'Another administrator must approve or decline a repayment you recorded']);
    expect((await api('POST', `repayment/admin/offline-repayments/${requestId}/approve`, owner.token)).status).toBe(403);
    expect(data(await api('GET', 'repayment/admin/offline-repayments?status=awaiting_approval&limit=50', checker.token)).docs.map((d: { id: string }) => d.id)).toContain(requestId);

    const approved = await api('POST', `repayment/admin/offline-repayments/${requestId}/approve`, checker.token);
    expect(approved.status).toBe(200);
    expect(data(approved)).toMatchObject({ status: 'approved', checkerId: checker.id, payment: { id: requestId, method: 'offline', state: 'paid', amount: 40 * OMR, distribution: { state: 'credited' } } });
    const distributed = data(approved).payment.distribution.distributed as number;
    const gains = (await Promise.all(investors.map((i) => walletOf(platform, i)))).map((w, i) => w.balance - investorsBefore[i].balance);
    expect(gains.reduce((a, b) => a + b, 0)).toBe(distributed);
    expect(await balanceOf('gateway_clearing', 'bank_transfer')).toBe(clearingBefore - 40 * OMR);
    expect(await balanceOf('repayment_escrow', second.id)).toBe(0);
    expect(await outstandingOf()).toBe(before - 40 * OMR);
    // Approving again answers the same; declining it now is refused.
    expect(data(await api('POST', `repayment/admin/offline-repayments/${requestId}/approve`, checker.token))).toMatchObject({ status: 'approved', payment: { state: 'paid' } });
    expect((await api('POST', `repayment/admin/offline-repayments/${requestId}/decline`, checker.token, { reason: 'Changed my mind' })).status).toBe(409);

    const declinedId = randomUUID();
    expect((await record(declinedId, 25 * OMR)).status).toBe(201);
    expect(await outstandingOf()).toBe(before - 40 * OMR);
    const noReason = await api('POST', `repayment/admin/offline-repayments/${declinedId}/decline`, checker.token, {});
    expect([noReason.status, noReason.body.errors?.[0]?.field]).toEqual([400, 'reason']);
    const declined = await api('POST', `repayment/admin/offline-repayments/${declinedId}/decline`, checker.token, { reason: 'No such transfer on the statement' }, 'ar');
    expect(data(declined)).toMatchObject({ status: 'declined', declineReason: 'No such transfer on the statement', payment: null });
    // Its 25 set aside are free again: the whole outstanding can be recorded.
    const whole = await record(randomUUID(), before - 40 * OMR);
    expect(whole.status).toBe(201);
    expect((await api('POST', 'repayment/admin/offline-repayments', maker.token, { requestId: 'x', rowId: target.id, amount: 0, reference: '' })).body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['amount', 'reference', 'requestId']);
  });
});
