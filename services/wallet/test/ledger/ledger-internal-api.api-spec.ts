import { request } from 'undici';
import { accountBalanceCall, getHoldCall, ledgerTransferCall, placeHoldCall, postHoldCall, voidHoldCall, type InternalCallBody } from '@cf/contracts';
import { InternalCallRefused, InternalClient, listeningPort } from '@cf/platform';
import { startTestPlatform, type TestPlatform } from '@cf/testing';
import { INTERNAL_TOKEN, startLedgerTestApp, type LedgerTestApp } from './ledger-test-app';

const user = (p: string) => `${p}-${Math.random().toString(36).slice(2, 10)}`;
const topUpBody = (owner: string, amount: number | string, transferId = user('topup')) => ({
  transferId,
  reason: 'topup',
  entries: [
    { account: { kind: 'gateway_clearing', owner: 'sandbox' }, amount: typeof amount === 'string' ? `-${amount}` : -amount },
    { account: { kind: 'user_wallet', owner }, amount },
  ],
});
const withdrawBody = (owner: string, amount: number, transferId: string) => ({
  transferId,
  reason: 'withdrawal',
  entries: [
    { account: { kind: 'user_wallet', owner }, amount: -amount },
    { account: { kind: 'payouts', owner: 'bank' }, amount },
  ],
});

