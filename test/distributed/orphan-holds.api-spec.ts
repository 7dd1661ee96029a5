import { randomUUID } from 'node:crypto';
import { ContractCodes, sendJson, signAndConfirm, signTestToken, untilAnswered } from '@cf/testing';
import type { DistributedPlatform, ServiceProcess } from '@cf/deploy';
import { payloadOf, startCrashPlatform, walletLedger, type CrashPlatform } from './support/crash-platform';
import { investorAccepted, offerPublished, publishToKafka, testInvestors, waitUntil as waitFor } from './support/investments-events';

/**
 * Issue 34, "no hold without a live investment". Investments and the wallet as OS processes. Ten
 * investors pay their reservations with an Idempotency-Key while the wallet is paused (SIGSTOP);
 * investments is killed (SIGKILL) with the ten payments in the wallet's hands, then the wallet
 * resumes and places the ten holds, whose investments recorded nothing (the move to "processing"
 * rolled back with each request's transaction). Investments starts again: five clients retry with
 * their key, five never do. Checked: every hold ends captured for a paid investment (the retries'
 * and the reconciliation's), no hold stays pending, and each investor's wallet holds exactly what
 * one payment costs. A hold whose investment was never recorded at all is voided, the money back.
 */
const OMR = 1000;
const INVESTORS = 10;
const AMOUNT = 50 * OMR;
const FUNDING = 1_000 * OMR;

