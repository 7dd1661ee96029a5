import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, makeDetail, makeTransaction, mockWalletApi, ok, paramsOf, renderWalletPage, signIn } from '../../../test/helpers';
import TopUpFailPage from './TopUpFailPage';
import TopUpPaymentPage from './TopUpPaymentPage';
import TopUpReceiptPage from './TopUpReceiptPage';

const PREAPPROVAL = { _id: 'pre-1', amount: 50_000, currencyId: 'OMR', status: 'created', createdAt: '2026-03-05T08:00:00Z' };
const FEES = {
  sandbox_card: { amount: 50_000, fees: { percentage: 1_250, flat: 100, service: 50, platform: 25, vat: 71 }, totalFees: 1_496, total: 51_496 },
  bank_transfer: { amount: 50_000, fees: { percentage: 0, flat: 0, service: 0, platform: 0, vat: 0 }, totalFees: 0, total: 50_000 },
};

function routes(overrides: Record<string, unknown> = {}) {
  return {
    'GET wallet/wallet-preapproval/pre-1': ok(PREAPPROVAL),
    'GET wallet/get-user-wallet-detail': ok(makeDetail()),
    'GET wallet/topup-fees': (call: { url: string }) => ok(FEES[paramsOf(call.url).get('paymentMethod') as keyof typeof FEES]),
    ...overrides,
  } as Parameters<typeof mockWalletApi>[0];
}

const open = (route = '/topup-payment/pre-1', language: 'en' | 'ar' = 'en') =>
  renderWalletPage(<TopUpPaymentPage />, route, { path: '/topup-payment/:id', language });

