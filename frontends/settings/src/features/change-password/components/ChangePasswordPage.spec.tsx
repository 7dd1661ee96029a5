import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, getToken, startSession } from '@cf/api-client';
import { addNamespace } from '@cf/i18n';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import ar from '../../../i18n/ar.json';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import ChangePasswordPage from './ChangePasswordPage';

async function open() {
  const rendered = await renderPage(<ChangePasswordPage />, {
    route: '/settings/change-password',
    setup: (i18n) => addNamespace(i18n, 'settings', { ar, en, fr }),
  });
  await screen.findByRole('heading', { name: 'Change password', level: 1 });
  return rendered;
}

async function fill(current: string, password: string, confirm: string) {
  if (current) await userEvent.type(screen.getByLabelText(/^Current password/), current);
  if (password) await userEvent.type(screen.getByLabelText(/^New password/), password);
  if (confirm) await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordPage (settings remote)', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    startSession('tok', { id: 'u1', slug: 'a', userType: 'investor', email: 'a@example.om', firstName: 'Test', lastName: 'User', isAdmin: false });
  });

  it('[A5.1] requires the current password', async () => {
    mockApi({});
    await open();
    await fill('', 'Str0ng!pass', 'Str0ng!pass');
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription('This field is required');
  });

  it('[A5.4] a weak new password gets "Please enter a strong password"; a different confirmation "Password doesn\'t match"', async () => {
    mockApi({});
    await open();
    await fill('OldPass1!', 'weakpass', 'weakpasx');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/^Please enter a strong password/);
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription("Password doesn't match");
  });

  it('[A7.3][A8.6] PATCHes users/updateMyPassword, then signs out through /logout (which ends the session and opens sign-in)', async () => {
    const api = mockApi({ 'PATCH users/updateMyPassword': { body: { status: 'success', data: { data: {} } } } });
    await open();
    await fill('OldPass1!', 'Str0ng!pass', 'Str0ng!pass');
    expect(await screen.findByTestId('location')).toHaveTextContent('/logout');
    expect(api.calls[0]).toMatchObject({
      method: 'PATCH',
      body: { passwordCurrent: 'OldPass1!', password: 'Str0ng!pass', passwordConfirm: 'Str0ng!pass' },
    });
    expect(screen.getByText('Your password has been changed. Please sign in again.')).toBeInTheDocument();
  });

  it('[A8.1] shows the server message when the current password is wrong, and keeps the session', async () => {
    mockApi({ 'PATCH users/updateMyPassword': { status: 401, body: { status: 'fail', message: 'Your current password is wrong' } } });
    await open();
    await fill('WrongOld1!', 'Str0ng!pass', 'Str0ng!pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is wrong');
    await waitFor(() => expect(getToken()).toBe('tok'));
  });
});