describe('[issue 34] payments cut by a crash between the wallet\'s hold and investments\' record are finished or undone by the reconciliation', () => {
  let crash: CrashPlatform;
  let platform: DistributedPlatform;
  let investments: ServiceProcess;
  let wallet: ServiceProcess;
  let ledger: ReturnType<typeof walletLedger>;
  let investors: Array<{ userId: string; token: string }>;
  let codes: ContractCodes;

  beforeAll(async () => {
    // No cancellation window (a paid investment goes to escrow at once); the reconciliation every half second, for holds older than a second.
    crash = await startCrashPlatform('orphan-holds', ['wallet', 'investments'], {
      CANCELLATION_WINDOW_HOURS: '0',
      INVESTMENT_SWEEP_MS: '500',
      SETTLE_AFTER_SECONDS: '2',
      CLOSE_SWEEP_MS: '0',
      HOLD_RECONCILE_MS: '500',
      HOLD_RECONCILE_GRACE_SECONDS: '1',
    });
    platform = crash.platform;
    investments = crash.process('investments');
    wallet = crash.process('wallet');
    ledger = walletLedger(wallet);
    investors = await testInvestors(INVESTORS);
    codes = await ContractCodes.start(platform.kafkaBrokers, crash.runId);
  }, 240_000);

  afterAll(async () => {
    await codes?.stop();
    if (wallet?.pid()) process.kill(wallet.pid()!, 'SIGCONT');
    await crash?.stop();
  }, 60_000);

  const api = (method: string, path: string, options: { token?: string; key?: string; body?: unknown } = {}) =>
    sendJson(`${investments.url}/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=en`, { method, ...options });
  const waitUntil = (predicate: () => Promise<boolean>, ms: number, what: string) => waitFor(predicate, ms, what, () => investments.output());
  const wallets = async (userId: string) => payloadOf(await ledger.call('GET', `balances?kind=user_wallet&owner=${userId}&currency=OMR`)) as { balance: number; held: number; available: number };

  it('captures every hold for a paid investment whether or not its client retried, and leaves no money held', async () => {
    const campaignId = randomUUID();
    for (const investor of investors) expect((await ledger.fund(investor.userId, FUNDING)).status).toBe(200);
    await publishToKafka(platform.kafkaBrokers, `orphan-holds-${crash.runId}`, [
      offerPublished(campaignId, { name: 'Orphan Holds Dates', goal: 100 * AMOUNT, minimumInvestment: AMOUNT, maximumInvestment: AMOUNT }),
      ...investors.map((investor) =>
        investorAccepted(investor.userId, { limits: { perTransaction: null, perCampaign: null, perMonth: null, rolling12Months: 20_000 * OMR, total: null }, cancellation: { hours: 0, notWithinHoursOfClose: 0 } }),
      ),
    ]);
    await waitUntil(
      async () => (await Promise.all(investors.map((i) => api('GET', `investment/offer/${campaignId}`, { token: i.token })))).every((a) => (payloadOf(a).investor as { verified?: boolean } | null)?.verified === true),
      60_000,
      'the offer and the decisions to reach investments',
    );
    const reservations = [];
    for (const investor of investors) {
      const reserved = await api('POST', `investment/${campaignId}`, { token: investor.token, body: { amount: AMOUNT, acceptTerms: true, acceptRisk: true } });
      expect(reserved.status).toBe(201);
      await signAndConfirm((method, path, body) => api(method, path, { token: investor.token, body }), codes, payloadOf(reserved).id as string, Date.now() + 30_000);
      reservations.push({ investor, id: payloadOf(reserved).id as string, key: `pay-${randomUUID()}` });
    }

    // The wallet stops answering; ten payments go out and wait on it; investments dies with them in hand.
    process.kill(wallet.pid()!, 'SIGSTOP');
    const cut = reservations.map((r) => api('POST', `process-investment/${r.id}`, { token: r.investor.token, key: r.key, body: { paymentType: 'wallet' } }).catch(() => 'cut' as const));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await investments.stop('SIGKILL');
    // No client learned an outcome: the connection was cut, or investments answered that the wallet was unavailable (503).
    expect((await Promise.all(cut)).map((outcome) => (outcome === 'cut' ? 'cut' : outcome.status === 503 ? 'unavailable' : `${outcome.status} ${JSON.stringify(outcome.body)}`)).filter((o) => o !== 'cut' && o !== 'unavailable')).toEqual([]);
    process.kill(wallet.pid()!, 'SIGCONT');
    await waitUntil(async () => (await Promise.all(investors.map((i) => wallets(i.userId)))).every((w) => w.held === AMOUNT), 30_000, 'the wallet to place the ten holds');

    // A hold investments never recorded at all (its service died before the reservation committed).
    const stray = investors[0];
    const strayHold = await ledger.call('POST', 'holds', {
      holdId: `investment:${randomUUID()}`,
      reason: 'investment',
      from: { kind: 'user_wallet', owner: stray.userId, currency: 'OMR' },
      to: { kind: 'campaign_escrow', owner: campaignId, currency: 'OMR' },
      amount: AMOUNT,
      expiresAt: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
      metadata: { investmentId: 'never-recorded' },
    });
    expect(strayHold.status).toBe(200);

    await investments.start();
    // Half the clients retry with their key and learn the outcome; the other half never come back.
    const retried = await Promise.all(
      reservations.slice(0, INVESTORS / 2).map((r) =>
        untilAnswered(() => api('POST', `process-investment/${r.id}`, { token: r.investor.token, key: r.key, body: { paymentType: 'wallet' } }), Date.now() + 60_000, {
          what: 'a retried payment',
          output: () => investments.output().slice(-3000),
        }),
      ),
    );
    // Paid (the sweep may post a committed one into escrow while its answer is being written).
    expect(retried.map((answer) => [answer.status, ['committed', 'confirmed'].includes(payloadOf(answer).state as string)])).toEqual(Array.from({ length: INVESTORS / 2 }, () => [200, true]));

    // The reconciliation finishes the rest and voids the stray hold: nothing stays held.
    await waitUntil(async () => (await Promise.all(investors.map((i) => wallets(i.userId)))).every((w) => w.held === 0), 30_000, 'no money left held');
    for (const investor of investors) expect(await wallets(investor.userId)).toMatchObject({ balance: FUNDING - AMOUNT, held: 0, available: FUNDING - AMOUNT });
    expect(payloadOf(await ledger.call('GET', `holds/${encodeURIComponent(payloadOf(strayHold).holdId as string)}`)).status).toBe('voided');
    expect(await ledger.balance('campaign_escrow', campaignId)).toBe(INVESTORS * AMOUNT);
    for (const r of reservations) {
      const mine = payloadOf(await api('GET', 'my-investment?limit=50', { token: r.investor.token })).docs as Array<{ id: string; state: string }>;
      expect(mine.find((m) => m.id === r.id)?.state).toBe('confirmed');
    }

    // Consumers back within seconds: killed and started again, investments handles a new offer's event soon after it answers.
    await investments.stop('SIGKILL');
    await investments.start();
    const restartedAt = Date.now();
    const next = randomUUID();
    await publishToKafka(platform.kafkaBrokers, `orphan-holds-next-${crash.runId}`, [offerPublished(next, { name: 'After The Crash', goal: 10 * AMOUNT, minimumInvestment: AMOUNT, maximumInvestment: AMOUNT })]);
    await waitUntil(async () => (await api('GET', `investment/offer/${next}`, { token: investors[0].token })).status === 200, 40_000, 'the restarted consumers to handle a new event');
    const backAfterMs = Date.now() - restartedAt;
    console.log(`investments' consumers handled events again ${backAfterMs} ms after its restart answered`);
    // Kafka's default session (30 s) held the crashed member's partitions for about half a minute (31-33 s
    // measured); now a few seconds, 5.7 s seen on a loaded 2-core CI run: 15 s still tells the two apart.
    expect(backAfterMs).toBeLessThan(15_000);

    const adminToken = await signTestToken({ sub: randomUUID(), isAdmin: true });
    const report = await sendJson(`${investments.url}/internal/hold-reconciliation`, { method: 'GET', token: adminToken });
    expect(payloadOf(report)).toMatchObject({ finished: [], voided: [] });
  }, 300_000);
});
