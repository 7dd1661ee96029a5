import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@cf/web-tools/testing/render';
import type { InvestmentPaymentView } from '@cf/contracts/rest';
import { fail, makeInvestment, ok, renderCampaignPage, signIn } from '../../../test/helpers';
import PaymentPage from './PaymentPage';
import ReceiptFailPage from './ReceiptFailPage';

/** A reservation whose contract is signed and confirmed: payable (ADR 0019). */
const investment: typeof makeInvestment = (extra = {}) => makeInvestment({ contractStatus: 'under-review', ...extra });
const providerPayment = (extra: Partial<InvestmentPaymentView> = {}): InvestmentPaymentView => ({
  method: 'bank_transfer',
  transactionId: 'tx-9',
  transactionNumber: 'WT-2026-7K3M9Q2A',
  status: 1,
  amount: 250_000,
  totalFees: 0,
  totalAmount: 250_000,
  redirectUrl: null,
  bankTransfer: { bankName: 'Bank Muscat', accountName: 'Crowdfunding Platform SAOC', iban: 'OM810180000001299123456', swift: 'BMUSOMRX' },
  ...extra,
});
const wallet = (available: number) => ok({ balance: available, held: 0, available, currencyId: 'OMR' });
const path = '/payment/:id';

describe('payment page (C2.18, C2.20)', () => {
  beforeEach(signIn);

  it('[C2.18] shows the reserved investment and pays from the wallet after a confirmation', async () => {
    const api = mockApi({ 'GET investment/inv-1': ok(investment()), 'GET wallet/get-user-wallet-detail': wallet(1_000_000), 'POST process-investment/inv-1': ok(investment({ state: 'committed', status: 2 })) });
    await renderCampaignPage(<PaymentPage />, '/payment/inv-1', { path });
    expect(await screen.findByText('INV-0A1B2C3D4E5F')).toBeInTheDocument();
    // [C7.8] the contract can be read before paying.
    expect(screen.getByRole('button', { name: 'Contract (PDF)' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay OMR 250' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your investment' });
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/receipt/inv-1');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ paymentType: 'wallet' });
  });

  it('[C8.3] a wallet short of the amount says "Insufficient wallet balance" before paying and offers a top-up', async () => {
    mockApi({ 'GET investment/inv-1': ok(investment()), 'GET wallet/get-user-wallet-detail': wallet(100_000) });
    await renderCampaignPage(<PaymentPage />, '/payment/inv-1', { path });
    expect(await screen.findByText('Insufficient wallet balance')).toBeInTheDocument();
    expect(screen.getByText('Top up at least OMR 150 to pay from your wallet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up the wallet' })).toHaveAttribute('href', '/settings/wallet?topup=1');
    expect(screen.getByRole('button', { name: 'Pay OMR 250' })).toBeDisabled();
  });

  it('[A2.12][A3.15] an investment made for a child is paid only from the child\'s wallet: its balance, no card or bank transfer, a link to add money', async () => {
    const child = { childId: 'child-1', minor: { firstName: 'Sara', lastName: 'Al Harthy', firstNameAr: 'سارة', lastNameAr: 'الحارثي' }, ownerType: 'minor', guardian: 'owner-1', walletId: 'w-c1', currencyId: 'OMR', balance: 100_000, held: 0, available: 100_000, adultOn: '2035-03-14' };
    mockApi({ 'GET investment/inv-1': ok(investment({ investorId: 'child-1' })), 'GET wallet/get-child-wallet-detail/child-1': ok(child) });
    await renderCampaignPage(<PaymentPage />, '/payment/inv-1?method=card', { path });
    expect(await screen.findByText("Sara Al Harthy's investment is paid from Sara Al Harthy's wallet.")).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['wallet']);
    expect(screen.getByText('Insufficient wallet balance')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Add money to the child's wallet" })).toHaveAttribute('href', '/children-registration/child-1');
  });

  it('[C2.20][C8.1] a payment the server refuses leads to /receipt-fail', async () => {
    mockApi({ 'GET investment/inv-1': ok(investment()), 'GET wallet/get-user-wallet-detail': wallet(1_000_000), 'POST process-investment/inv-1': fail(422, 'Insufficient wallet balance') });
    await renderCampaignPage(<PaymentPage />, '/payment/inv-1', { path });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay OMR 250' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/receipt-fail');
  });

  it('[C2.20] the failed receipt says the payment did not go through and how to go on (Arabic)', async () => {
    mockApi({});
    await renderCampaignPage(<ReceiptFailPage />, '/receipt-fail', { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'فشل الدفع' })).toBeInTheDocument();
    expect(screen.getByText('لم تتم عملية الدفع')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'شحن المحفظة' })).toHaveAttribute('href', '/settings/wallet?topup=1');
  });

  it('[C1.5][C7.6] card: after a confirmation the card fees and the total are shown, then the investor goes on to the card provider\'s page', async () => {
    let started = false;
    const processing = investment({ state: 'processing', status: 1, paymentType: 'card' });
    const payment = providerPayment({ method: 'sandbox_card', redirectUrl: 'http://localhost/wallet-payment/s-1', bankTransfer: null, totalFees: 6_417, totalAmount: 256_417 });
    const api = mockApi({
      'GET investment/inv-1': () => ok(started ? processing : investment()),
      'GET wallet/get-user-wallet-detail': wallet(0),
      'POST equity/payment-gateway/checkout-session': () => {
        started = true;
        return ok({ investment: processing, payment });
      },
      'GET equity/payment-gateway/check-payment-session/inv-1': ok({ investment: processing, payment }),
    });
    await renderCampaignPage(<PaymentPage />, '/payment/inv-1?method=card', { path });
    // An empty wallet does not stop a card payment.
    const payButton = await screen.findByRole('button', { name: 'Pay OMR 250 by card' });
    expect(screen.getByRole('radio', { name: /^Card/ })).toBeChecked();
    await userEvent.click(payButton);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay now' }));
    // Before leaving: the investment, the card fees and what the card is charged in all.
    expect(await screen.findByText('Card fees')).toBeInTheDocument();
    expect(screen.getByText('OMR 6.417')).toBeInTheDocument();
    expect(screen.getByText('OMR 256.417')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to the card provider to pay OMR 256.417' })).toHaveAttribute('href', 'http://localhost/wallet-payment/s-1');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ investmentId: 'inv-1', paymentType: 'card' });
  });

  it('[C7.7] PayPal is offered where the platform set it up: its fees and total, then on to PayPal (Arabic)', async () => {
    let started = false;
    const processing = investment({ state: 'processing', status: 1, paymentType: 'paypal' });
    const payment = providerPayment({ method: 'paypal', redirectUrl: 'https://www.paypal.com/checkoutnow?token=ORDER-1', bankTransfer: null, totalFees: 9_250, totalAmount: 259_250 });
    const withPaypal = ok({ balance: 0, held: 0, available: 0, currencyId: 'OMR', paymentMethods: [{ id: 'sandbox_card', enabled: true }, { id: 'paypal', enabled: true }] });
    const api = mockApi({
      'GET investment/inv-1': () => ok(started ? processing : investment()),
      'GET wallet/get-user-wallet-detail': withPaypal,
      'POST equity/paypal-payment/checkout-session': () => {
        started = true;
        return ok({ investment: processing, payment });
      },
      'GET equity/payment-gateway/check-payment-session/inv-1': ok({ investment: processing, payment }),
    });
    await renderCampaignPage(<PaymentPage />, '/payment/inv-1?method=paypal', { path, language: 'ar' });
    expect(await screen.findByRole('radio', { name: /^باي بال/ })).toBeChecked();
    await userEvent.click(await screen.findByRole('button', { name: /عبر باي بال$/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ادفع الآن' }));
    expect(await screen.findByText('رسوم باي بال')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^انتقل إلى باي بال لدفع/ })).toHaveAttribute('href', 'https://www.paypal.com/checkoutnow?token=ORDER-1');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ investmentId: 'inv-1' });
  });

  it('[C7.7] PayPal is not offered where the wallet does not list it as enabled', async () => {
    mockApi({ 'GET investment/inv-1': ok(investment()), 'GET wallet/get-user-wallet-detail': ok({ balance: 0, held: 0, available: 0, currencyId: 'OMR', paymentMethods: [{ id: 'paypal', enabled: false }] }) });
    await renderCampaignPage(<PaymentPage />, '/payment/inv-1', { path });
    await screen.findByRole('radio', { name: /^Card/ });
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['wallet', 'card', 'bank_transfer']);
  });

  it('[C2.17][C4.14] an unsigned contract stands before paying: the pay button is off and says why', async () => {
    const api = mockApi({ 'GET investment/inv-1': ok(makeInvestment()), 'GET wallet/get-user-wallet-detail': wallet(1_000_000) });
    await renderCampaignPage(<PaymentPage />, '/payment/inv-1', { path });
    const pay = await screen.findByRole('button', { name: 'Pay OMR 250' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(/^Sign the contract and confirm it with the code texted to you/);
    expect(screen.getByRole('button', { name: 'Read and sign the contract' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('[C1.5][A1.3] bank transfer: the account, the reference and the amount, and a slip that must be a PDF, JPG or PNG (Arabic)', async () => {
    const processing = investment({ state: 'processing', status: 1, paymentType: 'bank_transfer' });
    mockApi({ 'GET investment/inv-1': ok(processing), 'GET equity/payment-gateway/check-payment-session/inv-1': ok({ investment: processing, payment: providerPayment() }) });
    await renderCampaignPage(<PaymentPage />, '/payment/inv-1', { path, language: 'ar' });
    expect(await screen.findByText('OM810180000001299123456')).toBeInTheDocument();
    expect(screen.getByText('WT-2026-7K3M9Q2A')).toBeInTheDocument();
    expect(screen.getByText('المرجع الذي يُكتب على التحويل')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الإيصال' }));
    expect(await screen.findByText('يرجى إرفاق إيصال التحويل البنكي')).toBeInTheDocument();
    const input = screen.getByLabelText(/^الإيصال/);
    await userEvent.upload(input, new File(['hello'], 'slip.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText('يجب أن يكون الإيصال ملف PDF أو JPG أو PNG')).toBeInTheDocument();
  });

  it('[C1.5] bank transfer with its slip sent waits for the administrator; once paid it goes to the receipt', async () => {
    const processing = investment({ state: 'processing', status: 1, paymentType: 'bank_transfer' });
    mockApi({ 'GET investment/inv-1': ok(processing), 'GET equity/payment-gateway/check-payment-session/inv-1': ok({ investment: processing, payment: providerPayment({ status: 0 }) }) });
    await renderCampaignPage(<PaymentPage />, '/payment/inv-1', { path });
    expect(await screen.findByText('Slip received')).toBeInTheDocument();
  });

  it('[C1.5][C2.20] a card payment that failed at the provider leads to /receipt-fail', async () => {
    const processing = investment({ state: 'processing', status: 1, paymentType: 'card' });
    mockApi({ 'GET investment/inv-1': ok(processing), 'GET equity/payment-gateway/check-payment-session/inv-1': ok({ investment: { ...processing, state: 'failed', status: 4, failureReason: 'investments.paymentFailed' }, payment: providerPayment({ method: 'sandbox_card', status: 4, bankTransfer: null }) }) });
    await renderCampaignPage(<PaymentPage />, '/payment/inv-1?result=success', { path });
    expect(await screen.findByTestId('location')).toHaveTextContent('/receipt-fail');
  });
});
