import { data, idempotencyKey, startWalletTestApp, type ApiResponse, type TestUser, type WalletTestApp } from './wallet-test-app';

/**
 * Every validation rule of a withdrawal (A3.11 bank account, A5.9 / A8.3 messages) and of top-up and
 * withdrawal amounts (A5.11, C9.10), through the gateway: 400 with the field and the translated message.
 */
const bank = {
  bankName: 'Bank Muscat',
  accountHolderName: 'Khalid Al Test',
  accountType: 'savings',
  accountNumber: '0123456789',
  confirmAccountNumber: '0123456789',
  routingNumber: '123456789',
};

describe('wallet validation (api)', () => {
  let t: WalletTestApp;
  let investor: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startWalletTestApp();
    [investor, admin] = await Promise.all([t.user(), t.user({ isAdmin: true })]);
    const funded = await t.api('POST', '/api/v1/wallet/admin/adjustments', {
      token: admin.token,
      headers: { 'idempotency-key': idempotencyKey() },
      body: { userId: investor.id, kind: 'credit', amount: 100_000, reason: 'test funds' },
    });
    expect(data(funded)).toMatchObject({ status: 'posted' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const withdraw = (body: Record<string, unknown>, lng = 'en') =>
    t.api('POST', `/api/v1/wallet/wallet-withdraw?lng=${lng}`, { token: investor.token, headers: { 'idempotency-key': idempotencyKey() }, body });
  const preapproval = (amount: unknown, lng = 'en') => t.api('POST', `/api/v1/wallet/wallet-preapproval?lng=${lng}`, { token: investor.token, body: { amount } });
  const balance = async () => data(await t.api('GET', '/api/v1/wallet/get-user-wallet-detail', { token: investor.token }));

  /** A 400 whose errors name `field` with `message`. */
  const expectFieldError = (response: ApiResponse, field: string, message: string) => {
    expect(response.status).toBe(400);
    expect(response.body.status).toBe('fail');
    expect(response.body.errors).toEqual(expect.arrayContaining([{ field, msg: message }]));
  };

  describe('withdrawal bank details', () => {
    it.each([
      ['4 digits', '1234'],
      ['21 digits', '123456789012345678901'],
      ['letters', '12345abc'],
      ['spaces', '1234 5678'],
      ['a sign', '-12345'],
    ])('[A3.11] [A5.9] refuses an account number of %s: "The account number must be 5 to 20 digits"', async (_label, accountNumber) => {
      const res = await withdraw({ amount: 5_000, ...bank, accountNumber, confirmAccountNumber: accountNumber });
      expectFieldError(res, 'accountNumber', 'The account number must be 5 to 20 digits');
    });

    it('[A3.11] [A5.9] accepts account numbers of exactly 5 and exactly 20 digits', async () => {
      for (const accountNumber of ['12345', '12345678901234567890']) {
        const res = await withdraw({ amount: 1_000, ...bank, accountNumber, confirmAccountNumber: accountNumber });
        expect(res.status).toBe(200);
        expect(data(res).bankDetails.accountNumberLast4).toBe(accountNumber.slice(-4));
      }
    });

    it('[A3.11] [A8.3] refuses a confirmation that differs: "Account numbers must match", nothing held', async () => {
      const before = await balance();
      const res = await withdraw({ amount: 5_000, ...bank, confirmAccountNumber: '0123456788' });
      expectFieldError(res, 'confirmAccountNumber', 'Account numbers must match');
      expect(res.body.message).toBe('Account numbers must match');
      expect(await balance()).toMatchObject({ held: before.held, available: before.available });
    });

    it('[A3.11] asks for the confirmation when it is missing', async () => {
      const { confirmAccountNumber: _omit, ...rest } = bank;
      expectFieldError(await withdraw({ amount: 5_000, ...rest }), 'confirmAccountNumber', 'Please confirm the account number');
    });

    it.each([
      ['8 digits', '12345678'],
      ['10 digits', '1234567890'],
      ['letters', '12345678A'],
    ])('[A3.11] [A5.9] refuses a routing number of %s: "The routing number must be 9 digits"', async (_label, routingNumber) => {
      expectFieldError(await withdraw({ amount: 5_000, ...bank, routingNumber }), 'routingNumber', 'The routing number must be 9 digits');
    });

    it('[A3.11] requires the routing number, bank name, account holder and account number', async () => {
      for (const [field, message] of [
        ['routingNumber', 'Please enter the routing number'],
        ['bankName', 'Please enter the bank name'],
        ['accountHolderName', 'Please enter the account holder name'],
        ['accountNumber', 'Please enter the account number'],
      ] as const) {
        const body: Record<string, unknown> = { amount: 5_000, ...bank, [field]: '' };
        expectFieldError(await withdraw(body), field, message);
        delete body[field];
        expectFieldError(await withdraw(body), field, message);
      }
    });

    it('[A3.11] requires the account type: current, savings or checking', async () => {
      const { accountType: _omit, ...rest } = bank;
      expectFieldError(await withdraw({ amount: 5_000, ...rest }), 'accountType', 'Please choose the account type');
      expectFieldError(await withdraw({ amount: 5_000, ...bank, accountType: 'brokerage' }), 'accountType', 'Please choose the account type');
      for (const accountType of ['current', 'savings', 'checking']) {
        expect((await withdraw({ amount: 1_000, ...bank, accountType })).status).toBe(200);
      }
    });

    it('[A3.11] accepts an optional SWIFT code of 8 or 11 characters, and refuses others', async () => {
      expect((await withdraw({ amount: 1_000, ...bank, swiftCode: 'BMUSOMRX' })).status).toBe(200);
      const eleven = await withdraw({ amount: 1_000, ...bank, swiftCode: 'bmusomrx001' });
      expect(data(eleven).bankDetails.swiftCode).toBe('BMUSOMRX001');
      expectFieldError(await withdraw({ amount: 1_000, ...bank, swiftCode: 'BMUS' }), 'swiftCode', 'The SWIFT code must be 8 or 11 letters and digits');
    });

    it('[A3.11] takes an optional IBAN as printed and keeps it in electronic form; a wrong one (a digit mistyped, another country\'s length) is refused in the reader\'s language', async () => {
      const saved = await withdraw({ amount: 1_000, ...bank, iban: 'om81 0180 0000 0129 9123 456' });
      expect(data(saved).bankDetails.iban).toBe('OM810180000001299123456');
      expectFieldError(await withdraw({ amount: 1_000, ...bank, iban: 'OM81 0180 0000 0129 9123 457' }), 'iban', 'This IBAN is not valid: an Omani IBAN is OM followed by 21 digits, as printed on your statement');
      expectFieldError(await withdraw({ amount: 1_000, ...bank, iban: 'OM81 0180 0000 0129 9123' }), 'iban', 'This IBAN is not valid: an Omani IBAN is OM followed by 21 digits, as printed on your statement');
    });

    it('[A5.9] a bank name over 100 characters is refused with a message, not a server error', async () => {
      expectFieldError(await withdraw({ amount: 1_000, ...bank, bankName: 'B'.repeat(101) }), 'bankName', 'This text is too long');
    });

    it('[A8.3] [A3.11] translates the bank messages: Arabic and French', async () => {
      const ar = await withdraw({ amount: 5_000, ...bank, confirmAccountNumber: '999999' }, 'ar');
      expectFieldError(ar, 'confirmAccountNumber', 'يجب أن تتطابق أرقام الحساب');
      const fr = await withdraw({ amount: 5_000, ...bank, routingNumber: '1' }, 'fr');
      expectFieldError(fr, 'routingNumber', "Le numéro d'acheminement doit comporter 9 chiffres");
    });
  });

  describe('amounts', () => {
    it('[A5.11] [C9.10] refuses a top-up below the minimum and above the maximum; accepts the bounds', async () => {
      expectFieldError(await preapproval(999), 'amount', 'The top-up amount must be at least OMR 1.000');
      expectFieldError(await preapproval(50_000_001), 'amount', 'The top-up amount must not exceed OMR 50,000.000');
      expect((await preapproval(1_000)).status).toBe(200);
      expect((await preapproval(50_000_000)).status).toBe(200);
    });

    it('[A5.11] a top-up amount is at least 1, a whole number of baisa, and required', async () => {
      expectFieldError(await preapproval(0), 'amount', 'The amount must be at least 1');
      expectFieldError(await preapproval(-5_000), 'amount', 'The amount must be at least 1');
      expectFieldError(await preapproval(1_500.5), 'amount', 'Please enter the amount in baisa as a whole number');
      expectFieldError(await preapproval('12abc'), 'amount', 'Please enter the amount in baisa as a whole number');
      expectFieldError(await preapproval(undefined), 'amount', 'Please enter an amount');
    });

    it('[A5.11] the fee quote applies the same limits', async () => {
      const res = await t.api('GET', '/api/v1/wallet/topup-fees?amount=10&paymentMethod=sandbox_card', { token: investor.token });
      expectFieldError(res, 'amount', 'The top-up amount must be at least OMR 1.000');
      const method = await t.api('GET', '/api/v1/wallet/topup-fees?amount=10000&paymentMethod=cash', { token: investor.token });
      expectFieldError(method, 'paymentMethod', 'Please choose a payment method');
    });

    it('[A5.11] refuses a withdrawal below the minimum, above the maximum, under 1, and above the available balance', async () => {
      expectFieldError(await withdraw({ amount: 999, ...bank }), 'amount', 'The withdrawal amount must be at least OMR 1.000');
      expectFieldError(await withdraw({ amount: 20_000_001, ...bank }), 'amount', 'The withdrawal amount must not exceed OMR 20,000.000');
      expectFieldError(await withdraw({ amount: 0, ...bank }), 'amount', 'The amount must be at least 1');
      expectFieldError(await withdraw({ amount: '', ...bank }), 'amount', 'Please enter an amount');
      const before = await balance();
      const tooMuch = await withdraw({ amount: before.available + 1, ...bank });
      expect(tooMuch.status).toBeGreaterThanOrEqual(400);
      expect(tooMuch.status).toBeLessThan(500);
      expect(tooMuch.body.message).toBe('Insufficient wallet balance');
      expect(await balance()).toMatchObject({ held: before.held, available: before.available });
    });

    it('[A5.11] [A8.3] the amount messages are translated: Arabic and French', async () => {
      expectFieldError(await preapproval(0, 'ar'), 'amount', 'يجب ألا يقل المبلغ عن 1');
      expectFieldError(await preapproval(999, 'fr'), 'amount', 'Le montant de la recharge doit être au moins de OMR 1.000');
      const ar = await withdraw({ amount: 100_000_000, ...bank }, 'ar');
      expectFieldError(ar, 'amount', 'يجب ألا يتجاوز مبلغ السحب OMR 20,000.000');
      const insufficient = await withdraw({ amount: 19_000_000, ...bank }, 'fr');
      expect(insufficient.body.message).toBe('Solde du portefeuille insuffisant');
    });

    it('[A5.11] only OMR wallets: another currency is refused', async () => {
      const res = await t.api('POST', '/api/v1/wallet/wallet-preapproval', { token: investor.token, body: { amount: 5_000, currencyId: 'USD' } });
      expectFieldError(res, 'currencyId', 'Only Omani rial (OMR) wallets are supported');
      const detail = await t.api('GET', '/api/v1/wallet/get-user-wallet-detail?currencyId=EUR', { token: investor.token });
      expectFieldError(detail, 'currencyId', 'Only Omani rial (OMR) wallets are supported');
    });

    it('[A7.10] a withdrawal without an Idempotency-Key is refused and holds nothing', async () => {
      const before = await balance();
      const res = await t.api('POST', '/api/v1/wallet/wallet-withdraw', { token: investor.token, body: { amount: 1_000, ...bank } });
      expect(res.status).toBe(400);
      expect(await balance()).toMatchObject({ held: before.held });
    });
  });
});
