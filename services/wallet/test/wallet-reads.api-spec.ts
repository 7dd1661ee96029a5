import { basename } from 'node:path';
import { randomUUID } from 'node:crypto';
import { request as undiciRequest } from 'undici';
import { DataSource } from 'typeorm';
import { resolvePdfFonts } from '@cf/platform';
import { formatReconciliation, LedgerService, runReconciliation } from '../src';
import { data, idempotencyKey, startWalletTestApp, type TestUser, type WalletTestApp } from './wallet-test-app';
import type { TransactionView } from '../src/wallet-transactions/transaction-view';
import { LedgerActivity } from '../src/wallet-transactions/ledger-activity';
import { transferPostedData } from '../src/ledger/ledger-rules';

/**
 * The wallet screens' reads (A2.22, A3.17): detail with the low-balance notice, the list that grows by
 * 10 (A9.3), reason codes (C4.19), the balance chart, and statement downloads (CSV, PDF).
 */
const bank = { bankName: 'Bank Muscat', accountHolderName: 'Reader', accountType: 'savings', accountNumber: '77778888', confirmAccountNumber: '77778888', routingNumber: '123456789' };
const INTERNAL_TOKEN = 'test-internal-token-0123456789';
const muscatToday = () => new Date(Date.now() + 4 * 3600 * 1000).toISOString().slice(0, 10);

