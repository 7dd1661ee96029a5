import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';

describe('ResetPasswordPage', () => {
  it('explains a link without a token', async () => {
    mockApi({});
    await renderPage(<ResetPasswordPage />, { route: '/reset-password', path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is not valid');
  });

  it('[A5.4] applies the strong-password rule and the confirmation', async () => {
    mockApi({});
    await renderPage(<ResetPasswordPage />, { route: '/reset-password?token=abc', path: '/reset-password' });
    await userEvent.type(screen.getByLabelText(/^New password/), 'weak');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/^Please enter a strong password/);
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription("Password doesn't match");
  });

  it('[A7.3] PATCHes users/resetPassword/{token} and shows the outcome', async () => {
    const api = mockApi({ 'PATCH users/resetPassword/abc': { body: { status: 'success', message: 'Password reset' } } });
    await renderPage(<ResetPasswordPage />, { route: '/reset-password?token=abc', path: '/reset-password' });
    await userEvent.type(screen.getByLabelText(/^New password/), 'Str0ng!pass');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Str0ng!pass');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password reset')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'PATCH', body: { password: 'Str0ng!pass', passwordConfirm: 'Str0ng!pass' } });
  });

  it('[A8.1] shows the server message for an expired token', async () => {
    mockApi({ 'PATCH users/resetPassword/old': { status: 400, body: { status: 'fail', message: 'Token is invalid or has expired' } } });
    await renderPage(<ResetPasswordPage />, { route: '/reset-password?token=old', path: '/reset-password' });
    await userEvent.type(screen.getByLabelText(/^New password/), 'Str0ng!pass');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Str0ng!pass');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Token is invalid or has expired');
  });
});

describe('ForgotPasswordPage', () => {
  it('[A7.3] validates the e-mail, then POSTs users/forgotPassword', async () => {
    const api = mockApi({ 'POST users/forgotPassword': { body: { status: 'success', message: 'Reset link sent' } } });
    await renderPage(<ForgotPasswordPage />, { route: '/forgot-password' });
    await userEvent.type(screen.getByLabelText(/^Email/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await userEvent.type(screen.getByLabelText(/^Email/), 'a@example.om');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Reset link sent')).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({ email: 'a@example.om' });
  });
});
