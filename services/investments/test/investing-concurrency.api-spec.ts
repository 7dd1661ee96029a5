import { signContract, makeAdmin, makeCampaign, makeOwner, makeVerifiedInvestor, startTestPlatform, topUpWallet, waitFor, walletOf, type ApiResponse, type TestPlatform, type TestUser } from '@cf/testing';
import { randomUUID } from 'node:crypto';
import { InvestmentSweeper } from '../src/investing/investment.sweeper';
import { ReservationGroups } from '../src/investing/reservation-groups';

/**
 * Capacity and limits under load, through the gateway (C5.11, DESIGN §5, §10): no campaign is ever
 * oversold and no investor passes a limit, whatever the concurrency. Each rule is one conditional
 * UPDATE in the reservation's transaction; these tests throw many requests at once at one row.
 */
const OMR = 1000;
const INTERNAL_TOKEN = 'dev-internal-token-change-me-in-production';

/** A small seeded generator (mulberry32): the same seed gives the same amounts and order. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('investing under concurrency (api)', () => {
  let platform: TestPlatform;
  let admin: TestUser;
  let owner: TestUser;
  let investors: TestUser[];
  const api = (method: string, path: string, token?: string, body?: unknown) => platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=en`, { token, body });
  const data = (answer: ApiResponse) => answer.body.data.data as Record<string, any>;
  /** The campaign's escrow balance, read from the wallet's ledger with a service credential (no public path shows it). */
  const escrowOf = async (campaignId: string): Promise<number> => {
    const base = (await platform.service('wallet').getUrl()).replace('[::1]', '127.0.0.1');
    const res = await fetch(`${base}/internal/ledger/balances?kind=campaign_escrow&owner=${campaignId}&currency=OMR`, { headers: { 'x-internal-token': INTERNAL_TOKEN } });
    const body = (await res.json()) as { data: { data: { balance: number } } };
    return body.data.data.balance;
  };
  /** Escrow posts the wallet could not take at once are made by the sweep (as in production, every minute). */
  const settleEscrow = () => platform.service('investments').get(InvestmentSweeper).sweep();
  const liveCampaign = async (goal: number, minimumRaise: number, maximumRaise: number) => {
    const made = await makeCampaign(platform, owner, { status: 'live', admin, fundraising: { goal, minimumRaise, maximumRaise } });
    await waitFor(async () => (await api('GET', `investment/offer/${made.id}`, investors[0].token)).status === 200, { what: 'the offer in investments' });
    return made;
  };

  beforeAll(async () => {
    // No cancellation window: a paid investment goes into escrow at once, so escrow is what was accepted.
    // The services investing needs, not repayments: on 2 cores every idle service's pollers take from the 500 requests' time.
    platform = await startTestPlatform({ services: ['identity', 'site', 'notifications', 'campaigns', 'wallet', 'verification', 'investments'], env: { CAPTCHA_PROVIDER: 'none', CANCELLATION_WINDOW_HOURS: '0' } });
    [admin, owner] = await Promise.all([makeAdmin(platform), makeOwner(platform)]);
    investors = [];
    for (let i = 0; i < 10; i++) investors.push(await makeVerifiedInvestor(platform, admin));
    await Promise.all(investors.map((investor) => topUpWallet(platform, investor, 5_000 * OMR)));
  }, 600_000);
  afterAll(async () => {
    await platform?.close();
  });

  // Three times the room at once. Every accepted one is then signed (a texted code each, one at a time
  // per phone) and paid: the signing, not the burst, is what sets this test's length (ten rounds per investor).
  it('[C5.11][C8.3] the hot campaign: 300 concurrent investments into room for 100 — exactly 100 accepted, the rest a clear 4xx, no 5xx, escrow equals the sum accepted', async () => {
    // Room for 100 investments of OMR 100: a goal of OMR 10,000.
    const campaign = await liveCampaign(10_000 * OMR, 100 * OMR, 1_000 * OMR);
    const before = await Promise.all(investors.map((investor) => walletOf(platform, investor)));
    const groups = platform.service('investments').get(ReservationGroups).written;
    const written = { ...groups };
    const attempts = await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        const investor = investors[i % investors.length];
        const reserved = await api('POST', `investment/${campaign.id}`, investor.token, { amount: 100 * OMR, acceptTerms: true, acceptRisk: true });
        if (reserved.status !== 201) return { investor: i % investors.length, reserved, paid: null as ApiResponse | null };
        // A payment the wallet could not answer in time is kept "in process" (503, "try again in a
        // moment"); the client sends the same payment again, which answers its real outcome.
        await signContract(platform, investor, data(reserved).id);
        let paid = await api('POST', `process-investment/${data(reserved).id}`, investor.token, { paymentType: 'wallet' });
        for (let retry = 0; paid.status === 503 && retry < 5; retry++) {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          paid = await api('POST', `process-investment/${data(reserved).id}`, investor.token, { paymentType: 'wallet' });
        }
        return { investor: i % investors.length, reserved, paid };
      }),
    );
    const statuses = attempts.flatMap((a) => [a.reserved.status, a.paid?.status ?? 0]).filter((s) => s !== 0);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // Group commit (issue 39): the 300 reservations were written in fewer transactions than requests.
    expect(groups.requests - written.requests).toBe(300);
    expect(groups.groups - written.groups).toBeLessThan(300);
    const accepted = attempts.filter((a) => a.paid?.status === 200);
    expect(accepted).toHaveLength(100);
    const refused = attempts.filter((a) => a.reserved.status !== 201);
    expect(refused).toHaveLength(200);
    for (const r of refused) {
      expect(r.reserved.status).toBe(409);
      expect(r.reserved.body.message).toBe('The campaign has received sufficient funding, investment is now closed');
    }
    await settleEscrow();
    expect(await escrowOf(campaign.id)).toBe(100 * 100 * OMR);
    // Every investor paid exactly for the investments accepted for them; a refused attempt holds nothing.
    const after = await Promise.all(investors.map((investor) => walletOf(platform, investor)));
    investors.forEach((_, k) => {
      const count = accepted.filter((a) => a.investor === k).length;
      expect({ k, balance: after[k].balance, held: after[k].held }).toEqual({ k, balance: before[k].balance - count * 100 * OMR, held: before[k].held });
    });
    const offer = data(await api('GET', `investment/offer/${campaign.id}`, investors[0].token));
    expect(offer).toMatchObject({ state: 'funded', available: 0 });
  }, 300_000);

  it.each([11, 2026])('[C5.11] seed %i: random amounts at once never pass the goal, and escrow equals the sum accepted', async (seed) => {
    const random = seeded(seed);
    const campaign = await liveCampaign(6_000 * OMR, 10 * OMR, 400 * OMR);
    const amounts = Array.from({ length: 90 }, () => (10 + Math.floor(random() * 391)) * OMR);
    const attempts = await Promise.all(
      amounts.map(async (amount, i) => {
        const investor = investors[(i + seed) % investors.length];
        const reserved = await api('POST', `investment/${campaign.id}`, investor.token, { amount, acceptTerms: true, acceptRisk: true });
        if (reserved.status === 201) await signContract(platform, investor, data(reserved).id);
        const paid = reserved.status === 201 ? await api('POST', `process-investment/${data(reserved).id}`, investor.token, { paymentType: 'wallet' }) : null;
        return { amount, reserved, paid };
      }),
    );
    expect(attempts.flatMap((a) => [a.reserved.status, a.paid?.status ?? 200]).filter((s) => s >= 500)).toEqual([]);
    const acceptedSum = attempts.filter((a) => a.paid?.status === 200).reduce((sum, a) => sum + a.amount, 0);
    expect(acceptedSum).toBeLessThanOrEqual(6_000 * OMR);
    await settleEscrow();
    expect(await escrowOf(campaign.id)).toBe(acceptedSum);
    const left = data(await api('GET', `investment/offer/${campaign.id}`, investors[0].token)).available;
    expect(left).toBe(6_000 * OMR - acceptedSum);
    // Whatever was refused for room was refused because it did not fit what was left at that moment.
    for (const a of attempts.filter((x) => x.reserved.status === 422)) expect(a.reserved.body.message).toMatch(/^Amount exceeds the available amount/);
  }, 300_000);

  it('[C5.11] one investor, 20 concurrent investments that together pass the rolling 12-month limit: the accepted ones sum to at most the limit', async () => {
    const campaign = await liveCampaign(100_000 * OMR, 100 * OMR, 2_000 * OMR);
    const investor = await makeVerifiedInvestor(platform, admin);
    // Retail: OMR 20,000 in any 12 months. 20 × OMR 1,500 = OMR 30,000.
    const attempts = await Promise.all(Array.from({ length: 20 }, () => api('POST', `investment/${campaign.id}`, investor.token, { amount: 1_500 * OMR, acceptTerms: true, acceptRisk: true })));
    expect(attempts.filter((r) => r.status >= 500)).toEqual([]);
    const accepted = attempts.filter((r) => r.status === 201);
    expect(accepted.length * 1_500 * OMR).toBeLessThanOrEqual(20_000 * OMR);
    expect(accepted).toHaveLength(13);
    for (const r of attempts.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(422);
      expect(r.body.message).toBe('Your limit in any 12 months is OMR 20,000; you can still invest OMR 500');
    }
    const standing = data(await api('GET', `investment/offer/${campaign.id}`, investor.token)).investor;
    expect(standing.rolling12Months).toMatchObject({ limit: 20_000 * OMR, used: 13 * 1_500 * OMR });
  }, 300_000);

  it('[C5.11][issue 39] a group commit answers each keyed request its own way, accepted or refused for room; a retry replays the accepted answer and a reused key with another body is a 422', async () => {
    // Room for OMR 5,000; six investors ask OMR 2,000, 2,000, 1,500, 1,500, 1,000, 1,000 at once: whatever the
    // grouping, the sum accepted fits and each refusal says why (no room at all, or not this much).
    const campaign = await liveCampaign(5_000 * OMR, 100 * OMR, 2_000 * OMR);
    const asks = investors.slice(0, 6).map((investor, i) => ({ investor, key: `group-${randomUUID()}`, amount: [2_000, 2_000, 1_500, 1_500, 1_000, 1_000][i] * OMR }));
    const send = (ask: (typeof asks)[number], amount = ask.amount) =>
      platform.api.request('POST', `/api/v1/investment/${campaign.id}?lng=en`, { token: ask.investor.token, body: { amount, acceptTerms: true, acceptRisk: true }, headers: { 'idempotency-key': ask.key } });
    const first = await Promise.all(asks.map((ask) => send(ask)));
    expect(first.filter((r) => r.status >= 500)).toEqual([]);
    const accepted = first.filter((r) => r.status === 201);
    const acceptedSum = asks.filter((_, i) => first[i].status === 201).reduce((sum, a) => sum + a.amount, 0);
    expect(acceptedSum).toBeLessThanOrEqual(5_000 * OMR);
    expect(accepted.length).toBeGreaterThanOrEqual(2);
    const refusedForRoom = (r: ApiResponse) =>
      (r.status === 409 && r.body.message === 'The campaign has received sufficient funding, investment is now closed') || (r.status === 422 && /^Amount exceeds the available amount/.test(r.body.message as string));
    for (const r of first.filter((x) => x.status !== 201)) expect(refusedForRoom(r) ? 'room' : `${r.status} ${r.body.message}`).toBe('room');
    // The same keys again: the accepted ones replay their first answer (same investment), the refused ones run again (still no room).
    const again = await Promise.all(asks.map((ask) => send(ask)));
    asks.forEach((_, i) => {
      if (first[i].status !== 201) return expect(refusedForRoom(again[i])).toBe(true);
      expect(again[i].status).toBe(201);
      expect(again[i].headers['idempotent-replayed']).toBe('true');
      expect(data(again[i]).id).toBe(data(first[i]).id);
    });
    const reused = asks.findIndex((_, i) => first[i].status === 201);
    const other = await send(asks[reused], 100 * OMR);
    expect([other.status, other.body.message]).toEqual([422, expect.any(String)]);
    expect(data(await api('GET', `investment/offer/${campaign.id}`, investors[0].token)).available).toBe(5_000 * OMR - acceptedSum);
  }, 120_000);
});
