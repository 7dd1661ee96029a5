import { screen } from '@testing-library/react';
import { clearSession, startSession } from '@cf/api-client';
import { addNamespace } from '@cf/i18n';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import ar from '../../../i18n/ar.json';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import InvestmentAccountPage from './InvestmentAccountPage';

const ok = (data: unknown) => ({ body: { status: 'success', data: { data } } });
const limits = ok({ investorClass: null, proposedClass: null });
const verification = (usPerson: 'yes' | 'no') => ok({ status: 'ACCEPTED', declarations: { usPerson, fatcaSubject: 'no', politicallyExposed: 'no' } });

describe('InvestmentAccountPage (settings remote)', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    startSession('tok', { id: 'u1', slug: 'a', userType: 'investor', email: 'a@example.om', firstName: 'Test', lastName: 'User', isAdmin: false });
  });
  const render = () => renderPage(<InvestmentAccountPage />, { route: '/settings/investment-account', setup: (i18n) => addNamespace(i18n, 'settings', { ar, en, fr }) });

  it('[A3.10] an investor who is not a US person is never asked for a social security number', async () => {
    mockApi({ 'GET accreditation/limits': limits, 'GET account-verification': verification('no'), 'GET accreditation/investor-account': ok(null) });
    await render();
    expect(await screen.findByText(/asked only of investors who declared being US persons/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/social security/i)).not.toBeInTheDocument();
  });

  it('[A3.10][A3.9] a US person gets the accredited-investor form', async () => {
    mockApi({ 'GET accreditation/limits': limits, 'GET account-verification': verification('yes'), 'GET accreditation/investor-account': ok(null) });
    await render();
    expect(await screen.findByLabelText(/^Yearly income/)).toBeInTheDocument();
  });
});
