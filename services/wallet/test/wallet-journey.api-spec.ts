import { data, idempotencyKey, startWalletTestApp, type TestUser, type WalletTestApp } from './wallet-test-app';

/**
 * The core wallet journeys through the gateway: a card top-up through the sandbox provider's hosted
 * checkout and signed webhook to the receipt; a withdrawal an administrator rejects, and the user's
 * notification and e-mail with the reason.
 */
describe('wallet journeys (api)', () => {
  let t: WalletTestApp;
  let investor: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startWalletTestApp();
    [investor, admin] = await Promise.all([t.user({ firstName: 'Khalid' }), t.user({ isAdmin: true, firstName: 'Salim' })]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const detail = async (user: TestUser) => data(await t.api('GET', '/api/v1/wallet/get-user-wallet-detail?currencyId=OMR', { token: user.token }));

  it('[A4.6] [A7.10] tops up with a card: preapproval → sandbox checkout → signed webhook → receipt, credited once', async () => {
    const pre = await t.api('POST', '/api/v1/wallet/wallet-preapproval', { token: investor.token, body: { amount: 25_000, currencyId: 'OMR' } });
    expect(pre.status).toBe(200);
    expect(data(pre)).toMatchObject({ amount: 25_000, currencyId: 'OMR', status: 'created' });
    const preapprovalId = data(pre)._id as string;

    const fees = data(await t.api('GET', '/api/v1/wallet/topup-fees?amount=25000&paymentMethod=sandbox_card', { token: investor.token }));
    // 2.5% of 25.000 = 0.625, flat 0.100 → 0.725; VAT 5% = 0.03625 → 0.036 (half-up)
    expect(fees).toEqual({ amount: 25_000, fees: { percentage: 625, flat: 100, service: 0, platform: 0, vat: 36 }, totalFees: 761, total: 25_761 });

    const started = await t.api('POST', '/api/v1/wallet/add-wallet-topup', {
      token: investor.token,
      headers: { 'idempotency-key': idempotencyKey() },
      body: { preapprovalId, paymentMethod: 'sandbox_card' },
    });
    expect(started.status).toBe(200);
    const { transaction, checkout } = data(started);
    expect(transaction).toMatchObject({ status: 1, entryType: 'CREDIT', type: 'topup', amount: 25_000, totalAmount: 25_761, gateway: 'sandbox_card' });
    expect(transaction.transactionNumber).toMatch(/^WT-\d{4}-[0-9A-Z]{8}$/);
    expect(checkout.redirectUrl).toMatch(/\/wallet-payment\/.+/);
    const sessionId = checkout.redirectUrl.split('/wallet-payment/')[1];

    const session = await t.api('GET', `/api/v1/equity/payment-gateway/sandbox/sessions/${sessionId}`);
    expect(data(session)).toMatchObject({ status: 'open', amount: 25_761 });
    const paid = await t.api('POST', `/api/v1/equity/payment-gateway/sandbox/sessions/${sessionId}/pay`, {
      body: { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'Khalid Al Test' },
    });
    expect(data(paid)).toMatchObject({ status: 'succeeded' });

    // The signed webhook credits the wallet; the return page (PATCH) sees status 2 either way.
    const settled = await t.waitFor(async () => {
      const res = await t.api('PATCH', `/api/v1/wallet/update-wallet-topup/${preapprovalId}`, { token: investor.token });
      return data(res)?.status === 2 ? data(res) : null;
    });
    expect(settled.transaction).toMatchObject({ id: transaction.id, status: 2 });
    await t.api('PATCH', `/api/v1/wallet/update-wallet-topup/${preapprovalId}`, { token: investor.token });

    const receipt = await t.api('GET', `/api/v1/wallet/transactions/${transaction.id}`, { token: investor.token });
    expect(data(receipt)).toMatchObject({ transactionNumber: transaction.transactionNumber, status: 2, amount: 25_000, fees: { vat: 36 } });
    expect(await detail(investor)).toMatchObject({ balance: 25_000, held: 0, available: 25_000, currencyId: 'OMR', payType: 'wallet' });

    const list = data(await t.api('GET', '/api/v1/wallet/get-user-wallet-list?currencyId=OMR&limit=10', { token: investor.token }));
    expect(list).toMatchObject({ totalCount: 1, displayLoadMore: false, userWalletBalance: 25_000 });
  });

  it('[A4.6] [A4.13] [A3.7] a rejected withdrawal returns the held amount and tells the user why, in-app and by e-mail', async () => {
    const before = await detail(investor);
    const requested = await t.api('POST', '/api/v1/wallet/wallet-withdraw', {
      token: investor.token,
      headers: { 'idempotency-key': idempotencyKey() },
      body: {
        amount: 5_000,
        bankName: 'Bank Muscat',
        accountHolderName: 'Khalid Al Test',
        accountType: 'savings',
        accountNumber: '0123456789',
        confirmAccountNumber: '0123456789',
        routingNumber: '123456789',
      },
    });
    expect(requested.status).toBe(200);
    const withdrawal = data(requested);
    expect(withdrawal).toMatchObject({ status: 0, entryType: 'DEBIT', type: 'withdrawal', reason: 'withdraw_by_user', amount: 5_000 });
    expect(withdrawal.bankDetails.accountNumber).toBe('••••••6789');
    expect(await detail(investor)).toMatchObject({ balance: before.balance, held: 5_000, available: before.available - 5_000 });

    const rejected = await t.api('POST', `/api/v1/wallet/admin/transactions/${withdrawal.id}/reject`, { token: admin.token, body: { reason: 'The account is closed' } });
    expect(rejected.status).toBe(200);
    expect(data(rejected)).toMatchObject({ status: 3, rejectReason: 'The account is closed' });
    expect(await detail(investor)).toMatchObject({ balance: before.balance, held: 0, available: before.available });

    await t.flush();
    const notification = await t.waitFor(async () => {
      const res = await t.api('GET', '/api/v1/user-notifications', { token: investor.token });
      return (data(res)?.docs ?? []).find((n: { notificationType: string }) => n.notificationType === 'rejectedWalletTransactions');
    });
    expect(notification.walletTransactionId).toMatchObject({
      walletType: 'DEBIT',
      transactionNumber: withdrawal.transactionNumber,
      walletId: withdrawal.walletId,
      rejectReason: 'The account is closed',
    });
    const mail = await t.platform.mailbox.waitFor((m) => m.to === investor.email && m.template === 'wallet-transaction-rejected');
    expect(mail.subject).toBe(`Your withdrawal ${withdrawal.transactionNumber} was rejected`);
    expect(mail.text).toContain('The account is closed');
  });
});
