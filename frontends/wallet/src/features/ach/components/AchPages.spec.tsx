import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, makeDetail, mockWalletApi, ok, renderWalletPage, signIn } from '../../../test/helpers';
import AchAccountListPage from './AchAccountListPage';
import PaymentOptionsPage from './PaymentOptionsPage';
import StripeAccountConnectPage from './StripeAccountConnectPage';

const ACCOUNTS = [{ _id: 'ach-1', accountId: 'acct_1PZ9', companyName: 'Nizwa Dates LLC', createdAt: '2026-02-01T10:00:00Z' }];

describe('ACH and payment options pages', () => {
  beforeEach(signIn);

  it('[C2.23][A3.11] lists the ACH accounts and disconnects one only after confirmation', async () => {
    let accounts = ACCOUNTS;
    const api = mockWalletApi({
      'GET equity/ach-payment/get-all-accounts-by-user': () => ok(accounts),
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
    mockWalletApi({ 'GET equity/ach-payment/get-all-accounts-by-user': fail(501, 'ACH is not configured') });
    await renderWalletPage(<AchAccountListPage />, '/settings/ach-account-list');
    expect(await screen.findByText('Not available on this platform')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connect an account' })).not.toBeInTheDocument();
  });

  it('[C2.22] the connect page says so too when the provider is not configured', async () => {
    mockWalletApi({ 'GET equity/ach-payment/get-connection-url': fail(503, 'ACH is not configured') });
    await renderWalletPage(<StripeAccountConnectPage />, '/stripe-account-connect');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to the provider' }));
    expect(await screen.findByText('Not available on this platform')).toBeInTheDocument();
  });

  it('[C2.22] finishes the connection when the provider sends the person back with a code', async () => {
    const api = mockWalletApi({ 'POST equity/ach-payment/connect-ach-account': ok(ACCOUNTS[0]) });
    await renderWalletPage(<StripeAccountConnectPage />, '/stripe-account-connect?code=ac_123&state=xyz', { path: '/stripe-account-connect' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/settings/ach-account-list');
    expect(api.calls[0].body).toEqual({ code: 'ac_123', state: 'xyz' });
  });

  it('[A2.5][A7.11] payment options show which ways to pay are available on this platform', async () => {
    mockWalletApi({ 'GET wallet/get-user-wallet-detail': ok(makeDetail()), 'GET equity/ach-payment/get-all-accounts-by-user': ok(ACCOUNTS) });
    await renderWalletPage(<PaymentOptionsPage />, '/settings/payment-options');
    const item = async (name: string) => (await screen.findByText(name, { selector: '.wallet-method__name' })).closest('li')!;
    expect(await item('Card (sandbox)')).toHaveTextContent('Available');
    expect(await item('Bank transfer')).toHaveTextContent('Available');
    expect(await item('PayPal')).toHaveTextContent('Not available');
    expect(await screen.findByText('Connected accounts: 1')).toBeInTheDocument();
  });
});
