import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { InvestmentFundedV1, InvestmentsCampaignClosedV1 } from '@cf/contracts';
import { eventMessage, sendJson, testDatabaseKind, untilAnswered } from '@cf/testing';
import type { DistributedPlatform, ServiceProcess } from '@cf/deploy';
import { payloadOf, startCrashPlatform, walletLedger, type CrashPlatform } from './support/crash-platform';
import { offerPublished, publishToKafka, testInvestors, waitUntil as waitFor } from './support/investments-events';

/**
 * An owner's repayment killed with SIGKILL right after each of its steps (issue 15), on MariaDB.
 * Repayments runs as its own OS process beside the wallet. A debt campaign with seven investors of
 * uneven holdings gets four identical instalments; each is paid with the process armed to kill
 * itself right after one step (REPAYMENT_CRASH_AFTER, refused in production): the payment written,
 * the money taken from the owner's wallet, the payment recorded, the distribution's batch posted.
 * The owner's client sends the same payment again (same paymentId) until it is answered, and must
 * learn the real outcome (paid, distributed). Checked against an uninterrupted instalment of a twin
 * campaign: every investor got exactly their share once per instalment (nobody paid twice, nobody
 * forgotten), the owner paid each instalment once, the repayment escrow is empty, the platform's fee
 * once each. A repayment by card (issue 38) is killed after its payment is written and after its card
 * payment is started: the retry answers the same provider page, and the paid card (the wallet's
 * settlement, told to repayments as an event) finishes it. Then the books reconcile (`npm run
 * ledger:check`) and repayments' event chain verifies.
 */
const ROOT = resolve(__dirname, '..', '..');
const run = promisify(execFile);
const OMR = 1000;
const HOLDINGS = [1_300, 1_100, 1_000, 1_000, 900, 900, 800].map((h) => h * OMR);
const RAISED = HOLDINGS.reduce((a, b) => a + b, 0);
const STEPS = ['payment-written', 'money-taken', 'payment-recorded', 'distribution-posted'] as const;

const describeOnMariaDb = testDatabaseKind() === 'mysql' ? describe : describe.skip;