describe('TopUpPaymentPage (/topup-payment/:id)', () => {
  beforeEach(signIn);

  it('[A3.17] offers only the enabled methods and shows every fee and the total BEFORE paying', async () => {
    const api = mockWalletApi(routes());
    await open();
    expect(await screen.findByRole('radio', { name: /Card \(sandbox\)/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /PayPal/ })).not.toBeInTheDocument();
    const fees = await screen.findByRole('table', { name: 'Fees' });
    const line = (name: string) => within(fees).getByRole('rowheader', { name }).closest('tr')!;
    expect(line('Top-up amount')).toHaveTextContent('OMR 50');
    expect(line('Percentage fee')).toHaveTextContent('OMR 1.250');
    expect(line('Flat fee')).toHaveTextContent('OMR 0.100');
    expect(line('Service fee')).toHaveTextContent('OMR 0.050');
    expect(line('Platform fee')).toHaveTextContent('OMR 0.025');
    expect(line('VAT')).toHaveTextContent('OMR 0.071');
    expect(line('Total fees')).toHaveTextContent('OMR 1.496');
    expect(line('Total to pay')).toHaveTextContent('OMR 51.496');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    const feeCall = api.calls.find((c) => c.url.includes('topup-fees'))!;
    expect(paramsOf(feeCall.url).get('amount')).toBe('50000');
    // Another method: its own fees.
    await userEvent.click(screen.getByRole('radio', { name: /Bank transfer/ }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Fees' })).getByRole('rowheader', { name: 'Total to pay' }).closest('tr')).toHaveTextContent('OMR 50'));
  });

  it('[A9.2] shows the fees with Arabic digits in Arabic', async () => {
    mockWalletApi(routes(), 'ar');
    await open('/topup-payment/pre-1', 'ar');
    const fees = await screen.findByRole('table', { name: 'الرسوم' });
    expect(within(fees).getByRole('rowheader', { name: 'الإجمالي المطلوب دفعه' }).closest('tr')).toHaveTextContent('٥١٫٤٩٦');
  });

  it('[A4.6] pays by card: add-wallet-topup with an Idempotency-Key, then the hosted checkout', async () => {
    const api = mockWalletApi(
      routes({
        'POST wallet/add-wallet-topup': ok({ transaction: makeTransaction({ status: 0 }), fees: FEES.sandbox_card.fees, checkout: { redirectUrl: '/wallet-payment/sess-1' } }),
      }),
    );
    await open();
    await screen.findByRole('table', { name: 'Fees' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/wallet-payment/sess-1');
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ preapprovalId: 'pre-1', paymentMethod: 'sandbox_card' });
    expect(post.headers['idempotency-key']).toBeTruthy();
  });

  it('[A4.6] bank transfer shows the platform account, checks the slip (type, 5 MB) and ends pending', async () => {
    const tx = makeTransaction({ _id: 'tx-bank', transactionNumber: 'WT-BANK-1', status: 0, gateway: 'bank_transfer' });
    const api = mockWalletApi(
      routes({
        'POST wallet/add-wallet-topup': ok({ transaction: tx, fees: FEES.bank_transfer.fees, checkout: null }),
        'POST wallet/bank-transfer-slip/tx-bank': ok(tx),
      }),
    );
    await open();
    await userEvent.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    await screen.findByRole('table', { name: 'Fees' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with bank transfer' }));
    expect(await screen.findByRole('heading', { name: 'Pay by bank transfer', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('OM810180000001299123456')).toBeInTheDocument();
    expect(screen.getByText('WT-BANK-1')).toBeInTheDocument();
    const input = screen.getByLabelText(/^Slip/);
    await userEvent.click(screen.getByRole('button', { name: 'Send the slip' }));
    expect(input).toHaveAccessibleDescription(/Please attach the bank transfer slip/);
    await userEvent.upload(input, new File(['gif'], 'slip.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(input).toHaveAccessibleDescription(/The slip must be a PDF, JPG or PNG file/);
    await userEvent.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'slip.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription(/The slip must be smaller than 5 MB/);
    expect(api.calls.some((c) => c.url.includes('bank-transfer-slip'))).toBe(false);
    const slip = new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, slip);
    await userEvent.click(screen.getByRole('button', { name: 'Send the slip' }));
    expect(await screen.findByText(/Your top-up WT-BANK-1 is pending/)).toBeInTheDocument();
    const upload = api.calls.find((c) => c.url.includes('bank-transfer-slip'))!;
    expect(upload.form?.get('slip')).toBe(slip);
  });

  it('[A4.6] coming back from the checkout asks for the outcome and opens the receipt', async () => {
    const api = mockWalletApi(routes({ 'PATCH wallet/update-wallet-topup/pre-1': ok({ status: 2, transaction: makeTransaction({ _id: 'tx-9' }) }) }));
    await open('/topup-payment/pre-1?session=sess-1');
    expect(await screen.findByTestId('location')).toHaveTextContent('/topup-receipt/tx-9');
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('[A8.3] a failed payment opens /topup-fail', async () => {
    mockWalletApi(routes({ 'PATCH wallet/update-wallet-topup/pre-1': ok({ status: 4, transaction: makeTransaction({ status: 4 }) }) }));
    await open('/topup-payment/pre-1?session=sess-1&status=cancel');
    expect(await screen.findByTestId('location')).toHaveTextContent('/topup-fail');
  });

  it('a payment not confirmed yet says so and can be checked again', async () => {
    let n = 0;
    mockWalletApi(
      routes({
        'PATCH wallet/update-wallet-topup/pre-1': () => {
          n += 1;
          return n === 1 ? ok({ status: 1, transaction: makeTransaction({ status: 1 }) }) : ok({ status: 2, transaction: makeTransaction({ _id: 'tx-late' }) });
        },
      }),
    );
    await open('/topup-payment/pre-1?session=sess-1');
    expect(await screen.findByText('Your payment is being confirmed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/topup-receipt/tx-late');
  });

  it('[A8.1][A7.12] shows the service\'s message when it refuses the top-up', async () => {
    mockWalletApi(routes({ 'POST wallet/add-wallet-topup': fail(409, 'This preapproval has already been used') }));
    await open();
    await screen.findByRole('table', { name: 'Fees' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('This preapproval has already been used')).toBeInTheDocument();
  });
});

describe('TopUpReceiptPage (/topup-receipt/:id)', () => {
  beforeEach(signIn);

  it('[A2.22] shows number, amount, fees, total, method, date and status, and can be printed', async () => {
    mockWalletApi({ 'GET wallet/transactions/tx-9': ok(makeTransaction({ _id: 'tx-9', transactionNumber: 'WT-RCPT-9' })) });
    await renderWalletPage(<TopUpReceiptPage />, '/topup-receipt/tx-9', { path: '/topup-receipt/:id' });
    expect(await screen.findByText('WT-RCPT-9')).toBeInTheDocument();
    const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!;
    expect(value('Amount')).toHaveTextContent('OMR 50');
    expect(value('Fees')).toHaveTextContent('OMR 1.418');
    expect(value('Total')).toHaveTextContent('OMR 51.418');
    expect(value('Payment method')).toHaveTextContent('Card (sandbox)');
    expect(value('Date')).toHaveTextContent('5 Mar 2026');
    expect(value('Status')).toHaveTextContent('Successful');
    const print = jest.fn();
    window.print = print;
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });
});

describe('TopUpFailPage (/topup-fail)', () => {
  it('[A8.3] says "Top-up process failed" and offers to try again', async () => {
    mockWalletApi({});
    await renderWalletPage(<TopUpFailPage />, '/topup-fail');
    expect(screen.getByRole('alert')).toHaveTextContent('Top-up process failed');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/settings/wallet?topup=1');
  });

  it('[A8.3][A9.2] says it in Arabic, the default language', async () => {
    mockWalletApi({}, 'ar');
    await renderWalletPage(<TopUpFailPage />, '/topup-fail', { language: 'ar' });
    expect(screen.getByRole('alert')).toHaveTextContent('فشلت عملية الشحن');
  });
});
