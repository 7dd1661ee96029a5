import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import type { AdminInvestorAccountView } from '@cf/contracts/rest';
import { ADMIN_ME, ok, page, setup, signIn } from '../../../shared/test-helpers';
import AccreditationSection from './AccreditationSection';

const account = (extra: Partial<AdminInvestorAccountView> = {}): AdminInvestorAccountView => ({
  userId: 'u-7',
  yearlyIncome: 250_000_000,
  netWorth: 1_200_000_000,
  spouseIncomeIncluded: 'no',
  investedLast12Months: 'no',
  jobTitle: 'CFO',
  jobIndustry: 'Energy',
  verificationType: 'letter',
  address: '1200 Main Street',
  city: 'Houston',
  state: 'TX',
  postalCode: '77002',
  country: 'United States',
  ssnMasked: '•••-••-6789',
  accreditedDeclaration: true,
  accreditedBasis: 'net-worth',
  submittedAt: '2026-11-01T08:00:00Z',
  updatedAt: '2026-11-01T08:00:00Z',
  reviewStatus: 'under-review',
  reviewReason: null,
  reviewedAt: null,
  ...extra,
});

describe('accredited investor accounts (admin, A4.3, A6.5)', () => {
  beforeEach(signIn);

  it('[A6.5] lists the accounts under review with the test they pass; a refusal needs its reason, then the investor is told', async () => {
    const api = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET accreditation/admin/investor-accounts': page([account()]),
      'POST accreditation/admin/investor-accounts/u-7/decision': (call) => ok(account({ reviewStatus: 'declined', reviewReason: (call.body as { reason: string }).reason })),
    });
    await renderPage(<AccreditationSection />, { route: '/admin?section=accreditation', setup });
    const row = (await screen.findByRole('rowheader', { name: 'u-7' })).closest('tr')!;
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('under-review');
    expect(row).toHaveTextContent('Net worth over 1,000,000');
    expect(row).toHaveTextContent('Letter');
    await userEvent.click(within(row).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this accredited investor account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox'), 'The letter is not signed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'decline', reason: 'The letter is not signed' }));
    expect(await screen.findByText('Account declined: the investor is told why')).toBeInTheDocument();
  });

  it('[A4.3] approving asks first (Arabic)', async () => {
    const api = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET accreditation/admin/investor-accounts': page([account()]),
      'POST accreditation/admin/investor-accounts/u-7/decision': ok(account({ reviewStatus: 'approved' })),
    });
    await renderPage(<AccreditationSection />, { route: '/admin?section=accreditation', setup, language: 'ar' });
    const row = (await screen.findByRole('rowheader', { name: 'u-7' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'موافقة' }));
    const dialog = await screen.findByRole('dialog', { name: 'الموافقة على حساب المستثمر المعتمد هذا؟' });
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'موافقة' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ decision: 'approve' }));
  });
});
