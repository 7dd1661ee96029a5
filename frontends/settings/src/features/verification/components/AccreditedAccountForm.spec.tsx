import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, startSession } from '@cf/api-client';
import { addNamespace } from '@cf/i18n';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import ar from '../../../i18n/ar.json';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import { AccreditedAccountForm } from './AccreditedAccountForm';

const ok = (data: unknown) => ({ body: { status: 'success', data: { data } } });

describe('AccreditedAccountForm (settings remote)', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    startSession('tok', { id: 'u1', slug: 'a', userType: 'investor', email: 'a@example.om', firstName: 'Test', lastName: 'User', isAdmin: false });
  });

  it('[A3.10][A5.6] asks for the spouse only when their income counts, needs the declaration ticked, and saves every field in baisa', async () => {
    const api = mockApi({ 'GET accreditation/investor-account': ok(null), 'PUT accreditation/investor-account': ok({ ssnMasked: '•••-••-6789' }) });
    await renderPage(<AccreditedAccountForm />, { route: '/settings/investment-account', setup: (i18n) => addNamespace(i18n, 'settings', { ar, en, fr }) });
    const type = async (label: RegExp, value: string) => userEvent.type(await screen.findByLabelText(label), value);
    await type(/^Yearly income/, '250000');
    await type(/^Net worth/, '1200000.500');
    expect(screen.queryByLabelText(/^Spouse's first name/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Include your spouse's income/), 'yes');
    await type(/^Spouse's first name/, 'Aisha');
    await type(/^Spouse's last name/, 'Al Balushi');
    await userEvent.selectOptions(screen.getByLabelText(/^Have you invested/), 'no');
    await type(/^Job title/, 'CFO');
    await type(/^Industry/, 'Energy');
    await type(/^Date of birth/, '1980-04-12');
    await type(/^Social security number/, '123-45-6789');
    for (const [label, value] of [[/^Address/, '1200 Main Street'], [/^City/, 'Houston'], [/^State/, 'TX'], [/^Postal code/, '77002'], [/^Country/, 'United States']] as const) await type(label, value);
    await userEvent.selectOptions(screen.getByLabelText(/^Verify my accreditation by/), 'letter');
    await userEvent.click(screen.getByRole('button', { name: 'Save the accredited account' }));
    expect(screen.getByLabelText('I declare that I am an accredited investor')).toHaveAccessibleDescription('Please tick the accredited investor declaration');
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await userEvent.click(screen.getByLabelText('I declare that I am an accredited investor'));
    await userEvent.click(screen.getByRole('button', { name: 'Save the accredited account' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ yearlyIncome: 250_000_000, netWorth: 1_200_000_500, spouseFirstName: 'Aisha', investedLast12Months: 'no', ssn: '123-45-6789', accreditedDeclaration: true, verificationType: 'letter' }));
  });

  it('[A5.6] says before sending that an accredited investor must be 18 on today\'s date', async () => {
    const api = mockApi({ 'GET accreditation/investor-account': ok(null) });
    await renderPage(<AccreditedAccountForm />, { route: '/settings/investment-account', setup: (i18n) => addNamespace(i18n, 'settings', { ar, en, fr }) });
    const year = new Date().getUTCFullYear();
    await userEvent.type(await screen.findByLabelText(/^Date of birth/), `${year - 16}-06-01`);
    await userEvent.click(screen.getByRole('button', { name: 'Save the accredited account' }));
    expect(screen.getByLabelText(/^Date of birth/)).toHaveAccessibleDescription('Accredited investors must be at least 18 years old');
    await userEvent.clear(screen.getByLabelText(/^Date of birth/));
    await userEvent.type(screen.getByLabelText(/^Date of birth/), `${year - 19}-01-01`);
    await userEvent.click(screen.getByRole('button', { name: 'Save the accredited account' }));
    expect(screen.getByLabelText(/^Date of birth/)).not.toHaveAccessibleDescription('Accredited investors must be at least 18 years old');
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('[A4.3] shows where the review stands: declined in the danger colour with the administrator\'s reason (Arabic)', async () => {
    const saved = {
      yearlyIncome: 250_000_000, netWorth: 1_200_000_000, spouseIncomeIncluded: 'no', investedLast12Months: 'no', jobTitle: 'CFO', jobIndustry: 'Energy', dateOfBirth: '1980-04-12',
      verificationType: 'letter', address: '1200 Main Street', city: 'Houston', state: 'TX', postalCode: '77002', country: 'United States', ssnMasked: '•••-••-6789',
      accreditedDeclaration: true, accreditedBasis: 'net-worth', submittedAt: '2026-11-01T08:00:00Z', updatedAt: '2026-11-01T08:00:00Z',
      reviewStatus: 'declined', reviewReason: 'الخطاب غير موقّع من محاسب مرخّص', reviewedAt: '2026-11-02T08:00:00Z',
    };
    mockApi({ 'GET accreditation/investor-account': ok(saved) });
    await renderPage(<AccreditedAccountForm />, { route: '/settings/investment-account', language: 'ar', setup: (i18n) => addNamespace(i18n, 'settings', { ar, en, fr }) });
    const alert = (await screen.findByText('مرفوض')).closest('[role="alert"], .cf-alert')!;
    expect(alert).toHaveTextContent('الخطاب غير موقّع من محاسب مرخّص');
    expect(alert.className).toMatch(/danger/);
  });
});
