import { ApiError } from './api-error';
import { authApi, readLoginOutcome } from './endpoints/auth';
import { siteApi } from './endpoints/site';
import { buildUrl, configureApi, request } from './http-client';
import { clearSession, getToken, startSession } from './session';

function answer(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) } as Response;
}

describe('API client (DESIGN §7 envelopes)', () => {
  let fetchImpl: jest.Mock;
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    fetchImpl = jest.fn();
    configureApi({ baseUrl: '/api/v1', fetchImpl: fetchImpl as unknown as typeof fetch, getLanguage: () => 'fr' });
  });

  it('[A7.1] sends ?lng= and the bearer token (blank when signed out) on every call', async () => {
    fetchImpl.mockResolvedValue(answer(200, { status: 'success', data: { data: { ok: true } } }));
    await request('GET', 'users/me');
    expect(fetchImpl.mock.calls[0][0]).toBe('/api/v1/users/me?lng=fr');
    expect(fetchImpl.mock.calls[0][1].headers.authorization).toBe('Bearer ');
    startSession('abc', { id: '1', slug: 's', userType: 'investor', email: 'a@b.om', firstName: 'Test', lastName: 'User', isAdmin: false });
    await request('GET', 'menus/?type=header');
    expect(fetchImpl.mock.calls[1][0]).toBe('/api/v1/menus/?type=header&lng=fr');
    expect(fetchImpl.mock.calls[1][1].headers.authorization).toBe('Bearer abc');
  });

  it('unwraps { status: success, data: { data } }', async () => {
    fetchImpl.mockResolvedValue(answer(200, { status: 'success', data: { data: { siteName: 'X', sitePrimaryColor: '#6048fe' } } }));
    await expect(siteApi.siteSettings()).resolves.toEqual({ siteName: 'X', sitePrimaryColor: '#6048fe' });
  });

  it('[A8.6] account confirmations carry the server message nested in data.data (as identity answers)', async () => {
    fetchImpl.mockResolvedValue(
      answer(200, {
        status: 'success',
        data: { data: { id: 'u1', activated: true, message: 'Your account is activated, you can sign in now' } },
      }),
    );
    await expect(authApi.activateAccount('u1', 't')).resolves.toMatchObject({ message: 'Your account is activated, you can sign in now' });
    fetchImpl.mockResolvedValue(answer(201, { status: 'success', message: 'Top-level wins' }));
    await expect(authApi.forgotPassword({ email: 'a@b.om' })).resolves.toMatchObject({ message: 'Top-level wins' });
  });

  it('[A8.1] throws an ApiError carrying the message, field errors and showResendLink', async () => {
    fetchImpl.mockResolvedValue(
      answer(400, {
        status: 'fail',
        message: 'Please activate your account',
        errors: [{ field: 'email', msg: 'Unknown e-mail' }],
        showResendLink: true,
      }),
    );
    const error = await request('POST', 'users/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Please activate your account', status: 400, showResendLink: true });
    expect((error as ApiError).fieldMessage('email')).toBe('Unknown e-mail');
  });

  it('treats a network failure as an ApiError with status 0 and no server text', async () => {
    fetchImpl.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('GET', 'users/me')).rejects.toMatchObject({ status: 0, message: '' });
  });

  it('a 401 on a call made with a token ends the session', async () => {
    const onUnauthorized = jest.fn();
    configureApi({ onUnauthorized });
    startSession('expired', { id: '1', slug: 's', userType: 'investor', email: 'a@b.om', firstName: 'Test', lastName: 'User', isAdmin: false });
    fetchImpl.mockResolvedValue(answer(401, { status: 'fail', message: 'Your session has expired' }));
    await expect(request('GET', 'users/me')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalled();
  });

  it('[A3.2] a login answer with a top-level token signs in', async () => {
    fetchImpl.mockResolvedValue(
      answer(200, {
        status: 'success',
        token: 'jwt',
        expiresIn: 10800,
        data: { user: { id: 'u', slug: 's', userType: 'owner', email: 'o@b.om' } },
      }),
    );
    const outcome = await authApi.login({ email: 'o@b.om', password: 'password1', captchaValue: 'abcd', captchaId: 'c1' });
    expect(outcome).toMatchObject({ kind: 'signed-in', token: 'jwt', user: { userType: 'owner' } });
    const body = JSON.parse(fetchImpl.mock.calls[0][1].body);
    expect(body).toMatchObject({ email: 'o@b.om', password: 'password1', captchaValue: 'abcd', captchaId: 'c1' });
    expect(new Date(body.createdAt).toString()).not.toBe('Invalid Date');
  });

  it('[A4.1] a login answer without a token is a two-factor challenge', () => {
    expect(
      readLoginOutcome({ status: 'success', data: { otpPreferenceTool: '2FA', twoFactorAuthVerified: 'no', email: 'a@b.om' } }),
    ).toEqual({
      kind: 'challenge',
      otpPreferenceTool: '2FA',
      twoFactorAuthVerified: 'no',
      email: 'a@b.om',
    });
  });

  it('builds URLs without doubling slashes and keeps an explicit lng', () => {
    expect(buildUrl('/users/me', {}, 'ar')).toBe('/api/v1/users/me?lng=ar');
    expect(buildUrl('sliders/front-sliders', { status: 'yes', skip: undefined }, 'en')).toBe(
      '/api/v1/sliders/front-sliders?status=yes&lng=en',
    );
  });
});