describe('wallet reads and statements (api)', () => {
  let t: WalletTestApp;
  let investor: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    // The export test credits one person 510 times: the per-account request budget is lifted.
    t = await startWalletTestApp({ WALLET_LOW_BALANCE_THRESHOLD: '10000', INTERNAL_API_CREDENTIALS: `tests=${INTERNAL_TOKEN}`, RATE_LIMIT_ACCOUNT_MAX: '100000' });
    [investor, admin] = await Promise.all([t.user({ firstName: 'Salma' }), t.user({ isAdmin: true })]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const credit = async (user: TestUser, amount: number, kind: 'credit' | 'refund' = 'credit', reason = 'test') => {
    const res = await t.api('POST', '/api/v1/wallet/admin/adjustments', { token: admin.token, headers: { 'idempotency-key': idempotencyKey() }, body: { userId: user.id, kind, amount, reason } });
    if (!data(res)) throw new Error(`adjustment answered ${res.status}: ${JSON.stringify(res.body)}`);
    expect(data(res)).toMatchObject({ status: 'posted' });
    return data(res);
  };
  const detail = async (user: TestUser) => data(await t.api('GET', '/api/v1/wallet/get-user-wallet-detail?currencyId=OMR', { token: user.token }));
  const download = async (path: string, user: TestUser = investor) => {
    const res = await undiciRequest(`${t.platform.gatewayUrl}${path}`, { headers: { authorization: `Bearer ${user.token}` } });
    return { status: res.statusCode, headers: res.headers, bytes: Buffer.from(await res.body.arrayBuffer()) };
  };

  it('[A3.17] [A2.22] the detail: wallet id, balance, held, available, OMR, limits, methods, bank details; low-balance notice below the threshold', async () => {
    const user = await t.user();
    const empty = await detail(user);
    expect(empty).toEqual({
      walletId: expect.any(String),
      balance: 0,
      held: 0,
      available: 0,
      currencyId: 'OMR',
      payType: 'wallet',
      lowBalance: true,
      lowBalanceThreshold: 10_000,
      limits: { topupMin: 1_000, topupMax: 50_000_000, withdrawMin: 1_000, withdrawMax: 20_000_000 },
      paymentMethods: expect.arrayContaining([
        { id: 'sandbox_card', enabled: true },
        { id: 'bank_transfer', enabled: true },
        { id: 'stripe', enabled: false },
      ]),
      bankTransferDetails: { bankName: expect.any(String), accountName: expect.any(String), iban: expect.stringMatching(/^OM/), swift: expect.any(String) },
    });
    await credit(user, 10_000);
    expect(await detail(user)).toMatchObject({ balance: 10_000, available: 10_000, lowBalance: false });
    // Held money is not available: a withdrawal of 5.000 brings the available balance under the threshold again.
    await t.api('POST', '/api/v1/wallet/wallet-withdraw', { token: user.token, headers: { 'idempotency-key': idempotencyKey() }, body: { amount: 5_000, ...bank } });
    expect(await detail(user)).toMatchObject({ balance: 10_000, held: 5_000, available: 5_000, lowBalance: true });
    expect((await detail(user)).walletId).toBe(empty.walletId);
  });

  it('[A9.3] [A3.17] [A7.10] the list grows by 10: limit = page × 10, newest first, displayLoadMore, totalCount, userWalletBalance', async () => {
    const user = await t.user();
    for (let i = 1; i <= 12; i++) await credit(user, 1_000 * i, 'credit', `credit ${i}`);
    const page1 = data(await t.api('GET', '/api/v1/wallet/get-user-wallet-list?currencyId=OMR&limit=10', { token: user.token }));
    expect(page1.docs).toHaveLength(10);
    expect(page1).toMatchObject({ totalCount: 12, displayLoadMore: true, userWalletBalance: 78_000 });
    expect(page1.docs.map((d: { details: string }) => d.details).slice(0, 3)).toEqual(['credit 12', 'credit 11', 'credit 10']);
    expect(page1.docs[0]).toEqual(
      expect.objectContaining({
        _id: expect.any(String),
        transactionNumber: expect.stringMatching(/^WT-\d{4}-[0-9A-Z]{8}$/),
        entryType: 'CREDIT',
        type: 'admin_credit',
        amount: 12_000,
        fees: { percentage: 0, flat: 0, service: 0, platform: 0, vat: 0 },
        totalAmount: 12_000,
        campaign: null,
        gateway: 'admin',
        status: 2,
        rejectReason: null,
        createdAt: expect.any(String),
      }),
    );
    const page2 = data(await t.api('GET', '/api/v1/wallet/get-user-wallet-list?currencyId=OMR&limit=20', { token: user.token }));
    expect(page2.docs).toHaveLength(12);
    expect(page2).toMatchObject({ totalCount: 12, displayLoadMore: false });
    expect(page2.docs.slice(0, 10).map((d: { id: string }) => d.id)).toEqual(page1.docs.map((d: { id: string }) => d.id));
    const alias = data(await t.api('GET', '/api/v1/transactions?limit=10', { token: user.token }));
    expect(alias).toMatchObject({ totalCount: 12, displayLoadMore: true });
    const defaultPage = data(await t.api('GET', '/api/v1/wallet/get-user-wallet-list', { token: user.token }));
    expect(defaultPage.docs).toHaveLength(10);
  });

  it('[C4.19] [A4.6] rows carry the wallet activity reason: withdraw_by_user, refunded_by_admin', async () => {
    const user = await t.user();
    await credit(user, 30_000, 'refund', 'Refund of a double charge');
    await t.api('POST', '/api/v1/wallet/wallet-withdraw', { token: user.token, headers: { 'idempotency-key': idempotencyKey() }, body: { amount: 5_000, ...bank } });
    const docs = data(await t.api('GET', '/api/v1/wallet/get-user-wallet-list', { token: user.token })).docs;
    expect(docs.map((d: { type: string; reason: string; entryType: string; status: number }) => [d.type, d.reason, d.entryType, d.status])).toEqual([
      ['withdrawal', 'withdraw_by_user', 'DEBIT', 0],
      ['refund', 'refunded_by_admin', 'CREDIT', 2],
    ]);
  });

  it('[A2.22] balance history: one point per Muscat day up to today, ending at the current balance', async () => {
    const user = await t.user();
    await credit(user, 25_000);
    const week = data(await t.api('GET', '/api/v1/wallet/balance-history?days=7', { token: user.token }));
    expect(week).toHaveLength(7);
    for (const point of week) expect(point).toEqual({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), balance: expect.any(Number) });
    const dates = week.map((p: { date: string }) => p.date);
    expect([...dates].sort()).toEqual(dates);
    for (let i = 1; i < dates.length; i++) expect(Date.parse(dates[i]) - Date.parse(dates[i - 1])).toBe(24 * 3600 * 1000);
    expect(dates[6]).toBe(muscatToday());
    expect(week.slice(0, 6).every((p: { balance: number }) => p.balance === 0)).toBe(true);
    expect(week[6].balance).toBe(25_000);
    expect(data(await t.api('GET', '/api/v1/wallet/balance-history', { token: user.token }))).toHaveLength(90);
    const bad = await t.api('GET', '/api/v1/wallet/balance-history?days=0', { token: user.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'days', msg: 'The number of days must be between 1 and 366' }]);
    expect((await t.api('GET', '/api/v1/wallet/balance-history?days=abc', { token: user.token })).status).toBe(400);
  });

  it('[C4.19] [A4.6] [A3.17] money moved by other services through the internal ledger API shows in the list with its reason and campaign', async () => {
    const user = await t.user();
    await credit(user, 100_000, 'credit', 'funds');
    const ledger = async (reason: string, entries: Array<[string, string, number]>, metadata: Record<string, unknown> = {}) => {
      const res = await undiciRequest(`${await t.platform.service('wallet').getUrl()}/internal/ledger/transfers`.replace('[::1]', '127.0.0.1'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-token': INTERNAL_TOKEN },
        body: JSON.stringify({ transferId: `${reason}:${randomUUID()}`, reason, entries: entries.map(([kind, owner, amount]) => ({ account: { kind, owner, currency: 'OMR' }, amount })), metadata }),
      });
      expect(res.statusCode).toBe(200);
      await res.body.text();
    };
    const campaign = { campaignId: '0190aaaa-0000-7000-8000-000000000001', campaignName: 'Muscat Coffee Roasters' };
    await ledger('investment', [['user_wallet', user.id, -40_000], ['campaign_escrow', campaign.campaignId, 40_000]], campaign);
    await ledger('campaign_unsuccessful', [['campaign_escrow', campaign.campaignId, -15_000], ['user_wallet', user.id, 15_000]], campaign);
    await ledger('distribution', [['suspense', 'distributions', -7_500], ['user_wallet', user.id, 7_500]], { ...campaign, details: 'Q3 profit share' });
    await t.flush();
    const list = await t.waitFor(async () => {
      const page = data(await t.api('GET', '/api/v1/wallet/get-user-wallet-list?limit=20', { token: user.token }));
      return page.totalCount === 4 ? page : null;
    });
    expect(list.userWalletBalance).toBe(100_000 - 40_000 + 15_000 + 7_500);
    const summary = (list.docs as TransactionView[]).map((d) => [d.type, d.reason, d.entryType, d.amount, d.status, d.campaign?.name ?? null]);
    expect(summary).toEqual([
      ['distribution', 'distribution_credited_by_admin', 'CREDIT', 7_500, 2, 'Muscat Coffee Roasters'],
      ['campaign_unsuccessful', 'campaign_unsuccessful', 'CREDIT', 15_000, 2, 'Muscat Coffee Roasters'],
      ['investment', 'amount_invested', 'DEBIT', 40_000, 2, 'Muscat Coffee Roasters'],
      ['admin_credit', null, 'CREDIT', 100_000, 2, null],
    ]);
    expect(list.docs[0].details).toBe('Q3 profit share');
    // Flushing again records nothing twice; the wallet flows' own credit was not copied.
    await t.flush();
    expect(data(await t.api('GET', '/api/v1/wallet/get-user-wallet-list?limit=20', { token: user.token })).totalCount).toBe(4);
  });

  it('[ledger:check] passes on the wallet flows and on services\' transfers, and catches a credit made around them', async () => {
    const user = await t.user();
    await credit(user, 50_000, 'credit', 'maker-checker credit');
    const viaService = await undiciRequest(`${await t.platform.service('wallet').getUrl()}/internal/ledger/transfers`.replace('[::1]', '127.0.0.1'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': INTERNAL_TOKEN },
      body: JSON.stringify({ transferId: `distribution:${randomUUID()}`, reason: 'distribution', entries: [{ account: { kind: 'suspense', owner: 'distributions' }, amount: -2_000 }, { account: { kind: 'user_wallet', owner: user.id }, amount: 2_000 }] }),
    });
    expect(viaService.statusCode).toBe(200);
    await viaService.body.dump();
    const dataSource = t.platform.service('wallet').get(DataSource);
    // The service's transfer is in the list as soon as it is answered (its row commits with it).
    expect(data(await t.api('GET', '/api/v1/wallet/get-user-wallet-list?limit=20', { token: user.token })).totalCount).toBe(2);
    expect((await runReconciliation(dataSource, { history: { graceSeconds: 0 } })).checks.filter((c) => !c.ok)).toEqual([]);

    // A credit posted around the wallet flows and the service credentials (as an administrator's
    // login on the internal API could before): in the user's list, but named by nobody.
    const direct = `direct-credit:${randomUUID()}`;
    await t.platform.service('wallet').get(LedgerService).transfer({ transferId: direct, reason: 'credit', entries: [{ account: { kind: 'suspense', owner: 'manual' }, amount: -999n }, { account: { kind: 'user_wallet', owner: user.id }, amount: 999n }] }, { listInWallets: true });
    expect(data(await t.api('GET', '/api/v1/wallet/get-user-wallet-list?limit=20', { token: user.token })).totalCount).toBe(3);
    const report = await runReconciliation(dataSource, { history: { graceSeconds: 0 } });
    const failed = report.checks.filter((c) => !c.ok);
    expect(failed.map((c) => c.name)).toEqual(['wallet-credits-attributed']);
    expect(failed[0].problems).toEqual([`transfer ${direct} credits user_wallet/${user.id} with 999 but names neither a wallet transaction nor the service that posted it`]);
    expect(formatReconciliation(report)).toContain('FAIL  wallet-credits-attributed');
    // Balance the books again for the other tests: the same service takes it back.
    await t.platform.service('wallet').get(LedgerService).transfer({ transferId: `reverse-${direct}`, reason: 'credit_reversal', metadata: { postedBy: 'tests' }, entries: [{ account: { kind: 'user_wallet', owner: user.id }, amount: -999n }, { account: { kind: 'suspense', owner: 'manual' }, amount: 999n }] }, { listInWallets: true });
  });

  it('[ledger:check] lists a wallet movement missing from its owner\'s transaction list', async () => {
    const user = await t.user();
    const dataSource = t.platform.service('wallet').get(DataSource);
    const moved = `unlisted:${randomUUID()}`;
    // Posted in-process without its row (as a wallet flow that forgot to write one would).
    const posted = await t.platform.service('wallet').get(LedgerService).transfer({ transferId: moved, reason: 'distribution', metadata: { postedBy: 'tests' }, entries: [{ account: { kind: 'suspense', owner: 'distributions' }, amount: -10n }, { account: { kind: 'user_wallet', owner: user.id }, amount: 10n }] });
    const early = await runReconciliation(dataSource, { history: { graceSeconds: 0, now: new Date(Date.now() + 1000) } });
    const unlisted = early.checks.find((c) => c.name === 'wallet-history-complete')!.problems.filter((p) => p.startsWith(`transfer ${moved} moves 10 on user_wallet/${user.id} (`));
    expect(unlisted).toEqual([expect.stringMatching(/but is not in that user's transaction list$/)]);
    // Younger than the grace period it is not reported yet.
    expect((await runReconciliation(dataSource)).checks.find((c) => c.name === 'wallet-history-complete')!.ok).toBe(true);
    // Listed afterwards (the repair the runbook gives), the check passes.
    await t.platform.service('wallet').get(LedgerActivity).list([transferPostedData(posted)]);
    expect(data(await t.api('GET', '/api/v1/wallet/get-user-wallet-list?limit=20', { token: user.token })).totalCount).toBe(1);
    expect((await runReconciliation(dataSource, { history: { graceSeconds: 0, now: new Date(Date.now() + 1000) } })).checks.find((c) => c.name === 'wallet-history-complete')!.problems).toEqual([]);
  });

  it('answers a signed-in person\'s reads with Cache-Control: no-store (balances, statements), and public reads without it', async () => {
    const wallet = await undiciRequest(`${t.platform.gatewayUrl}/api/v1/wallet/get-user-wallet-detail?currencyId=OMR`, { headers: { authorization: `Bearer ${investor.token}` } });
    await wallet.body.dump();
    expect({ status: wallet.statusCode, cache: wallet.headers['cache-control'] }).toEqual({ status: 200, cache: 'no-store' });
    const statement = await download(`/api/v1/wallet/statement.csv?from=${muscatToday()}&to=${muscatToday()}`);
    expect(statement.headers['cache-control']).toBe('no-store');
    const refused = await undiciRequest(`${t.platform.gatewayUrl}/api/v1/wallet/get-user-wallet-detail?currencyId=OMR`, { headers: { authorization: 'Bearer not-a-token' } });
    await refused.body.dump();
    expect(refused.statusCode).toBe(401);
    const site = await undiciRequest(`${t.platform.gatewayUrl}/api/v1/languages`);
    await site.body.dump();
    expect(site.headers['cache-control']).not.toBe('no-store');
  });

  describe('statements', () => {
    beforeAll(async () => {
      await credit(investor, 20_000, 'credit', '=1+1, "friend"');
      await t.api('POST', '/api/v1/wallet/wallet-withdraw', { token: investor.token, headers: { 'idempotency-key': idempotencyKey() }, body: { amount: 5_000, ...bank } });
    });

    it('[A2.22] CSV: attachment with a dated file name, BOM, translated headers, one row per transaction, signed amounts, formula-safe text', async () => {
      const today = muscatToday();
      const res = await download(`/api/v1/wallet/statement.csv?from=${today}&to=${today}&lng=en`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="wallet-statement-${today}-${today}.csv"`);
      const text = res.bytes.toString('utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe('Date (Muscat time),Transaction number,Type,Entry,Status,Amount (OMR),Fees (OMR),Total (OMR),Method,Details');
      expect(lines).toHaveLength(3);
      // Local time of the platform, not UTC; the method in words, not its code.
      expect(lines[1]).toMatch(new RegExp(`^${today} \\d{2}:\\d{2},WT-\\d{4}-\\w{8},Credit by administrator,Credit,Success,20\\.000,0\\.000,20\\.000,Administrator,"'=1\\+1, ""friend"""$`));
      expect(lines[2]).toMatch(/,Withdrawal,Debit,Pending,-5\.000,0\.000,5\.000,Bank transfer,$/);

      const fr = (await download(`/api/v1/wallet/statement.csv?lng=fr`)).bytes.toString('utf8');
      expect(fr.slice(1).split('\r\n')[0]).toBe('Date (heure de Mascate),Numéro de transaction,Type,Écriture,Statut,Montant (OMR),Frais (OMR),Total (OMR),Moyen,Détails');
      const ar = (await download(`/api/v1/wallet/statement.csv?lng=ar`)).bytes.toString('utf8');
      expect(ar).toContain('رقم العملية');
      expect(ar).toContain('مدين');
      expect(ar).toContain('تحويل مصرفي');
      expect(ar).not.toContain('bank_transfer');

      const past = (await download('/api/v1/wallet/statement.csv?from=2020-01-01&to=2020-01-31&lng=en')).bytes.toString('utf8');
      expect(past.slice(1).trimEnd().split('\r\n')).toHaveLength(1);
      const bad = await t.api('GET', '/api/v1/wallet/statement.csv?from=2026-13-45', { token: investor.token });
      expect(bad.status).toBe(400);
      // An invalid end date alone (the start is derived from it) is a 400 on `to`, never a 500.
      for (const path of ['wallet/statement.csv?to=abc', 'wallet/statement.pdf?to=abc', 'wallet/statement.csv?to=2026-02-30x']) {
        const invalidEnd = await t.api('GET', `/api/v1/${path}`, { token: investor.token });
        expect({ path, status: invalidEnd.status, field: invalidEnd.body.errors?.[0]?.field }).toEqual({ path, status: 400, field: 'to' });
      }
      const reversed = await t.api('GET', '/api/v1/wallet/statement.csv?from=2026-02-01&to=2026-01-01', { token: investor.token });
      expect(reversed.body.errors).toEqual([{ field: 'from', msg: 'The start date must not be after the end date' }]);
    });

    it('[A2.22] another user\'s statement never shows this user\'s transactions', async () => {
      const other = await t.user();
      const csv = (await download('/api/v1/wallet/statement.csv?lng=en', other)).bytes.toString('utf8');
      expect(csv.slice(1).trimEnd().split('\r\n')).toHaveLength(1);
    });

    it('[A2.22] PDF: a valid PDF download; in Arabic it embeds the Arabic font', async () => {
      const fonts = resolvePdfFonts();
      expect(fonts.arabic).not.toBeNull();
      const arabicFontName = basename(fonts.arabic!).replace(/\.ttf$/i, '').replace(/-Regular$/, '');

      const ar = await download('/api/v1/wallet/statement.pdf?lng=ar');
      expect(ar.status).toBe(200);
      expect(ar.headers['content-type']).toBe('application/pdf');
      expect(ar.headers['content-disposition']).toMatch(/^attachment; filename="wallet-statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf"$/);
      expect(ar.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(ar.bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
      const arText = ar.bytes.toString('latin1');
      expect(arText).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${arabicFontName}`));
      expect(arText).toContain('/FontFile2');

      const en = await download('/api/v1/wallet/statement.pdf?lng=en');
      expect(en.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(en.bytes.toString('latin1')).not.toContain(arabicFontName);
    });
  });

  it('[issue 38] administrators export every transaction of a period as CSV, streamed page by page across a page\'s end, oldest first; nobody else may', async () => {
    const many = await t.user({ firstName: 'Bulk' });
    // The export reads 500 rows a query: 510 rows of this person cross a page's end.
    const made = await t.platform.service('wallet').get(DataSource).query('SELECT COUNT(*) AS n FROM wallet_transactions');
    const before = Number(made[0].n);
    for (let i = 0; i < 51; i++) await Promise.all(Array.from({ length: 10 }, (_, j) => credit(many, 1_000 + i * 10 + j)));
    const today = muscatToday();
    const res = await download(`/api/v1/wallet/admin/export/transactions.csv?from=${today}&to=${today}&lng=en`, admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="wallet-transactions-${today}-${today}.csv"`);
    const text = res.bytes.toString('utf8');
    expect(text.startsWith('\uFEFFDate (Muscat time),Transaction number,User ID,')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines.length - 1).toBe(before + 510);
    const numbers = lines.slice(1).map((line) => line.split(',')[1]);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(lines.filter((line) => line.includes(many.id))).toHaveLength(510);
    expect((await download(`/api/v1/wallet/admin/export/transactions.csv?from=${today}&to=${today}`, investor)).status).toBe(403);
    expect((await download(`/api/v1/wallet/admin/export/transactions.csv?from=2026-13-01`, admin)).status).toBe(400);
  }, 240_000);
});
