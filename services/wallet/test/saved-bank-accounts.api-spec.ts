import { topUpWallet, walletOf } from '@cf/testing';
import { data, idempotencyKey, startWalletTestApp, type ApiResponse, type TestUser, type WalletTestApp } from './wallet-test-app';

/**
 * Saved withdrawal accounts through the gateway (A3.11, A7.7 user-bank-accounts): saved with their
 * rules and messages, masked in answers, one primary, at most ten (counted by the database under
 * concurrency), and a withdrawal that picks one instead of the details typed again.
 */
const account = (overrides: Record<string, unknown> = {}) => ({
  bankName: 'Bank Muscat',
  accountHolderName: 'Khalid Al Test',
  accountType: 'savings',
  accountNumber: '0123456789',
  confirmAccountNumber: '0123456789',
  routingNumber: '123456789',
  swiftCode: 'bmusomrx',
  iban: 'OM81 0180 0000 0129 9123 456',
  ...overrides,
});

describe('saved bank accounts (api)', () => {
  let t: WalletTestApp;
  let investor: TestUser;
  let other: TestUser;
  const call = (method: string, path: string, user: TestUser, body?: unknown, lng = 'en') => t.api(method, `/api/v1/${path}?lng=${lng}`, { token: user.token, body });
  const fieldError = (res: ApiResponse, field: string) => (res.body.errors as Array<{ field: string; msg: string }> | undefined)?.find((e) => e.field === field)?.msg;
  const withdraw = (user: TestUser, body: Record<string, unknown>) => t.api('POST', '/api/v1/wallet/wallet-withdraw?lng=en', { token: user.token, headers: { 'idempotency-key': idempotencyKey() }, body });

  beforeAll(async () => {
    t = await startWalletTestApp();
    [investor, other] = await Promise.all([t.user({ firstName: 'Khalid' }), t.user()]);
    await topUpWallet(t.platform, investor, 50_000);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('[A3.11][A7.7] saves an account (the first is primary) and answers it masked; the same account twice is refused', async () => {
    expect(data(await call('GET', 'user-bank-accounts', investor))).toEqual({ docs: [], totalCount: 0 });
    const saved = await call('POST', 'user-bank-accounts', investor, account());
    expect(saved.status).toBe(201);
    expect(data(saved)).toMatchObject({ bankName: 'Bank Muscat', accountHolderName: 'Khalid Al Test', accountType: 'savings', accountNumberLast4: '6789', routingNumber: '123456789', swiftCode: 'BMUSOMRX', ibanLast4: '3456', country: 'OM', isPrimary: true });
    expect(JSON.stringify(saved.body)).not.toContain('0123456789');
    const again = await call('POST', 'user-bank-accounts', investor, account(), 'ar');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('هذا الحساب البنكي محفوظ مسبقاً');
  });

  it('[A3.11][A5.9] refuses bad details with the field and its message', async () => {
    const bad = await call('POST', 'user-bank-accounts', investor, account({ accountNumber: '12', routingNumber: '1', country: 'Oman' }));
    expect(bad.status).toBe(400);
    expect(fieldError(bad, 'accountNumber')).toBeDefined();
    expect(fieldError(bad, 'routingNumber')).toBeDefined();
    expect(fieldError(bad, 'country')).toBe('Please choose a valid country');
    const mismatch = await call('POST', 'user-bank-accounts', investor, account({ accountNumber: '5555566666', confirmAccountNumber: '5555566667' }));
    expect(fieldError(mismatch, 'confirmAccountNumber')).toBe('Account numbers must match');
  });

  it('[A3.11] one primary: making another primary unmakes the first, in one write; another person\'s account is a 404', async () => {
    const second = data(await call('POST', 'user-bank-accounts', investor, account({ bankName: 'Bank Dhofar', accountNumber: '9988776655', confirmAccountNumber: '9988776655' })));
    expect(second.isPrimary).toBe(false);
    expect(data(await call('PATCH', `user-bank-accounts/${second.id}`, investor, { isPrimary: true }))).toMatchObject({ id: second.id, isPrimary: true });
    const list = data(await call('GET', 'user-bank-accounts', investor));
    expect(list.docs.map((a: { bankName: string; isPrimary: boolean }) => [a.bankName, a.isPrimary])).toEqual([
      ['Bank Dhofar', true],
      ['Bank Muscat', false],
    ]);
    expect((await call('PATCH', `user-bank-accounts/${second.id}`, other, { isPrimary: true })).status).toBe(404);
    expect((await call('DELETE', `user-bank-accounts/${second.id}`, other)).status).toBe(404);
    expect(data(await call('GET', 'user-bank-accounts', other)).totalCount).toBe(0);
  });

  it('[A3.11] a withdrawal to a saved account needs only the amount and the account; another person\'s account is refused', async () => {
    const [primary] = data(await call('GET', 'user-bank-accounts', investor)).docs as Array<{ id: string }>;
    const before = await walletOf(t.platform, investor);
    const sent = await withdraw(investor, { amount: 5_000, bankAccountId: primary.id });
    expect(sent.status).toBe(200);
    expect(data(sent)).toMatchObject({ status: 0, type: 'withdrawal', amount: 5_000, bankDetails: { bankName: 'Bank Dhofar', accountNumber: '••••••6655', routingNumber: '123456789' } });
    expect(await walletOf(t.platform, investor)).toMatchObject({ held: before.held + 5_000 });
    const stolen = await withdraw(other, { amount: 5_000, bankAccountId: primary.id });
    expect(stolen.status).toBe(404);
    expect(stolen.body.message).toBe('This saved bank account does not exist');
    // Without a saved account, the typed fields are required, each with its message.
    const empty = await withdraw(investor, { amount: 5_000 });
    expect(empty.status).toBe(400);
    expect(fieldError(empty, 'bankName')).toBe('Please enter the bank name');
    expect(fieldError(empty, 'confirmAccountNumber')).toBeDefined();
  });

  it('[A3.11] a typed withdrawal with "save this account" keeps the account for the next one, once', async () => {
    const typed = account({ bankName: 'Sohar International', accountNumber: '4444455555', confirmAccountNumber: '4444455555', saveAccount: true, amount: 1_000 });
    expect((await withdraw(investor, typed)).status).toBe(200);
    expect((await withdraw(investor, typed)).status).toBe(200);
    const names = data(await call('GET', 'user-bank-accounts', investor)).docs.map((a: { bankName: string }) => a.bankName);
    expect(names.filter((name: string) => name === 'Sohar International')).toHaveLength(1);
  });

  it('[A3.11] at most ten accounts, counted by the database: of twelve saved at once exactly ten are kept', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const number = String(7_000_000_000 + i);
        return call('POST', 'user-bank-accounts', other, account({ accountNumber: number, confirmAccountNumber: number }));
      }),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.message])).toEqual(Array(2).fill([422, 'You can save up to 10 bank accounts: remove one first']));
    const list = data(await call('GET', 'user-bank-accounts', other));
    expect(list.totalCount).toBe(10);
    expect(list.docs.filter((a: { isPrimary: boolean }) => a.isPrimary).length).toBeGreaterThanOrEqual(1);
    // Removing one makes room again.
    expect(data(await call('DELETE', `user-bank-accounts/${list.docs[9].id}`, other))).toEqual({ id: list.docs[9].id, deleted: true });
    expect((await call('POST', 'user-bank-accounts', other, account({ accountNumber: '7100000000', confirmAccountNumber: '7100000000' }))).status).toBe(201);
  });
});
