import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, getToken } from '@cf/api-client';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import LoginPage from './LoginPage';

const captcha = {
  status: 'success',
  data: { data: { provider: 'image', captchaId: 'cap-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' } },
};

describe('LoginPage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearSession();
  });

  it('[A5.1][A5.4][A5.12] refuses empty fields, a short password and a missing captcha, focusing the first', async () => {
    mockApi({ 'GET recaptcha/front': { body: captcha } });
    await renderPage(<LoginPage />, { route: '/login' });
    await screen.findByRole('img', { name: 'Security image' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/^Email/), 'investor@example.om');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('The password has at least 8 characters');
    expect(screen.getByLabelText(/^Enter the characters shown/)).toHaveAccessibleDescription('This field is required');
  });

  it('[A3.2][A4.1] signs in with email, password, captcha and createdAt, stores the token and returns to the origin', async () => {
    const api = mockApi({
      'GET recaptcha/front': { body: captcha },
      'POST users/login': {
        body: {
          status: 'success',
          token: 'jwt-1',
          data: { user: { id: 'u1', slug: 'a', userType: 'investor', email: 'investor@example.om' } },
        },
      },
    });
    await renderPage(<LoginPage />, { route: '/login', path: '/login' });
    await screen.findByRole('img', { name: 'Security image' });
    await userEvent.type(screen.getByLabelText(/^Email/), 'investor@example.om');
    await userEvent.type(screen.getByLabelText(/^Password/), 'password1');
    await userEvent.type(screen.getByLabelText(/^Enter the characters shown/), 'x7k2');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(getToken()).toBe('jwt-1'));
    const login = api.calls.find((c) => c.url.includes('users/login'))!;
    expect(login.body).toMatchObject({ email: 'investor@example.om', password: 'password1', captchaValue: 'x7k2', captchaId: 'cap-1' });
    expect(login.body).toHaveProperty('createdAt');
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('[A8.1] shows the server message unchanged and offers to resend verification when showResendLink', async () => {
    mockApi({
      'GET recaptcha/front': { body: { status: 'success', data: { data: { provider: 'none' } } } },
      'POST users/login': { status: 401, body: { status: 'fail', message: 'Please verify your email first', showResendLink: true } },
    });
    await renderPage(<LoginPage />, { route: '/login' });
    await userEvent.type(screen.getByLabelText(/^Email/), 'new@example.om');
    await userEvent.type(screen.getByLabelText(/^Password/), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your email first');
    expect(screen.getByRole('link', { name: 'Resend verification email' })).toHaveAttribute(
      'href',
      '/resend-email-verification?email=new%40example.om',
    );
  });

  it('[A5.12] shows "Captcha does not match" from the server and fetches a new image', async () => {
    let issued = 0;
    mockApi({
      'GET recaptcha/front': () => ({
        body: {
          status: 'success',
          data: { data: { provider: 'image', captchaId: `cap-${++issued}`, image: 'data:image/png;base64,AA==' } },
        },
      }),
      'POST users/login': {
        status: 400,
        body: { status: 'fail', message: 'Captcha does not match', errors: [{ field: 'captchaValue', msg: 'Captcha does not match' }] },
      },
    });
    await renderPage(<LoginPage />, { route: '/login' });
    await screen.findByRole('img', { name: 'Security image' });
    await userEvent.type(screen.getByLabelText(/^Email/), 'a@example.om');
    await userEvent.type(screen.getByLabelText(/^Password/), 'password1');
    await userEvent.type(screen.getByLabelText(/^Enter the characters shown/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Captcha does not match');
    await waitFor(() => expect(issued).toBe(2));
  });

  it('[A4.1] a two-factor challenge leads to the code screen', async () => {
    mockApi({
      'GET recaptcha/front': { body: { status: 'success', data: { data: { provider: 'none' } } } },
      'POST users/login': {
        body: { status: 'success', data: { otpPreferenceTool: 'EMAIL', twoFactorAuthVerified: 'no', email: 'a@example.om' } },
      },
    });
    await renderPage(<LoginPage />, { route: '/login', path: '/login' });
    await userEvent.type(screen.getByLabelText(/^Email/), 'a@example.om');
    await userEvent.type(screen.getByLabelText(/^Password/), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login-user-verification');
    expect(getToken()).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('cf.loginChallenge')!)).toMatchObject({ email: 'a@example.om', otpPreferenceTool: 'EMAIL' });
  });

  it('[A1.4] renders right to left in Arabic with Arabic messages', async () => {
    mockApi({ 'GET recaptcha/front': { body: { status: 'success', data: { data: { provider: 'none' } } } } });
    await renderPage(<LoginPage />, { route: '/login', language: 'ar' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(screen.getByLabelText(/^البريد الإلكتروني/)).toHaveAccessibleDescription('هذا الحقل مطلوب');
  });
  it('[A1.2][A2.19] shows a button only for the social providers the site has switched on', async () => {
    const api = mockApi({
      'GET recaptcha/front': { body: { status: 'success', data: { data: { provider: 'none' } } } },
      'GET social-signup': {
        body: {
          status: 'success',
          data: {
            data: [
              { provider: 'google', enabled: 'yes', clientId: '' },
              { provider: 'facebook', enabled: 'no', clientId: '' },
              { provider: 'linkedin', enabled: 'yes', clientId: 'li-client' },
            ],
          },
        },
      },
    });
    await renderPage(<LoginPage />, { route: '/login' });
    expect(await screen.findByRole('button', { name: 'Google' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Or continue with' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Facebook' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Google' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sign-in with Google is not configured');
    await userEvent.click(screen.getByRole('button', { name: 'LinkedIn' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sign-in with LinkedIn is not available in this version yet');
    // No pretend sign-in: nothing is sent to identity.
    expect(api.calls.some((c) => c.url.includes('social-login'))).toBe(false);
    expect(getToken()).toBeNull();
  });

  it('[A2.19] shows no social section when no provider is switched on', async () => {
    mockApi({
      'GET recaptcha/front': { body: { status: 'success', data: { data: { provider: 'none' } } } },
      'GET social-signup': {
        body: { status: 'success', data: { data: [{ provider: 'google', enabled: 'no', clientId: '' }] } },
      },
    });
    await renderPage(<LoginPage />, { route: '/login' });
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Or continue with' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Google' })).not.toBeInTheDocument();
  });
});
