import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, makeDetail, makeTransaction, mockWalletApi, ok, page, paramsOf, renderWalletPage, signIn } from '../../../test/helpers';
import WalletPage from './WalletPage';

const history = ok([
  { date: '2026-03-01', balance: 0 },
  { date: '2026-03-02', balance: 500_000 },
  { date: '2026-03-03', balance: 1_234_500 },
]);

function routes(overrides: Record<string, unknown> = {}) {
  return {
    'GET wallet/get-user-wallet-detail': ok(makeDetail()),
    'GET wallet/get-user-wallet-list': page([makeTransaction()], 1),
    'GET wallet/balance-history': history,
    'GET user-bank-accounts': ok({ docs: [], totalCount: 0 }),
    'GET banks': ok([
      { id: 'b1', code: 'BMCT', swift: 'BMUSOMRX', name: 'Bank Muscat' },
      { id: 'b2', code: 'NBO', swift: 'NBOMOMRX', name: 'National Bank of Oman' },
    ]),
    ...overrides,
  } as Parameters<typeof mockWalletApi>[0];
}

async function open(language: 'ar' | 'en' = 'en', route = '/settings/wallet') {
  const rendered = await renderWalletPage(<WalletPage />, route, { language, path: '/settings/wallet' });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('WalletPage (/settings/wallet)', () => {
  beforeEach(signIn);

  it('[A3.17][A2.22] shows balance, held and available as OMR 1,234.500 in English', async () => {
    mockWalletApi(routes());
    await open('en');
    const card = (await screen.findByRole('heading', { name: 'Balance', level: 2 })).closest('section')!;
    expect(within(card).getByText('OMR 1,234.500')).toBeInTheDocument();
    expect(within(card).getByText('OMR 200')).toBeInTheDocument();
    expect(within(card).getByText('OMR 1,034.500')).toBeInTheDocument();
  });

  it('[A3.17][A9.2] shows amounts with Arabic digits in Arabic', async () => {
    mockWalletApi(routes(), 'ar');
    await open('ar');
    const card = (await screen.findByRole('heading', { name: 'الرصيد', level: 2 })).closest('section')!;
    expect(within(card).getByText(/١ ٢٣٤٫٥٠٠/)).toBeInTheDocument();
    expect(within(card).queryByText(/1,234/)).not.toBeInTheDocument();
  });

  it('[A2.22] shows the low-balance notice when the service says the balance is low', async () => {
    mockWalletApi(routes({ 'GET wallet/get-user-wallet-detail': ok(makeDetail({ lowBalance: true, balance: 5_000, available: 5_000, held: 0 })) }));
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your wallet balance is low');
    expect(screen.getByRole('alert')).toHaveTextContent('OMR 10');
  });

  it('[A5.11] refuses a top-up below the minimum without calling the service or showing the minimum', async () => {
    const api = mockWalletApi(routes());
    await open();
    await userEvent.type(await screen.findByLabelText(/^Amount/), '4.999');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const input = screen.getByLabelText(/^Amount/);
    expect(input).toHaveAccessibleDescription(/The amount is below the minimum top-up/);
    expect(input).not.toHaveAccessibleDescription(/5\.000/);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.clear(input);
    await userEvent.type(input, '0.5');
    expect(input).toHaveAccessibleDescription(/The amount must be at least 1/);
  });

  it('[A4.6][A7.10] a top-up creates a preapproval in baisa and opens /topup-payment/<id>', async () => {
    const api = mockWalletApi(
      routes({ 'POST wallet/wallet-preapproval': ok({ _id: 'pre-1', amount: 25_500, currencyId: 'OMR', status: 'created', createdAt: '' }) }),
    );
    await open();
    await userEvent.type(await screen.findByLabelText(/^Amount/), '25.5');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/topup-payment/pre-1');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ amount: 25_500, currencyId: 'OMR' });
  });

  it('[A8.1] shows the service\'s message beside the amount when it refuses the preapproval', async () => {
    mockWalletApi(routes({ 'POST wallet/wallet-preapproval': fail(400, 'Validation failed', [{ field: 'amount', msg: 'The amount is above the maximum top-up' }]) }));
    await open();
    await userEvent.type(await screen.findByLabelText(/^Amount/), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription(/The amount is above the maximum top-up/));
  });

  it('[A4.6][A8.5] lists transactions with type, entry, gateway and status; a rejected one shows its reason', async () => {
    mockWalletApi(
      routes({
        'GET wallet/get-user-wallet-list': page(
          [
            makeTransaction({ transactionNumber: 'WT-1', status: 0, type: 'topup', gateway: 'bank_transfer' }),
            makeTransaction({ transactionNumber: 'WT-2', status: 1, entryType: 'DEBIT', type: 'investment', reason: 'amount_invested', campaign: { id: 'c1', name: 'Nizwa Dates' } }),
            makeTransaction({ transactionNumber: 'WT-3', status: 2 }),
            makeTransaction({ transactionNumber: 'WT-4', status: 3, entryType: 'DEBIT', type: 'withdrawal', reason: 'withdraw_by_user', rejectReason: 'Bank details do not match' }),
            makeTransaction({ transactionNumber: 'WT-5', status: 4 }),
          ],
          5,
        ),
      }),
    );
    await open();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const row = (n: string) => within(table).getByRole('rowheader', { name: n }).closest('tr')!;
    expect(row('WT-1')).toHaveTextContent('Pending');
    expect(row('WT-1')).toHaveTextContent('Bank transfer');
    expect(row('WT-2')).toHaveTextContent('In process');
    expect(row('WT-2')).toHaveTextContent('Amount invested');
    expect(row('WT-2')).toHaveTextContent('Nizwa Dates');
    expect(row('WT-2')).toHaveTextContent('Debit');
    expect(row('WT-3')).toHaveTextContent('Successful');
    expect(row('WT-3')).toHaveTextContent('Credit');
    expect(row('WT-3')).toHaveTextContent('OMR 50');
    expect(row('WT-4')).toHaveTextContent('Rejected');
    expect(row('WT-4')).toHaveTextContent('Reason: Bank details do not match');
    expect(row('WT-4')).toHaveTextContent('Withdrawal started by you');
    expect(row('WT-5')).toHaveTextContent('Failed');
  });

  it('[A9.3] "Load more" asks for 10 more (limit = page × 10) and keeps the rows shown', async () => {
    const first = Array.from({ length: 10 }, (_, i) => makeTransaction({ transactionNumber: `WT-A${i}` }));
    const more = Array.from({ length: 5 }, (_, i) => makeTransaction({ transactionNumber: `WT-B${i}` }));
    const api = mockWalletApi(
      routes({
        'GET wallet/get-user-wallet-list': (call: { url: string }) =>
          paramsOf(call.url).get('limit') === '10' ? page(first, 15) : page([...first, ...more], 15),
      }),
    );
    await open();
    expect(await screen.findByText('Showing 10 of 15')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 15 of 15')).toBeInTheDocument();
    expect(screen.getByText('WT-B4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const limits = api.calls.filter((c) => c.url.includes('get-user-wallet-list')).map((c) => paramsOf(c.url).get('limit'));
    expect(limits).toEqual(['10', '20']);
    expect(paramsOf(api.calls.find((c) => c.url.includes('get-user-wallet-list'))!.url).get('currencyId')).toBe('OMR');
  });

  it('[A8.3] an empty wallet says "No record found"', async () => {
    mockWalletApi(routes({ 'GET wallet/get-user-wallet-list': page([], 0), 'GET wallet/balance-history': ok([]) }));
    await open();
    expect(await screen.findByText('No record found')).toBeInTheDocument();
    expect(screen.getByText('No balance history yet.')).toBeInTheDocument();
  });

  it('draws the balance chart with an accessible summary, mirrored in Arabic', async () => {
    mockWalletApi(routes());
    const { unmount } = await open('en');
    const chart = await screen.findByRole('img', { name: /Balance over the last 90 days/ });
    expect(chart).toHaveAccessibleName(/from OMR 0 to OMR 1,234\.500/);
    const ltrPath = chart.querySelector('.wallet-chart__line')!.getAttribute('d')!;
    expect(ltrPath.startsWith('M8.0,')).toBe(true);
    unmount();
    mockWalletApi(routes(), 'ar');
    await open('ar');
    const arabic = await screen.findByRole('img', { name: /الرصيد خلال آخر/ });
    // Time runs right to left: the first day is drawn at the right edge.
    expect(arabic.querySelector('.wallet-chart__line')!.getAttribute('d')!.startsWith('M632.0,')).toBe(true);
  });

  describe('withdrawal', () => {
    async function fillWithdraw(values: Partial<Record<string, string>> = {}) {
      await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
      const dialog = await screen.findByRole('dialog', { name: 'Withdraw to a bank account' });
      const v = {
        amount: '100',
        holder: 'Khalid Al Harthy',
        number: '0123456789',
        confirm: '0123456789',
        routing: '123456789',
        ...values,
      };
      await userEvent.type(within(dialog).getByLabelText(/^Amount/), v.amount);
      await userEvent.selectOptions(within(dialog).getByLabelText(/^Bank name/), 'Bank Muscat');
      await userEvent.type(within(dialog).getByLabelText(/^Account holder name/), v.holder);
      await userEvent.selectOptions(within(dialog).getByLabelText(/^Account type/), 'savings');
      await userEvent.type(within(dialog).getByLabelText(/^Account number/), v.number);
      await userEvent.type(within(dialog).getByLabelText(/^Confirm account number/), v.confirm);
      await userEvent.type(within(dialog).getByLabelText(/^Routing number/), v.routing);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
      return dialog;
    }

    it('[A8.3][A5.7] refuses mismatched account numbers, a short routing number and more than the available balance', async () => {
      const api = mockWalletApi(routes());
      await open();
      const dialog = await fillWithdraw({ amount: '1034.501', confirm: '0123456780', routing: '1234' });
      expect(within(dialog).getByLabelText(/^Confirm account number/)).toHaveAccessibleDescription('Account numbers must match');
      expect(within(dialog).getByLabelText(/^Routing number/)).toHaveAccessibleDescription(/The routing number must be 9 digits/);
      expect(within(dialog).getByLabelText(/^Amount/)).toHaveAccessibleDescription(/Insufficient wallet balance/);
      expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    });

    it('[A4.6] asks for confirmation, then sends the request once with an Idempotency-Key kept for a retry of the same attempt', async () => {
      let attempts = 0;
      const api = mockWalletApi(
        routes({
          'POST wallet/wallet-withdraw': () => {
            attempts += 1;
            return attempts === 1 ? fail(409, 'Please try again in a moment') : ok(makeTransaction({ status: 0, type: 'withdrawal' }));
          },
        }),
      );
      await open();
      const dialog = await fillWithdraw();
      expect(within(dialog).queryByRole('button', { name: 'Confirm withdrawal' })).not.toBeNull();
      expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
      expect(screen.getByRole('dialog', { name: 'Confirm the withdrawal' })).toHaveTextContent('OMR 100');
      expect(screen.getByRole('dialog')).toHaveTextContent('BMUSOMRX');
      await userEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
      expect(await screen.findByText('Please try again in a moment')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
      expect(await screen.findByText('Your withdrawal request has been sent')).toBeInTheDocument();
      const posts = api.calls.filter((c) => c.method === 'POST');
      expect(posts).toHaveLength(2);
      const key = posts[0].headers['idempotency-key'];
      expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
      expect(posts[1].headers['idempotency-key']).toBe(key);
      expect(posts[1].body).toEqual({
        amount: 100_000,
        bankName: 'Bank Muscat',
        accountHolderName: 'Khalid Al Harthy',
        accountType: 'savings',
        accountNumber: '0123456789',
        confirmAccountNumber: '0123456789',
        routingNumber: '123456789',
        swiftCode: 'BMUSOMRX',
      });
    });

    const savedAccount = (overrides: Record<string, unknown> = {}) => ({
      id: 'acc-1',
      _id: 'acc-1',
      bankName: 'Bank Dhofar',
      accountHolderName: 'Khalid Al Harthy',
      accountType: 'savings',
      accountNumberLast4: '6655',
      routingNumber: '123456789',
      swiftCode: null,
      ibanLast4: null,
      country: 'OM',
      isPrimary: true,
      createdAt: '2026-11-01T00:00:00.000Z',
      ...overrides,
    });

    it('[A3.11] sends to the primary saved account with only the amount typed, and shows it masked before confirming', async () => {
      const accounts = [savedAccount({ id: 'acc-2', _id: 'acc-2', bankName: 'Bank Muscat', accountNumberLast4: '1111', isPrimary: false }), savedAccount()];
      const api = mockWalletApi(routes({ 'GET user-bank-accounts': ok({ docs: accounts, totalCount: 2 }), 'POST wallet/wallet-withdraw': ok(makeTransaction({ status: 0, type: 'withdrawal' })) }));
      await open();
      await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
      const dialog = await screen.findByRole('dialog', { name: 'Withdraw to a bank account' });
      const sendTo = within(dialog).getByLabelText(/^Send to/);
      expect(sendTo).toHaveDisplayValue('Bank Dhofar · Khalid Al Harthy · ••••6655 (primary)');
      expect(within(dialog).queryByLabelText(/^Account number/)).toBeNull();
      await userEvent.type(within(dialog).getByLabelText(/^Amount/), '25');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
      expect(screen.getByRole('dialog', { name: 'Confirm the withdrawal' })).toHaveTextContent('••••6655');
      await userEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
      expect(await screen.findByText('Your withdrawal request has been sent')).toBeInTheDocument();
      expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ amount: 25_000, bankAccountId: 'acc-1' });
    });

    it('[A3.11] "Another bank account" shows the fields again, and "save this account" is sent with them', async () => {
      const api = mockWalletApi(routes({ 'GET user-bank-accounts': ok({ docs: [savedAccount()], totalCount: 1 }), 'POST wallet/wallet-withdraw': ok(makeTransaction({ status: 0, type: 'withdrawal' })) }));
      await open();
      await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
      const dialog = await screen.findByRole('dialog', { name: 'Withdraw to a bank account' });
      await userEvent.selectOptions(within(dialog).getByLabelText(/^Send to/), 'Another bank account');
      await userEvent.type(within(dialog).getByLabelText(/^Amount/), '100');
      await userEvent.selectOptions(within(dialog).getByLabelText(/^Bank name/), 'Bank Muscat');
      await userEvent.type(within(dialog).getByLabelText(/^Account holder name/), 'Khalid Al Harthy');
      await userEvent.selectOptions(within(dialog).getByLabelText(/^Account type/), 'savings');
      await userEvent.type(within(dialog).getByLabelText(/^Account number/), '0123456789');
      await userEvent.type(within(dialog).getByLabelText(/^Confirm account number/), '0123456789');
      await userEvent.type(within(dialog).getByLabelText(/^Routing number/), '123456789');
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Save this account for my next withdrawals' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
      await userEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
      await screen.findByText('Your withdrawal request has been sent');
      expect(api.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ amount: 100_000, saveAccount: true, accountNumber: '0123456789' });
    });

    it('[A3.11] the saved accounts card makes one primary and removes one after a confirmation', async () => {
      const api = mockWalletApi(
        routes({
          'GET user-bank-accounts': ok({ docs: [savedAccount(), savedAccount({ id: 'acc-2', _id: 'acc-2', bankName: 'Bank Muscat', accountNumberLast4: '1111', isPrimary: false })], totalCount: 2 }),
          'PATCH user-bank-accounts/acc-2': ok(savedAccount({ id: 'acc-2', isPrimary: true })),
          'DELETE user-bank-accounts/acc-2': ok({ id: 'acc-2', deleted: true }),
        }),
      );
      await open();
      const card = (await screen.findByRole('heading', { name: 'Saved bank accounts' })).closest('section')!;
      await userEvent.click(within(card).getByRole('button', { name: 'Make primary' }));
      expect(await screen.findByText('This is now your primary account')).toBeInTheDocument();
      await userEvent.click(within(card).getAllByRole('button', { name: 'Remove' })[1]);
      const confirm = await screen.findByRole('dialog', { name: 'Remove this bank account?' });
      expect(confirm).toHaveTextContent('Bank Muscat ending in 1111');
      expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
      await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('The bank account was removed')).toBeInTheDocument();
      expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([expect.stringContaining('user-bank-accounts/acc-2')]);
    });

    it('[A8.3] shows the service\'s "Insufficient wallet balance" when it refuses', async () => {
      mockWalletApi(routes({ 'POST wallet/wallet-withdraw': fail(400, 'Insufficient wallet balance') }));
      await open();
      await fillWithdraw();
      await userEvent.click(await screen.findByRole('button', { name: 'Confirm withdrawal' }));
      expect(await screen.findByText('Insufficient wallet balance')).toBeInTheDocument();
    });
  });

  it('[A2.22] downloads the CSV statement with the bearer token and saves it as a file', async () => {
    mockWalletApi(routes());
    const saved: string[] = [];
    const originalFetch = globalThis.fetch;
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: new Headers({ 'content-disposition': 'attachment; filename="wallet-statement-2026.csv"' }),
      blob: async () => new Blob(['date,amount\n'], { type: 'text/csv' }),
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const createObjectURL = jest.fn(() => 'blob:statement');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      await open();
      await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved).toEqual(['wallet-statement-2026.csv']));
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toMatch(/^\/api\/v1\/wallet\/statement\.csv\?lng=en$/);
      expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    } finally {
      globalThis.fetch = originalFetch;
      click.mockRestore();
    }
  });
});
