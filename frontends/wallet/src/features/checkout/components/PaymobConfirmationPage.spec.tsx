import { screen } from '@testing-library/react';
import { makeTransaction, mockWalletApi, ok, renderWalletPage, signIn } from '../../../test/helpers';
import PaymobConfirmationPage from './PaymobConfirmationPage';

const open = (query: string, language: 'en' | 'ar' = 'en') => renderWalletPage(<PaymobConfirmationPage />, `/paymob-payment-confirmation${query}`, { path: '/paymob-payment-confirmation', language });

describe('/paymob-payment-confirmation (A2.6)', () => {
  beforeEach(signIn);

  it('[A2.6][C2.21] goes on to the investment\'s payment page, which asks the provider for the outcome', async () => {
    mockWalletApi({ 'GET wallet/transactions/tx-7': ok(makeTransaction({ _id: 'tx-7', investmentId: 'inv-3', preapprovalId: null })) });
    await open('?merchant_order_id=tx-7&success=true&hmac=abc');
    expect(await screen.findByTestId('location')).toHaveTextContent('/payment/inv-3');
  });

  it('[A2.6][A2.7] goes on to a top-up\'s payment page', async () => {
    mockWalletApi({ 'GET wallet/transactions/tx-8': ok(makeTransaction({ _id: 'tx-8', investmentId: null, preapprovalId: 'pre-4' })) });
    await open('?merchant_order_id=tx-8&success=false');
    expect(await screen.findByTestId('location')).toHaveTextContent('/topup-payment/pre-4');
  });

  it('[A2.6] without a payment reference it says so and leads back to the wallet (Arabic)', async () => {
    mockWalletApi({});
    await open('', 'ar');
    expect(await screen.findByText('تعذر العثور على عملية الدفع هذه. إن خُصم مبلغ فسيظهر في محفظتك.')).toBeInTheDocument();
  });
});
