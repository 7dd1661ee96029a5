import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@cf/web-tools/testing/render';
import { fail, ok, renderSettingsPage, signIn } from '../../../shared/test-helpers';
import TwoFactorPage from './TwoFactorPage';

const me = (otpPreferenceTool: string, twoFactorAppConfigured = false) => ({
  id: 'u1',
  email: 'k@x.om',
  firstName: 'Khalid',
  lastName: 'H',
  otpPreferenceTool,
  twoFactorAppConfigured,
});

describe('TwoFactorPage (settings remote)', () => {
  beforeEach(signIn);

  it('[A4.15] an account without a second step says so and offers both methods', async () => {
    mockApi({ 'GET user-activity': ok({ docs: [], totalCount: 0, displayLoadMore: false }), 'GET users/me': ok(me('NONE')) });
    await renderSettingsPage(<TwoFactorPage />, '/settings/two-factor-authentication');
    expect(await screen.findByText('Off')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use email codes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up authenticator app' })).toBeInTheDocument();
  });

  it('[A4.15] [issue 10.9] with a confirmed app, switches to it with the password and a code of the app (PATCH users/switch-to-two-factor-auth)', async () => {
    const api = mockApi({
      'GET user-activity': ok({ docs: [], totalCount: 0, displayLoadMore: false }),
      'GET users/me': ok(me('EMAIL', true)),
      'PATCH users/switch-to-two-factor-auth': ok({}),
    });
    await renderSettingsPage(<TwoFactorPage />, '/settings/two-factor-authentication');
    await userEvent.click(await screen.findByRole('button', { name: 'Use authenticator app' }));
    expect(await screen.findByRole('heading', { name: 'Confirm: use the authenticator app' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(screen.getByLabelText(/^Your password/)).toHaveAccessibleDescription('This field is required');
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    await userEvent.type(screen.getByLabelText(/^Your password/), 'Harb0ur#Lantern');
    await userEvent.type(screen.getByLabelText(/^Code from the app/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByText('Two-factor authentication updated')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      otpPreferenceTool: '2FA',
      password: 'Harb0ur#Lantern',
      code: '123456',
    });
    // No e-mailed code was asked for: the app proves this change.
    expect(api.calls.some((c) => c.url.includes('two-factor-code'))).toBe(false);
  });

  it('[issue 10.9] turning e-mailed codes off e-mails a code first, then sends it with the password', async () => {
    const api = mockApi({
      'GET user-activity': ok({ docs: [], totalCount: 0, displayLoadMore: false }),
      'GET users/me': ok(me('EMAIL')),
      'POST users/two-factor-code': ok({ message: 'sent', expiresAt: '2026-11-24T12:00:00.000Z' }),
      'PATCH users/switch-to-two-factor-auth': fail(400, 'The code is incorrect'),
    });
    await renderSettingsPage(<TwoFactorPage />, '/settings/two-factor-authentication');
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(/We sent a 6-digit code to k@x.om/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Your password/), 'Harb0ur#Lantern');
    await userEvent.type(screen.getByLabelText(/^Code from the e-mail/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect');
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      otpPreferenceTool: 'NONE',
      password: 'Harb0ur#Lantern',
      code: '654321',
    });
  });

  it('[A2.19] set-up shows the QR code, then checks the 6-digit code and shows the server message on failure', async () => {
    mockApi({
      'GET user-activity': ok({ docs: [], totalCount: 0, displayLoadMore: false }),
      'GET users/me': ok(me('EMAIL')),
      'POST users/regenerate-qr-code': ok({ qrCode: 'data:image/png;base64,AAAA', secret: 'JBSWY3DPEHPK3PXP' }),
      'POST users/validateSignupTwoFactorUser': fail(400, 'The code is incorrect'),
    });
    await renderSettingsPage(<TwoFactorPage />, '/settings/two-factor-authentication');
    await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    expect(await screen.findByRole('img', { name: 'QR code for the authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Code from the app/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText(/^Code from the app/)).toHaveAccessibleDescription('Please enter the 6-digit code');
    await userEvent.type(screen.getByLabelText(/^Code from the app/), '3456');
    await userEvent.type(screen.getByLabelText(/^Your password/), 'Harb0ur#Lantern');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is incorrect');
  });

  it('[A3.18] the activity log lists what the person did, newest first, a line about a page linking to it', async () => {
    mockApi({
      'GET users/me': ok(me('NONE')),
      'GET user-activity': ok({
        docs: [
          {
            id: 'a1',
            activityType: 'investment-paid',
            title: 'You invested OMR 250.000 in Nizwa Dates',
            details: { link: '/receipt/i1' },
            createdAt: '2026-03-05T10:00:00.000Z',
          },
          {
            id: 'a2',
            activityType: 'user-logged-in',
            title: 'You signed in',
            details: { method: 'password', link: 'https://evil.example' },
            createdAt: '2026-03-04T10:00:00.000Z',
          },
        ],
        totalCount: 2,
        displayLoadMore: false,
      }),
    });
    await renderSettingsPage(<TwoFactorPage />, '/settings/two-factor-authentication', 'en', '/settings/two-factor-authentication');
    expect(await screen.findByRole('link', { name: 'You invested OMR 250.000 in Nizwa Dates' })).toHaveAttribute('href', '/receipt/i1');
    expect(screen.getByText('You signed in').closest('a')).toBeNull();
  });
});