/** The internal ledger API other services call over HTTP (x-internal-token), on the wallet service alone. */
describe('ledger internal API (api)', () => {
  let t: LedgerTestApp;
  beforeAll(async () => {
    t = await startLedgerTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    expect((await t.reconcile()).checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('accepts only a service credential: no token, a wrong one, a user\'s or an administrator\'s login are refused (401), and move nothing', async () => {
    const owner = user('u');
    const read = (headers: Record<string, string>) => t.internal('GET', `balances?kind=user_wallet&owner=${owner}`, undefined, headers);
    expect((await read({})).status).toBe(401);
    expect((await read({ 'x-internal-token': 'wrong-token-wrong-token-wrong' })).status).toBe(401);
    expect((await read({ authorization: `Bearer ${t.userToken}` })).status).toBe(401);
    expect((await read({ authorization: `Bearer ${t.adminToken}` })).status).toBe(401);
    // An administrator who reaches the wallet's port cannot credit a wallet around maker-checker.
    const credit = await t.internal('POST', 'transfers?lng=en', topUpBody(owner, 1_000_000), { 'content-type': 'application/json', authorization: `Bearer ${t.adminToken}` });
    expect(credit).toMatchObject({ status: 401, body: { status: 'fail' } });
    expect((await t.internal('POST', 'holds', { holdId: user('h'), from: { kind: 'user_wallet', owner }, to: { kind: 'payouts', owner: 'bank' }, amount: 1 }, { authorization: `Bearer ${t.adminToken}` })).status).toBe(401);
    const balance = await read({ 'x-internal-token': INTERNAL_TOKEN });
    expect(balance).toMatchObject({ status: 200, body: { status: 'success', data: { data: { balance: 0, held: 0, available: 0 } } } });
  });

  it('is called through its contracts by the platform\'s InternalClient: typed answers, refusals named by the contract (issue 35)', async () => {
    const client = new InternalClient(t.baseUrl, INTERNAL_TOKEN);
    try {
      const owner = user('u');
      await client.call(ledgerTransferCall, { body: topUpBody(owner, 700) as InternalCallBody<typeof ledgerTransferCall> });
      const hold = await client.call(placeHoldCall, { body: { holdId: user('h'), reason: 'investment', from: { kind: 'user_wallet', owner }, to: { kind: 'campaign_escrow', owner: 'c1' }, amount: 500 } });
      expect(hold).toMatchObject({ status: 'pending', amount: 500 });
      const short = client.call(placeHoldCall, { body: { holdId: user('h'), reason: 'investment', from: { kind: 'user_wallet', owner }, to: { kind: 'campaign_escrow', owner: 'c1' }, amount: 500 } });
      await expect(short).rejects.toMatchObject({ status: 422, refusal: 'insufficient-balance' });
      await expect(short).rejects.toBeInstanceOf(InternalCallRefused);
      await expect(client.call(getHoldCall, { params: { holdId: 'no-such-hold' } })).rejects.toMatchObject({ status: 404, refusal: 'no-such-hold' });
      await expect(client.call(postHoldCall, { params: { holdId: hold.holdId }, body: {} })).resolves.toMatchObject({ holdId: hold.holdId });
      await expect(client.call(voidHoldCall, { params: { holdId: hold.holdId }, body: {} })).rejects.toMatchObject({ status: 409, refusal: 'already-posted' });
      expect(await client.call(accountBalanceCall, { query: { kind: 'user_wallet', owner } })).toMatchObject({ balance: 200, held: 0, available: 200 });
      // A bad request is the wallet's 400, not retried.
      await expect(client.call(ledgerTransferCall, { body: { ...topUpBody(owner, 1), reason: 'Not A Reason' } as InternalCallBody<typeof ledgerTransferCall> })).rejects.toMatchObject({ status: 400, refusal: null });
    } finally {
      await client.close();
    }
  });

  it('refuses a call without a credential before reading its body (401 even for a body its contract refuses)', async () => {
    expect((await t.internal('POST', 'holds', { amount: 'x' }, { 'content-type': 'application/json' })).status).toBe(401);
  });

  it('stamps what a service posts with its name (metadata.postedBy), whatever the body claims', async () => {
    const posted = await t.internal('POST', 'transfers', { ...topUpBody(user('u'), 10), metadata: { postedBy: 'wallet-admin', note: 'x' } });
    expect(posted.body.data.data.metadata).toEqual({ postedBy: 'tests', note: 'x' });
  });

  it('posts transfers with amounts as numbers or digit strings and answers balances in baisa', async () => {
    const owner = user('u');
    const posted = await t.internal('POST', 'transfers', topUpBody(owner, '2500'));
    expect(posted.status).toBe(200);
    expect(posted.body.data.data.entries.map((e: { amount: number }) => e.amount)).toEqual([-2500, 2500]);
    const balance = await t.internal('GET', `balances?kind=user_wallet&owner=${owner}`);
    expect(balance.body.data.data).toEqual({ account: { kind: 'user_wallet', owner, currency: 'OMR' }, balance: 2500, held: 0, available: 2500 });
  });

  it('[issue 40] shows on /metrics that the books balance (the sum of all balances per currency is 0)', async () => {
    await t.internal('POST', 'transfers', { transferId: `metrics-${Date.now()}`, reason: 'topup', entries: [{ account: { kind: 'gateway_clearing', owner: 'sandbox' }, amount: -700 }, { account: { kind: 'user_wallet', owner: `metrics-${Date.now()}` }, amount: 700 }] });
    const text = await (await fetch(`${t.baseUrl}/metrics`)).text();
    expect(text.split('\n').filter((line) => line.startsWith('cf_ledger_imbalance_baisa{'))).toEqual([expect.stringMatching(/currency="OMR".* 0$/)]);
  });

  it('answers invalid bodies with 400 and field errors, never 5xx', async () => {
    const bad = await t.internal('POST', 'transfers?lng=en', { transferId: '', reason: 'topup', entries: [{ account: { kind: 'bank', owner: 'x' }, amount: 1.5 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['transferId']));
    const unbalanced = await t.internal('POST', 'transfers?lng=en', { ...topUpBody(user('u'), 10), entries: [topUpBody('x', 10).entries[0], { account: { kind: 'user_wallet', owner: 'x' }, amount: 9 }] });
    expect(unbalanced).toMatchObject({ status: 400, body: { status: 'fail', message: 'The entries of a transfer must add up to zero' } });
    expect((await t.internal('POST', 'holds/nope/post', {})).status).toBe(404);
  });

  it('[A8.3] says "Insufficient wallet balance" in the caller\'s language', async () => {
    const owner = user('u');
    await t.internal('POST', 'transfers', topUpBody(owner, 10));
    const en = await t.internal('POST', 'transfers?lng=en', withdrawBody(owner, 11, user('w')));
    expect(en).toMatchObject({ status: 422, body: { status: 'fail', message: 'Insufficient wallet balance' } });
    expect((await t.internal('POST', 'transfers?lng=fr', withdrawBody(owner, 11, user('w')))).body.message).toBe('Solde du portefeuille insuffisant');
    expect((await t.internal('POST', 'transfers', withdrawBody(owner, 11, user('w')))).body.message).toBe('رصيد المحفظة غير كافٍ');
  });

  it('answers a repeated transfer id with the first transfer, another body with 409', async () => {
    const owner = user('u');
    const id = user('t');
    const first = await t.internal('POST', 'transfers', topUpBody(owner, 300, id));
    const again = await t.internal('POST', 'transfers', topUpBody(owner, 300, id));
    expect(again.body.data.data).toEqual(first.body.data.data);
    const other = await t.internal('POST', 'transfers?lng=en', topUpBody(owner, 301, id));
    expect(other).toMatchObject({ status: 409, body: { message: 'This transfer id was already used for a different transfer' } });
  });

  it('holds, reads, posts and voids holds over HTTP', async () => {
    const owner = user('u');
    await t.internal('POST', 'transfers', topUpBody(owner, 1000));
    const hold = await t.internal('POST', 'holds', { holdId: `h-${owner}`, reason: 'investment', from: { kind: 'user_wallet', owner }, to: { kind: 'campaign_escrow', owner: 'c1' }, amount: 600 });
    expect(hold.body.data.data).toMatchObject({ holdId: `h-${owner}`, status: 'pending', amount: 600, expiresAt: expect.any(String) });
    expect((await t.internal('GET', `holds/h-${owner}`)).body.data.data.status).toBe('pending');
    const posted = await t.internal('POST', `holds/h-${owner}/post`, { amount: 500 });
    expect(posted.body.data.data).toMatchObject({ transferId: `hold:h-${owner}`, holdId: `h-${owner}` });
    expect((await t.internal('GET', `balances?kind=user_wallet&owner=${owner}`)).body.data.data).toMatchObject({ balance: 500, held: 0 });
    await t.internal('POST', 'holds', { holdId: `v-${owner}`, reason: 'withdrawal', from: { kind: 'user_wallet', owner }, to: { kind: 'payouts', owner: 'bank' }, amount: 500 });
    expect((await t.internal('POST', `holds/v-${owner}/void`, { reason: 'rejected' })).body.data.data.status).toBe('voided');
    expect((await t.internal('POST', `holds/v-${owner}/post?lng=en`, {})).body).toMatchObject({ status: 'fail', message: 'This hold is no longer pending' });
  });

  it('[A5.11] over HTTP: of 200 concurrent withdrawals against a balance covering 50, exactly 50 succeed', async () => {
    const owner = user('u');
    await t.internal('POST', 'transfers', topUpBody(owner, 50 * 250));
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => t.internal('POST', 'transfers?lng=en', withdrawBody(owner, 250, `wd-${owner}-${i}`))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(50);
    const refused = results.filter((r) => r.status !== 200);
    expect(new Set(refused.map((r) => `${r.status} ${r.body.message}`))).toEqual(new Set(['422 Insufficient wallet balance']));
    expect((await t.internal('GET', `balances?kind=user_wallet&owner=${owner}`)).body.data.data).toMatchObject({ balance: 0, available: 0 });
  });

  it('[A7.10] the same transfer sent 5 times at once over HTTP has one effect and one answer', async () => {
    const owner = user('u');
    const body = topUpBody(owner, 444, user('burst'));
    const results = await Promise.all(Array.from({ length: 5 }, () => t.internal('POST', 'transfers', body)));
    for (const r of results) expect(r.body.data.data).toEqual(results[0].body.data.data);
    expect((await t.internal('GET', `balances?kind=user_wallet&owner=${owner}`)).body.data.data.balance).toBe(444);
  });
});

/** The platform as the README starts it, with the wallet: the ledger is up, and /internal is not reachable through the gateway. */
describe('platform with the wallet (api)', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ services: ['identity', 'wallet'], env: { INTERNAL_API_CREDENTIALS: `tests=${INTERNAL_TOKEN}` } });
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('boots the wallet behind the gateway; its internal ledger API answers only on the service port', async () => {
    const wallet = platform.service('wallet');
    const base = `http://127.0.0.1:${listeningPort(wallet)}`;
    const ready = await request(`${base}/health/ready`);
    expect(ready.statusCode).toBe(200);
    await ready.body.dump();
    const direct = await request(`${base}/internal/ledger/balances?kind=user_wallet&owner=someone`, { headers: { 'x-internal-token': INTERNAL_TOKEN } });
    expect(direct.statusCode).toBe(200);
    await direct.body.dump();
    for (const path of ['/internal/ledger/balances?kind=user_wallet&owner=someone', '/api/v1/internal/ledger/balances?kind=user_wallet&owner=someone']) {
      const res = await platform.api.request('GET', path, { headers: { 'x-internal-token': INTERNAL_TOKEN } });
      expect(res.status).toBe(404);
    }
  });

});