describeOnMariaDb('[issue 15] a repayment killed with SIGKILL after each step, then retried by the owner', () => {
  let crash: CrashPlatform;
  let platform: DistributedPlatform;
  let repayments: ServiceProcess;
  let owner: { userId: string; token: string };
  let investors: Array<{ userId: string; token: string }>;
  let ledger: ReturnType<typeof walletLedger>;

  beforeAll(async () => {
    // The sweeper is off: the owner's retries alone must finish every payment.
    crash = await startCrashPlatform('repayment-crash', ['wallet', 'repayments'], { REPAYMENT_SWEEP_MS: '0' });
    platform = crash.platform;
    repayments = crash.process('repayments');
    ledger = walletLedger(crash.process('wallet'));
    [owner] = await testInvestors(1);
    investors = await testInvestors(HOLDINGS.length);
  }, 240_000);

  afterAll(async () => {
    await crash?.stop();
  }, 60_000);

  const api = (method: string, path: string, options: { token?: string; body?: unknown } = {}) => sendJson(`${repayments.url}/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=en`, { method, ...options });
  const payload = payloadOf;
  const balance = (kind: string, accountOwner: string) => ledger.balance(kind, accountOwner);
  const waitUntil = (predicate: () => Promise<boolean>, ms: number, what: string) => waitFor(predicate, ms, what, () => repayments.output());
  const wallets = () => Promise.all(investors.map((i) => balance('user_wallet', i.userId)));

  /** A successful debt campaign as campaigns and investments publish it: 12 % a year, 12 months, quarterly. */
  const closedCampaign = async (): Promise<Array<Record<string, any>>> => {
    const id = randomUUID();
    const offer = offerPublished(id, {
      name: 'Crash Murabaha',
      goal: RAISED,
      minimumInvestment: 100 * OMR,
      maximumInvestment: RAISED,
      ownerId: owner.userId,
      termsSlug: 'debt',
      pricePerShare: null,
      repaymentTerms: { interestRate: 12, termMonths: 12, gracePeriodMonths: 0, paymentFrequency: 'quarterly', paybackStartDate: null, distributionOfNetProfit: null },
    });
    const funded = investors.map((investor, i) =>
      eventMessage(InvestmentFundedV1, { investmentId: randomUUID(), investorId: investor.userId, campaignId: id, campaignName: 'Crash Murabaha', amount: HOLDINGS[i], currency: 'OMR' }, id),
    );
    const closed = eventMessage(
      InvestmentsCampaignClosedV1,
      { campaignId: id, ownerId: owner.userId, campaignName: 'Crash Murabaha', outcome: 'successful', trigger: 'maximum', currency: 'OMR', goal: RAISED, raised: RAISED, investorsCount: HOLDINGS.length, fee: 0, vat: 0, ownerAmount: RAISED, refunded: 0 },
      id,
    );
    await publishToKafka(platform.kafkaBrokers, `repayment-crash-${crash.runId}`, [offer, ...funded, closed]);
    let rows: Array<Record<string, any>> = [];
    await waitUntil(async () => {
      const answer = await api('GET', `repayment/get-repayment/${id}`, { token: owner.token });
      rows = (payload(answer).rows as Array<Record<string, any>>) ?? [];
      return answer.status === 200 && rows.length === 4 && payload(answer).investorsCount === HOLDINGS.length;
    }, 60_000, 'the schedule and the holdings');
    return rows;
  };

  /** The owner's client: the same payment sent again until the service answers it. */
  const payUntilAnswered = async (rowId: string, amount: number, paymentId: string) => {
    const answer = await untilAnswered(() => api('POST', 'repayment/create-repayment', { token: owner.token, body: { paymentId, rowId, amount, paymentType: 'wallet' } }), Date.now() + 60_000, {
      what: `payment ${paymentId}`,
      output: () => repayments.output().slice(-3000),
    });
    return answer;
  };

  const restartRepayments = async (crashAfter: string | null) => {
    if (repayments.running()) await repayments.stop('SIGKILL');
    if (crashAfter) repayments.env.REPAYMENT_CRASH_AFTER = crashAfter;
    else delete repayments.env.REPAYMENT_CRASH_AFTER;
    await repayments.start();
  };

  it('a repayment killed after each of its steps in turn: the retried payment answers paid and distributed, and everyone holds exactly what one uninterrupted payment gives', async () => {
    const funded = await ledger.call('POST', 'transfers', {
      transferId: `fund-owner-${owner.userId}`,
      reason: 'admin_credit',
      entries: [
        { account: { kind: 'suspense', owner: 'platform', currency: 'OMR' }, amount: -20_000 * OMR },
        { account: { kind: 'user_wallet', owner: owner.userId, currency: 'OMR' }, amount: 20_000 * OMR },
      ],
    });
    expect(funded.status).toBe(200);

    // The twin campaign's first instalment, paid without interruption: what each investor gets.
    const baselineRows = await closedCampaign();
    const instalment = baselineRows[0].totalRepayment as number;
    expect(baselineRows.every((r) => r.totalRepayment === instalment && r.platformFees === baselineRows[0].platformFees)).toBe(true);
    const beforeBaseline = await wallets();
    const baseline = await payUntilAnswered(baselineRows[0].id, instalment, randomUUID());
    expect(baseline.status).toBe(201);
    expect(payload(baseline)).toMatchObject({ state: 'paid', distribution: { state: 'credited', investorsCount: HOLDINGS.length } });
    const shares = (await wallets()).map((w, i) => w - beforeBaseline[i]);
    const fee = payload(baseline).distribution.fee as number;
    expect(shares.reduce((a, b) => a + b, 0) + fee).toBe(instalment);

    // One instalment killed after each step in turn: every restart arms the next step and the owner's
    // retried payment resumes from where it stopped (each restart is a process start: most of this test's time).
    const rows = await closedCampaign();
    const [walletsBefore, ownerBefore, feesBefore] = [await wallets(), await balance('user_wallet', owner.userId), await balance('platform_fees', 'platform')];
    const paymentId = randomUUID();
    for (const step of STEPS) {
      await restartRepayments(step);
      await api('POST', 'repayment/create-repayment', { token: owner.token, body: { paymentId, rowId: rows[0].id, amount: instalment, paymentType: 'wallet' } }).catch(() => null);
      await waitUntil(async () => !repayments.running(), 30_000, `repayments to die after ${step}`);
      expect(repayments.output()).toContain(`REPAYMENT_CRASH_AFTER=${step}`);
    }
    await restartRepayments(null);
    // The retrying client learns the real outcome.
    const answer = await payUntilAnswered(rows[0].id, instalment, paymentId);
    expect([answer.status, payload(answer).state, payload(answer).distribution?.state]).toEqual([201, 'paid', 'credited']);
    expect(payload(answer).id).toBe(paymentId);

    // Everyone holds exactly what the uninterrupted payment gave.
    const walletsAfter = await wallets();
    expect(walletsAfter.map((w, i) => w - walletsBefore[i])).toEqual(shares);
    expect(ownerBefore - (await balance('user_wallet', owner.userId))).toBe(instalment);
    expect((await balance('platform_fees', 'platform')) - feesBefore).toBe(fee);
    const schedule = payload(await api('GET', `repayment/get-repayment/${payload(await api('GET', `repayment/get-single-repayment/${rows[0].id}`, { token: owner.token })).campaign.campaignId}`, { token: owner.token }));
    expect(schedule.rows[0].repaymentStatus).toBe('fully_paid');
    expect(schedule.rows.slice(1).map((r: { repaymentStatus: string }) => r.repaymentStatus)).not.toContain('fully_paid');
    expect(await balance('repayment_escrow', schedule.campaignId)).toBe(0);
  }, 600_000);

  it('[issue 38] a repayment by card killed after its payment was written, then after its card payment was started: the retry answers the card provider\'s page, the paid card finishes it, each investor gets one share', async () => {
    const CARD_STEPS = ['payment-written', 'card-started'] as const;
    const wallet = crash.process('wallet');
    const rows = await closedCampaign();
    const instalment = rows[0].totalRepayment as number;
    const [walletsBefore, ownerBefore] = [await wallets(), await balance('user_wallet', owner.userId)];
    const byCard = (rowId: string, paymentId: string) => api('POST', 'repayment/online-repayment', { token: owner.token, body: { paymentId, rowId, amount: instalment, paymentType: 'card' } });
    // One card payment killed after each step in turn, then paid.
    const paymentId = randomUUID();
    for (const step of CARD_STEPS) {
      await restartRepayments(step);
      await byCard(rows[0].id, paymentId).catch(() => null);
      await waitUntil(async () => !repayments.running(), 30_000, `repayments to die after ${step}`);
      expect(repayments.output()).toContain(`REPAYMENT_CRASH_AFTER=${step}`);
    }
    await restartRepayments(null);
    // The owner's retry learns where the payment stands: pending, with the card provider's page.
    const retried = await untilAnswered(() => byCard(rows[0].id, paymentId), Date.now() + 60_000, { what: `card payment ${paymentId}`, output: () => repayments.output().slice(-3000) });
    expect([retried.status, payload(retried).payment.state]).toEqual([201, 'pending']);
    const sessionId = String(payload(retried).checkout.redirectUrl).split('/wallet-payment/')[1];
    const paid = await sendJson(`${wallet.url}/api/v1/equity/payment-gateway/sandbox/sessions/${sessionId}/pay`, { method: 'POST', body: { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123', holderName: 'Crash Owner' } });
    expect(paid.status).toBe(200);
    // The wallet's settlement reaches repayments as an event; the receipt shows the payment paid and distributed.
    let receipt: Record<string, any> = {};
    await waitUntil(async () => {
      receipt = payload(await api('GET', `repayment/receipt/${paymentId}`, { token: owner.token }));
      return receipt.state === 'paid' && receipt.distribution?.state === 'credited';
    }, 60_000, `card payment ${paymentId} paid and distributed`);
    const distributions = [receipt.distribution.distributed as number];
    const gains = (await wallets()).map((w, i) => w - walletsBefore[i]);
    expect(gains.reduce((a, b) => a + b, 0)).toBe(distributions.reduce((a, b) => a + b, 0));
    // The card's money passed through the owner's wallet: its balance is as before.
    expect(await balance('user_wallet', owner.userId)).toBe(ownerBefore);
    expect(await balance('repayment_escrow', rows[0].campaignId ?? payload(await api('GET', `repayment/get-single-repayment/${rows[0].id}`, { token: owner.token })).campaign.campaignId)).toBe(0);
  }, 300_000);

  it('after both, the books reconcile and repayments\' event chain verifies, as an operator checks them', async () => {
    const env = { ...process.env, DB_URL: platform.databases.wallet };
    const books = await run('npm', ['run', '-s', 'ledger:check'], { cwd: ROOT, env }).catch((e: { stdout: string; stderr: string }) => e);
    expect(books.stdout + books.stderr).not.toMatch(/FAIL/);
    expect('code' in books ? books.code : 0).toBe(0);
    const audit = await run('npm', ['run', '-s', 'audit:events', '--', '--outbox', '--db', platform.databases.repayments, '--service', 'repayments'], { cwd: ROOT, env }).catch(
      (e: { stdout: string; stderr: string }) => e,
    );
    expect('code' in audit ? `${audit.stdout}${audit.stderr}` : 'ok').toBe('ok');
  }, 120_000);
});
