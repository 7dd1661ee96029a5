import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, startSession } from '@cf/api-client';
import { addNamespace } from '@cf/i18n';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import ar from '../../../i18n/ar.json';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import UserKycPage from './UserKycPage';
import { verificationFixture } from './verification-fixtures';

const ok = (data: unknown) => ({ body: { status: 'success', data: { data } } });
const verification = (manualKyc: { requestedAt: string; dueBy: string } | null) =>
  verificationFixture({ manualKyc, steps: { personalDetails: true, declarations: true, suitability: true, identityDocument: Boolean(manualKyc), consent: false } });

describe('UserKycPage (settings remote)', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    startSession('tok', { id: 'u1', slug: 'a', userType: 'investor', email: 'a@example.om', firstName: 'Test', lastName: 'User', isAdmin: false });
  });

  it('[A2.20][A4.3][A7.6] offers the automated and the manual check; the manual one is confirmed, then shows the date it is due by', async () => {
    const api = mockApi({
      'GET account-verification': ok(verification(null)),
      'POST users/apply-manual-kyc': ok(verification({ requestedAt: '2026-11-25T10:00:00.000Z', dueBy: '2026-11-30' })),
    });
    await renderPage(<UserKycPage />, { route: '/user-kyc', setup: (i18n) => addNamespace(i18n, 'settings', { ar, en, fr }) });
    expect(await screen.findByRole('link', { name: 'Scan my document' })).toHaveAttribute('href', '/account-verification-scan-and-verify');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a manual check' }));
    expect(screen.getByRole('dialog', { name: 'Ask for a manual check?' })).toHaveTextContent('up to three working days');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Ask for the manual check' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.url.includes('users/apply-manual-kyc'))).toBe(true));
  });

  it('[A9.6] once asked, says when a reviewer will decide and offers it no more', async () => {
    mockApi({ 'GET account-verification': ok(verification({ requestedAt: '2026-11-25T10:00:00.000Z', dueBy: '2026-11-30' })) });
    await renderPage(<UserKycPage />, { route: '/user-kyc', setup: (i18n) => addNamespace(i18n, 'settings', { ar, en, fr }) });
    expect(await screen.findByText(/^You asked on .*25.*2026. A reviewer will decide by .*30.*2026.$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for a manual check' })).not.toBeInTheDocument();
  });
});
