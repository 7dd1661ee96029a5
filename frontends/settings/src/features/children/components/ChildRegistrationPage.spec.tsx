import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@cf/web-tools/testing/render';
import { ok, renderSettingsPage, signIn } from '../../../shared/test-helpers';
import ChildRegistrationPage from './ChildRegistrationPage';
import ChildrenListPage from './ChildrenListPage';

const allowed = ok({ allowed: true, reasons: [], investmentsCount: 2, minimumInvestments: 2, guardianFullName: 'Huda Al Siyabi', guardianFullNameAr: 'هدى السيابي', guardianDocumentType: 'passport', gender: 'female' });
const notYet = ok({ allowed: false, reasons: ['too-few-investments'], investmentsCount: 1, minimumInvestments: 2, guardianFullName: null, guardianFullNameAr: null, guardianDocumentType: null, gender: null });

describe('child registration pages (settings remote)', () => {
  beforeEach(() => signIn());

  it('[A4.5][A9.6] a guardian with one investment is told what is missing and gets no form', async () => {
    mockApi({ 'GET child-account-verification/get-other-guardian-ekyc-data': notYet, 'GET child-account-verification': ok([]) });
    await renderSettingsPage(<ChildrenListPage />, '/children-list');
    expect(await screen.findByText('You need at least 2 investments (you have 1).')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register a child' })).not.toBeInTheDocument();
    expect(screen.getByText('You have not registered a child yet.')).toBeInTheDocument();
  });

  it('[A3.14][A4.5] the form starts from the guardian\'s own verification and refuses a child who is 18, before sending anything', async () => {
    const api = mockApi({ 'GET child-account-verification/get-other-guardian-ekyc-data': allowed, 'GET users/me': ok({ id: 'u1', email: 'huda@example.om', phone: '+96891234567' }) });
    await renderSettingsPage(<ChildRegistrationPage />, '/children-registration', 'en', '/children-registration');
    expect(await screen.findByLabelText(/^Your full name \(English\)/)).toHaveValue('Huda Al Siyabi');
    expect(screen.getByLabelText(/^Your full name \(Arabic\)/)).toHaveValue('هدى السيابي');
    const eighteen = new Date(Date.now() + 4 * 3600_000);
    const birthday = `${eighteen.getUTCFullYear() - 18}-${String(eighteen.getUTCMonth() + 1).padStart(2, '0')}-${String(eighteen.getUTCDate()).padStart(2, '0')}`;
    await userEvent.type(screen.getByLabelText(/^Date of birth/), birthday);
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue to the documents' }));
    expect(await screen.findByText('A child must be under 18 years old')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
