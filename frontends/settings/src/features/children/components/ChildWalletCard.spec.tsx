import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChildRegistrationView } from '@cf/contracts/rest';
import { mockApi } from '@cf/web-tools/testing/render';
import { fail, ok, renderSettingsPage, signIn } from '../../../shared/test-helpers';
import { ChildWalletCard } from './ChildWalletCard';

const child = { id: 'c1', childFirstName: 'Sara', childMiddleName: null, childLastName: 'Al Harthy', childFirstNameAr: 'سارة', childMiddleNameAr: null, childLastNameAr: 'الحارثي', status: 'ACCEPTED' } as unknown as ChildRegistrationView;
const wallet = ok({ childId: 'c1', minor: { firstName: 'Sara', lastName: 'Al Harthy', firstNameAr: 'سارة', lastNameAr: 'الحارثي' }, ownerType: 'minor', guardian: 'g1', walletId: 'w-c1', currencyId: 'OMR', balance: 50_000, held: 0, available: 50_000, adultOn: '2035-03-14' });
const reads = {
  'GET wallet/get-child-wallet-detail/c1': wallet,
  'GET wallet/get-user-wallet-detail': ok({ balance: 100_000, held: 0, available: 100_000 }),
  'GET wallet/get-child-wallet-transaction-list/c1': ok({ docs: [], totalCount: 0, displayLoadMore: false, userWalletBalance: 50_000 }),
};

describe('the child\'s wallet card (ADR 0026)', () => {
  beforeEach(() => signIn());

  it('[A7.10][A3.15] pays by card or bank transfer for the child: the preapproval names the child and the wallet\'s payment page takes over', async () => {
    const api = mockApi({ ...reads, 'POST wallet/wallet-preapproval': ok({ _id: 'p1', id: 'p1', amount: 25_000, currencyId: 'OMR', status: 'created', transactionId: null, childId: 'c1', createdAt: '2026-11-29T08:00:00Z' }) });
    await renderSettingsPage(<ChildWalletCard child={child} />, '/children-registration/c1', 'en', '/children-registration/:id');
    const form = await screen.findByRole('form', { name: 'Pay by card or bank transfer' });
    await userEvent.type(within(form).getByLabelText(/^Amount/), '25');
    await userEvent.click(within(form).getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/topup-payment/p1');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ amount: 25_000, currencyId: 'OMR', childId: 'c1' });
  });

  it('[A3.11][A7.10] withdraws only to a bank account in the child\'s name: checked before sending, the service\'s refusal shown, then asked for once', async () => {
    let answer: { status?: number; body: unknown } = fail(422, "The bank account must be in the child's name (Sara Al Harthy)");
    const api = mockApi({ ...reads, 'POST wallet/child-wallet-withdraw/bank': () => answer });
    await renderSettingsPage(<ChildWalletCard child={child} />, '/children-registration/c1', 'en', '/children-registration/:id');
    await userEvent.click(await screen.findByText("Withdraw to a bank account in Sara Al Harthy's name"));
    const form = screen.getByRole('form', { name: "Withdraw to a bank account in Sara Al Harthy's name" });
    expect(within(form).getByLabelText(/^Account holder/)).toHaveValue('Sara Al Harthy');
    await userEvent.type(within(form).getByLabelText(/^Amount/), '60');
    await userEvent.type(within(form).getByLabelText(/^Account number/), '0123456789012');
    await userEvent.type(within(form).getByLabelText(/^Confirm the account number/), '0123456789013');
    await userEvent.click(within(form).getByRole('button', { name: 'Ask for the withdrawal' }));
    expect(within(form).getByLabelText(/^Amount/)).toHaveAccessibleDescription(/The child's wallet has only/);
    expect(within(form).getByLabelText(/^Confirm the account number/)).toHaveAccessibleDescription('Account numbers must match');
    expect(within(form).getByLabelText(/^Bank/)).toHaveAccessibleDescription('Please fill in this field');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.clear(within(form).getByLabelText(/^Amount/));
    await userEvent.type(within(form).getByLabelText(/^Amount/), '20');
    await userEvent.clear(within(form).getByLabelText(/^Confirm the account number/));
    await userEvent.type(within(form).getByLabelText(/^Confirm the account number/), '0123456789012');
    await userEvent.type(within(form).getByLabelText(/^Bank/), 'Bank Muscat');
    await userEvent.type(within(form).getByLabelText(/^Routing number/), '123456789');
    await userEvent.click(within(form).getByRole('button', { name: 'Ask for the withdrawal' }));
    expect(await within(form).findByText("The bank account must be in the child's name (Sara Al Harthy)")).toBeInTheDocument();

    answer = ok({ _id: 't1', status: 0 });
    await userEvent.click(within(form).getByRole('button', { name: 'Ask for the withdrawal' }));
    expect(await screen.findByText('The withdrawal was asked for: the amount is held until an administrator approves it')).toBeInTheDocument();
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts[1].body).toMatchObject({ childId: 'c1', amount: 20_000, accountHolderName: 'Sara Al Harthy', bankName: 'Bank Muscat', accountType: 'current', accountNumber: '0123456789012', routingNumber: '123456789', iban: null });
    // The retry of the same attempt carried the same key: the wallet moves it once.
    await waitFor(() => expect(posts[1].headers?.['idempotency-key']).toBe(posts[0].headers?.['idempotency-key']));
  });
});
