import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, startSession } from '@cf/api-client';
import { addNamespace } from '@cf/i18n';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import ar from '../../../i18n/ar.json';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import ConsentPage from './ConsentPage';
import { verificationFixture } from './verification-fixtures';

const ok = (data: unknown) => ({ body: { status: 'success', data: { data } } });
const verification = verificationFixture({ consentState: 'awaiting-code' });
const waiting = (overrides: Record<string, unknown> = {}) => ({
  state: 'awaiting-code',
  kind: 'typed',
  typedText: 'Salma',
  phoneMasked: '+968•••••527',
  codeExpiresAt: new Date(Date.now() + 120_000).toISOString(),
  resendAt: new Date(Date.now() - 1000).toISOString(),
  confirmedAt: null,
  agreementSha256: null,
  rejectReason: null,
  ...overrides,
});

async function open() {
  return renderPage(<ConsentPage />, { route: '/otp-verification', setup: (i18n) => addNamespace(i18n, 'settings', { ar, en, fr }) });
}

describe('ConsentPage (settings remote)', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    startSession('tok', { id: 'u1', slug: 'a', userType: 'investor', email: 'a@example.om', firstName: 'Test', lastName: 'User', isAdmin: false });
  });

  it('[A4.4][A9.1] shows where the code went and the time left to enter it', async () => {
    mockApi({ 'GET account-verification': ok(verification), 'GET account-verification/consent': ok(waiting()) });
    await open();
    expect(await screen.findByText('+968•••••527')).toBeInTheDocument();
    expect(screen.getByText(/^Time left:/).textContent).toMatch(/[12]:\d\d$/);
    expect(screen.getByLabelText('Code')).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('[A8.3][A4.4] an expired code says "Time expired" and offers to resend it', async () => {
    const api = mockApi({
      'GET account-verification': ok(verification),
      'GET account-verification/consent': ok(waiting({ codeExpiresAt: new Date(Date.now() - 1000).toISOString() })),
      'POST account-verification/resend-otp': ok(waiting()),
    });
    await open();
    expect(await screen.findByText('Time expired')).toBeInTheDocument();
    expect(screen.getByText('The code is no longer valid. Resend the code or change the number.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.url.includes('account-verification/resend-otp'))).toBe(true));
  });

  it('[A8.4][A4.4] change number tells Omani users to update their number with the police, then texts the new number', async () => {
    const api = mockApi({
      'GET account-verification': ok(verification),
      'GET account-verification/consent': ok(waiting()),
      'POST account-verification/resend-otp': ok(waiting({ phoneMasked: '+968•••••111' })),
    });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Change number' }));
    expect(screen.getByText(/contact the Royal Oman Police/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New mobile number'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code to this number' }));
    expect(screen.getByLabelText('New mobile number')).toHaveAccessibleDescription('Please enter a mobile number of 8 to 13 digits');
    await userEvent.clear(screen.getByLabelText('New mobile number'));
    await userEvent.type(screen.getByLabelText('New mobile number'), '+96890000111');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code to this number' }));
    await waitFor(() => expect(api.calls.find((c) => c.url.includes('account-verification/resend-otp'))?.body).toEqual({ phone: '+96890000111' }));
  });

  it('[A5.8] a signature is required, at most 20 characters, before a code is sent', async () => {
    const api = mockApi({
      'GET account-verification': ok({ ...verification, consentState: 'unsigned' }),
      'GET account-verification/consent': ok(waiting({ state: 'unsigned', codeExpiresAt: null, resendAt: null, phoneMasked: null })),
      'GET account-verification/generate-dynamic-contract-data': ok({ language: 'en', title: 'Investor consent agreement', clauses: ['I confirm.'], investorName: 'Salma', investorNameAr: null, regulatorDecision: '158/2022' }),
      'GET users/me': ok({ firstName: 'Salma', phone: '+96890650527' }),
    });
    await open();
    await screen.findByText('I confirm.');
    expect(screen.getByLabelText('Your signature')).toHaveAttribute('maxlength', '20');
    await userEvent.click(screen.getByRole('button', { name: 'Sign and send the code' }));
    expect(screen.getByLabelText('Your signature')).toHaveAccessibleDescription(/Signature is required/);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.type(screen.getByLabelText('Your signature'), 'Salma Albusaidi');
    expect(screen.getByText('5 of 20 characters left')).toBeInTheDocument();
  });
});
