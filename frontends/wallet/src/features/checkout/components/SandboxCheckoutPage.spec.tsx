import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockWalletApi, ok, renderWalletPage } from '../../../test/helpers';
import SandboxCheckoutPage from './SandboxCheckoutPage';

const SESSION = {
  sessionId: 'sess-1',
  amount: 51_496,
  currency: 'OMR',
  merchantName: 'Oman Crowdfunding',
  description: 'Wallet top-up',
  status: 'open',
  successUrl: '/topup-payment/pre-1?session=sess-1',
  cancelUrl: '/topup-payment/pre-1?session=sess-1&status=cancel',
};
const BASE = 'equity/payment-gateway/sandbox/sessions/sess-1';

const open = (language: 'en' | 'ar' = 'en') => renderWalletPage(<SandboxCheckoutPage />, '/wallet-payment/sess-1', { path: '/wallet-payment/:id', language });

async function fillCard(number: string, expiry = '12/30', cvc = '123') {
  await userEvent.type(await screen.findByLabelText(/^Name on card/), 'Khalid Al Harthy');
  await userEvent.type(screen.getByLabelText(/^Card number/), number);
  await userEvent.type(screen.getByLabelText(/^Expiry date/), expiry);
  await userEvent.type(screen.getByLabelText(/^Security code/), cvc);
  await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));
}

describe('SandboxCheckoutPage (/wallet-payment/:id)', () => {
  it('[A2.7] shows the merchant, the amount and the test cards; spaces the card number as typed', async () => {
    mockWalletApi({ [`GET ${BASE}`]: ok(SESSION) });
    await open();
    expect(await screen.findByText('Oman Crowdfunding')).toBeInTheDocument();
    expect(screen.getAllByText('OMR 51.496').length).toBeGreaterThan(0);
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Card number/), '4242424242424242');
    expect(screen.getByLabelText(/^Card number/)).toHaveValue('4242 4242 4242 4242');
    await userEvent.type(screen.getByLabelText(/^Expiry date/), '1230');
    expect(screen.getByLabelText(/^Expiry date/)).toHaveValue('12/30');
  });

  it('refuses a number failing Luhn and an expiry in the past without calling the provider', async () => {
    const api = mockWalletApi({ [`GET ${BASE}`]: ok(SESSION) });
    await open();
    await fillCard('4242424242424241', '01/20');
    expect(screen.getByLabelText(/^Card number/)).toHaveAccessibleDescription('Please enter a valid card number');
    expect(screen.getByLabelText(/^Expiry date/)).toHaveAccessibleDescription(/This card has expired/);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('[A4.6] a successful card goes to the session\'s success address', async () => {
    const api = mockWalletApi({ [`GET ${BASE}`]: ok(SESSION), [`POST ${BASE}/pay`]: ok({ status: 'succeeded', redirectUrl: SESSION.successUrl }) });
    await open();
    await fillCard('4242 4242 4242 4242');
    expect(await screen.findByTestId('location')).toHaveTextContent('/topup-payment/pre-1');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      holderName: 'Khalid Al Harthy',
    });
  });

  it('[A4.6] a declined card says so and returns to the cancel address', async () => {
    mockWalletApi({
      [`GET ${BASE}`]: ok(SESSION),
      [`POST ${BASE}/pay`]: ok({ status: 'declined', declineReason: 'Your card was declined', redirectUrl: SESSION.cancelUrl }),
    });
    await open();
    await fillCard('4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined');
    await userEvent.click(screen.getByRole('button', { name: 'Return to Oman Crowdfunding' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/topup-payment/pre-1');
  });

  it('asks for the verification code on a 3-D-Secure-like challenge', async () => {
    const api = mockWalletApi({
      [`GET ${BASE}`]: ok(SESSION),
      [`POST ${BASE}/pay`]: ok({ status: 'challenge' }),
      [`POST ${BASE}/challenge`]: ok({ status: 'succeeded', redirectUrl: SESSION.successUrl }),
    });
    await open();
    await fillCard('4000 0000 0000 3220');
    const code = await screen.findByLabelText(/^Verification code/);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(code).toHaveAccessibleDescription(/Please enter the 6-digit code/);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/topup-payment/pre-1');
    expect(api.calls.at(-1)?.body).toEqual({ code: '123456' });
  });

  it('[A8.1] shows the provider\'s field message beside the field', async () => {
    mockWalletApi({
      [`GET ${BASE}`]: ok(SESSION),
      [`POST ${BASE}/pay`]: fail(400, 'Validation failed', [{ field: 'cvc', msg: 'Please enter the 3 or 4 digit security code (CVC)' }]),
    });
    await open();
    await fillCard('4242 4242 4242 4242');
    expect(await screen.findByLabelText(/^Security code/)).toHaveAccessibleDescription('Please enter the 3 or 4 digit security code (CVC)');
  });
});
