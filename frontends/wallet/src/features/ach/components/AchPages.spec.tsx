import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, makeDetail, mockWalletApi, ok, renderWalletPage, signIn } from '../../../test/helpers';
import type { PaymentMethodId } from '../../../api/wallet-api';
import AchAccountListPage from './AchAccountListPage';
import PaymentOptionsPage from './PaymentOptionsPage';
import StripeAccountConnectPage from './StripeAccountConnectPage';

const ACCOUNTS = [{ _id: 'ach-1', accountId: 'acct_1PZ9', companyName: 'Nizwa Dates LLC', createdAt: '2026-02-01T10:00:00Z' }];
const withStripe = (enabled: boolean) =>
  ok(
    makeDetail({
      paymentMethods: (['sandbox_card', 'bank_transfer', 'stripe', 'paymob', 'paypal'] as PaymentMethodId[]).map((id) => ({
        id,
        enabled: id === 'sandbox_card' || id === 'bank_transfer' || (id === 'stripe' && enabled),
      })),
    }),
  );

describe('ACH and payment options pages', () => {
  beforeEach(signIn);

  it('[C2.23][A3.11] lists the ACH accounts and disconnects one only after confirmation', async () => {
    let accounts = ACCOUNTS;
    const api = mockWalletApi({
      'GET wallet/get-user-wallet-detail': withStripe(true),
      'GET equity/ach-payment/get-all-accounts-by-user': () => ok({ docs: accounts, totalCount: accounts.length, displayLoadMore: false }),
      'DELETE equity/ach-payment/disconnect-ach-account/ach-1': () => {
        accounts = [];
        return ok({});
      },
    });
    await renderWalletPage(<AchAccountListPage />, '/settings/ach-account-list');
    const row = (await screen.findByRole('rowheader', { name: 'acct_1PZ9' })).closest('tr')!;
    expect(row).toHaveTextContent('Nizwa Dates LLC');
    expect(row).toHaveTextContent('1 Feb 2026');
    await userEvent.click(within(row).getByRole('button', { name: 'Disconnect account acct_1PZ9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect this account?' });
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Please connect your payment account')).toBeInTheDocument();
  });

  it('[C2.23] says clearly when ACH is not configured on this platform', async () => {
    mockWalletApi({ 'GET wallet/get-user-wallet-detail': withStripe(false), 'GET equity/ach-payment/get-all-accounts-by-user': ok({ docs: [], totalCount: 0 }) });
    await renderWalletPage(<AchAccountListPage />, '/settings/ach-account-list');
    expect(await screen.findByText('Not available on this platform')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connect an account' })).not.toBeInTheDocument();
  });

  it('[C2.22] the connect page says so too when the service refuses the connection', async () => {
    mockWalletApi({
      'GET wallet/get-user-wallet-detail': withStripe(true),
      'GET equity/ach-payment/get-connection-url': fail(400, 'ACH payments are not available on this platform'),
    });
    await renderWalletPage(<StripeAccountConnectPage />, '/stripe-account-connect');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to the provider' }));
    expect(await screen.findByText('Not available on this platform')).toBeInTheDocument();
  });

  it('[C2.22] back from the provider, the list finishes the connection with the session', async () => {
    const api = mockWalletApi({
      'GET wallet/get-user-wallet-detail': withStripe(true),
      'GET equity/ach-payment/get-all-accounts-by-user': ok({ docs: ACCOUNTS, totalCount: 1 }),
      'POST equity/ach-payment/connect-ach-account': ok(ACCOUNTS[0]),
    });
    await renderWalletPage(<AchAccountListPage />, '/settings/ach-account-list?result=success&session_id=cs_123', { path: '/settings/ach-account-list' });
    expect(await screen.findByText('Your account has been connected')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ sessionId: 'cs_123' });
  });

  it('[C2.22] a connection stopped on the provider\'s page says it was not completed', async () => {
    const api = mockWalletApi({ 'GET wallet/get-user-wallet-detail': withStripe(true), 'GET equity/ach-payment/get-all-accounts-by-user': ok({ docs: [], totalCount: 0 }) });
    await renderWalletPage(<AchAccountListPage />, '/settings/ach-account-list?result=cancel', { path: '/settings/ach-account-list' });
    expect(await screen.findByText('The connection was not completed')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('[A2.5][A7.11] payment options show which ways to pay are available on this platform', async () => {
    mockWalletApi({ 'GET wallet/get-user-wallet-detail': withStripe(true), 'GET equity/ach-payment/get-all-accounts-by-user': ok({ docs: ACCOUNTS, totalCount: 1 }) });
    await renderWalletPage(<PaymentOptionsPage />, '/settings/payment-options');
    const item = async (name: string) => (await screen.findByText(name, { selector: '.wallet-method__name' })).closest('li')!;
    expect(await item('Card (sandbox)')).toHaveTextContent('Available');
    expect(await item('Bank transfer')).toHaveTextContent('Available');
    expect(await item('PayPal')).toHaveTextContent('Not available');
    expect(await screen.findByText('Connected accounts: 1')).toBeInTheDocument();
  });
});
