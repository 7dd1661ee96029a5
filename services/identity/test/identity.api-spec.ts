import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';
import { authenticator } from 'otplib';
import { startTestPlatform, type MailMessage, type TestPlatform } from '@cf/testing';
import { CaptchaGenerator } from '../src/captcha/captcha-generator';
import { seedDemo } from '../src/seed/seed-demo';

/**
 * Identity through the gateway, as the front end uses it: e-mails are read from the notifications
 * service's dev mailbox, the captcha answer from the image generator (as a person would read it).
 */
describe('identity through the gateway', () => {
  let platform: TestPlatform;
  let lastCaptchaText = '';
  let providerServer: Server;
  let providerKey: KeyLike;
  const ISSUER = 'https://accounts.test.example';
  const CLIENT_ID = 'gateway-test-client';
  const STRONG = 'Str0ng#Pass';
  let counter = 0;
  const email = (prefix = 'api') => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    providerKey = privateKey;
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    providerServer = createServer((_req, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [jwk] })));
    await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
    const jwksUrl = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}/jwks`;
    platform = await startTestPlatform({
      services: ['identity', 'notifications'],
      // Many logins from one address in a minute: lift the gateway's strict budget for this test.
      env: {
        CAPTCHA_PROVIDER: 'image',
        RATE_LIMIT_STRICT_MAX: '100000',
        RATE_LIMIT_DEFAULT_MAX: '100000',
        SOCIAL_GOOGLE_JWKS_URL: jwksUrl,
        SOCIAL_GOOGLE_ISSUER: ISSUER,
        SOCIAL_GOOGLE_CLIENT_ID: CLIENT_ID,
      },
    });
    const generator = platform.service('identity').get(CaptchaGenerator);
    const draw = generator.create.bind(generator);
    jest.spyOn(generator, 'create').mockImplementation(() => {
      const captcha = draw();
      lastCaptchaText = captcha.text;
      return captcha;
    });
  }, 120_000);

  afterAll(async () => {
    await platform?.close();
    await new Promise((resolve) => providerServer?.close(resolve));
  });

  const api = (method: string, path: string, options: { body?: unknown; token?: string } = {}) =>
    platform.api.request(method, path.includes('lng=') ? path : `${path}${path.includes('?') ? '&' : '?'}lng=en`, options);
  const captcha = async () => {
    const res = await api('GET', '/api/v1/recaptcha/front');
    return { captchaId: res.body.data.data.captchaId as string, captchaValue: lastCaptchaText };
  };
  const login = async (address: string, password: string) =>
    api('POST', '/api/v1/users/login', { body: { email: address, password, ...(await captcha()), createdAt: new Date().toISOString() } });
  const mailTo = (address: string, template: string, after = ''): Promise<MailMessage> =>
    platform.mailbox.waitFor((m) => m.to === address && m.template === template && m.createdAt > after, 15_000);
  const linkIn = (message: MailMessage, pattern: RegExp): string => {
    const found = pattern.exec(message.text) ?? pattern.exec(message.html);
    if (!found) throw new Error(`no link in ${message.template}: ${message.text}`);
    return found[0].replace(/&amp;/g, '&');
  };

  async function activatedAccount(): Promise<{ id: string; email: string; password: string }> {
    const address = email();
    const res = await api('POST', '/api/v1/users/signup', {
      body: {
        firstName: 'Api',
        lastName: 'Tester',
        email: address,
        password: STRONG,
        passwordConfirm: STRONG,
        acceptTerms: true,
        language: 'en',
      },
    });
    expect(res.status).toBe(201);
    const link = linkIn(await mailTo(address, 'activation-link'), /https?:\/\/[^\s"<]+\/activate-account\/[^\s"<]+/);
    const [userId, token, authType] = new URL(link).pathname.split('/').slice(2);
    expect(authType).toBe('signup');
    expect((await api('PATCH', `/api/v1/users/activeAccount/${userId}`, { body: { token } })).status).toBe(200);
    return { id: userId, email: address, password: STRONG };
  }

  it('[A7.2] signs up, activates from the e-mailed link, signs in with captcha, reads users/me and logs out', async () => {
    const account = await activatedAccount();
    const res = await login(account.email, account.password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      token: expect.any(String),
      expiresIn: 10800,
      data: { user: { id: account.id, email: account.email, userType: 'investor', isAdmin: false } },
    });
    const me = await api('GET', '/api/v1/users/me', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.data.data).toMatchObject({
      id: account.id,
      firstName: 'Api',
      isChildVerificationAllowed: false,
      isForeignerInvestor: 'NO',
    });
    expect((await api('POST', '/api/v1/users/logout', { token: res.body.token })).status).toBe(200);
    const after = await api('GET', '/api/v1/users/me', { token: res.body.token });
    expect(after.status).toBe(401);
  });

  it('[A4.1] publishes the signing keys at /.well-known/jwks.json through the gateway', async () => {
    const res = await platform.api.request('GET', '/.well-known/jwks.json');
    expect(res.status).toBe(200);
    expect(res.body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', kid: expect.any(String) });
    expect(res.body.keys[0].d).toBeUndefined();
  });

  it('[A5.12] [A8.1] answers a wrong captcha, bad credentials and an unactivated account with their messages', async () => {
    const { captchaId } = await captcha();
    const wrong = await api('POST', '/api/v1/users/login', {
      body: { email: 'x@example.com', password: STRONG, captchaId, captchaValue: 'nope!' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ status: 'fail', message: 'Captcha does not match' });
    const bad = await login(email('nobody'), STRONG);
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ status: 'fail', message: 'Incorrect email or password' });
    const address = email();
    await api('POST', '/api/v1/users/signup', {
      body: { firstName: 'Not', lastName: 'Active', email: address, password: STRONG, passwordConfirm: STRONG, acceptTerms: true },
    });
    const inactive = await login(address, STRONG);
    expect(inactive.status).toBe(403);
    expect(inactive.body.showResendLink).toBe(true);
  });

  it('[A5.2] [A5.4] [A5.6] answers sign-up validation in the requested language', async () => {
    const res = await api('POST', '/api/v1/users/signup?lng=ar', {
      body: { firstName: 'سارة', lastName: 'Tester', email: 'bad', password: 'weak', passwordConfirm: 'other', acceptTerms: false },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', msg: 'يرجى استخدام الحروف الإنجليزية فقط' },
        { field: 'password', msg: 'يرجى إدخال كلمة مرور قوية' },
        { field: 'passwordConfirm', msg: 'كلمتا المرور غير متطابقتين' },
        { field: 'acceptTerms', msg: 'يرجى قبول شروط الاستخدام' },
      ]),
    );
  });

  it('[A4.1] signs in with the e-mailed two-factor code', async () => {
    const account = await activatedAccount();
    const token = (await login(account.email, account.password)).body.token;
    const asked = new Date().toISOString();
    expect((await api('POST', '/api/v1/users/two-factor-code', { token })).body.data.data.message).toBe('We sent a code to your e-mail to confirm this change');
    const changeCode = linkIn(await mailTo(account.email, 'two-factor-code', asked), /\b[0-9]{6}\b/);
    expect(
      (await api('PATCH', '/api/v1/users/switch-to-two-factor-auth', { token, body: { email: account.email, otpPreferenceTool: 'EMAIL', password: account.password, code: changeCode } }))
        .status,
    ).toBe(200);
    const notice = await mailTo(account.email, 'two-factor-changed', asked);
    expect(notice.text).toContain('Signing in to your account now needs a code sent to your e-mail');
    const started = new Date().toISOString();
    const challenge = await login(account.email, account.password);
    expect(challenge.body.data).toEqual({ otpPreferenceTool: 'EMAIL', twoFactorAuthVerified: 'no', email: account.email });
    const code = linkIn(await mailTo(account.email, 'login-code', started), /\b[0-9]{6}\b/);
    const wrong = await api('POST', '/api/v1/users/validateLoginTwoFactorUser', {
      body: { email: account.email, otpPreferenceTool: 'EMAIL', code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.body.message).toBe('The code is incorrect');
    const ok = await api('POST', '/api/v1/users/validateLoginTwoFactorUser', {
      body: { email: account.email, otpPreferenceTool: 'EMAIL', code },
    });
    expect(ok.status).toBe(200);
    expect((await api('GET', '/api/v1/users/me', { token: ok.body.token })).status).toBe(200);
  });

  it('[A4.15] sets up the authenticator app and signs in with an otplib code', async () => {
    const account = await activatedAccount();
    const token = (await login(account.email, account.password)).body.token;
    const qr = await api('GET', '/api/v1/users/regenerate-qr-code', { token });
    expect(qr.body.data.data.qrCode).toMatch(/^data:image\/png;base64,/);
    const secret = qr.body.data.data.secret;
    const setup = authenticator.generate(secret);
    const withoutPassword = await api('POST', '/api/v1/users/validateSignupTwoFactorUser', { token, body: { code: setup } });
    expect(withoutPassword.body.errors).toEqual([{ field: 'password', msg: 'Please enter your password' }]);
    const confirmedAt = new Date().toISOString();
    expect(
      (await api('POST', '/api/v1/users/validateSignupTwoFactorUser', { token, body: { code: setup, password: account.password } })).body.data.data.otpPreferenceTool,
    ).toBe('2FA');
    expect((await mailTo(account.email, 'two-factor-changed', confirmedAt)).subject).toBe('The two-factor authentication of your account changed');
    const challenge = await login(account.email, account.password);
    expect(challenge.body.data.otpPreferenceTool).toBe('2FA');
    // The next 30-second step's code (one step of drift is accepted); the set-up code is spent.
    const next = authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret);
    const ok = await api('POST', '/api/v1/users/validateLoginTwoFactorUser', {
      body: { email: account.email, otpPreferenceTool: '2FA', code: next },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
  });

  it('[A7.3] resets a forgotten password from the e-mailed link, once; old sessions end', async () => {
    const account = await activatedAccount();
    const oldToken = (await login(account.email, account.password)).body.token;
    const started = new Date().toISOString();
    expect((await api('POST', '/api/v1/users/forgotPassword', { body: { email: account.email } })).status).toBe(200);
    const link = linkIn(
      await mailTo(account.email, 'password-reset', started),
      /https?:\/\/[^\s"<]+\/reset-password\?token=[A-Za-z0-9_%-]+/,
    );
    const token = new URL(link).searchParams.get('token')!;
    const res = await api('PATCH', `/api/v1/users/resetPassword/${token}`, {
      body: { password: 'Harb0ur#Lantern', passwordConfirm: 'Harb0ur#Lantern' },
    });
    expect(res.status).toBe(200);
    const reused = await api('PATCH', `/api/v1/users/resetPassword/${token}`, {
      body: { password: 'An0ther#Pass', passwordConfirm: 'An0ther#Pass' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('This password reset link has already been used');
    expect((await api('GET', '/api/v1/users/me', { token: oldToken })).status).toBe(401);
    expect((await login(account.email, 'Harb0ur#Lantern')).status).toBe(200);
    await mailTo(account.email, 'password-changed', started);
  });

  it('[A8.6] changes the password and the session ends (the front end returns to login)', async () => {
    const account = await activatedAccount();
    const token = (await login(account.email, account.password)).body.token;
    const res = await api('PATCH', '/api/v1/users/updateMyPassword', {
      token,
      body: { passwordCurrent: account.password, password: 'Harb0ur#Lantern', passwordConfirm: 'Harb0ur#Lantern' },
    });
    expect(res.status).toBe(200);
    expect((await api('GET', '/api/v1/users/me', { token })).status).toBe(401);
  });

  it('slows down sign-in from an address after 5 failed passwords on an account, even with the right one', async () => {
    const account = await activatedAccount();
    for (let i = 0; i < 5; i++) expect((await login(account.email, 'Wrong#Pass1')).status).toBe(401);
    const slowed = await login(account.email, account.password);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toEqual({ status: 'fail', message: expect.stringMatching(/^Too many failed sign-in attempts from here/), retryAfterSeconds: 30 });
    // [issue 36] the throttle says when to try again in the header too, as every 429 does.
    expect(slowed.headers['retry-after']).toBe('30');
  });

  it('[A7.2] signs in with a Google ID token verified against the provider JWKS', async () => {
    const address = email('google');
    const idToken = await new SignJWT({ email: address, email_verified: true, given_name: 'Gina', family_name: 'Google' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject(`g-${Date.now()}`)
      .setIssuer(ISSUER)
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(providerKey);
    const res = await api('POST', '/api/v1/users/social-login', { body: { provider: 'google', idToken } });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ email: address, firstName: 'Gina' });
    expect((await api('POST', '/api/v1/users/social-login', { body: { provider: 'linkedin', idToken } })).body.message).toBe(
      'Sign-in with LinkedIn is not enabled',
    );
  });

  it('[A7.4] [A7.7] sends invites, subscribes to the newsletter and updates e-mail preferences', async () => {
    const account = await activatedAccount();
    const token = (await login(account.email, account.password)).body.token;
    const friend = email('friend');
    expect(
      (await api('POST', '/api/v1/users/send-invites', { token, body: { emails: [friend], message: 'Come!' } })).body.data.data.message,
    ).toBe('Invite sent');
    await mailTo(friend, 'invite');
    expect((await api('POST', '/api/v1/users/current-user-newsletter-subscribe', { token, body: {} })).status).toBe(200);
    const dup = await api('POST', '/api/v1/newsletter/subscribe', { body: { email: account.email } });
    expect(dup.body).toEqual({ status: 'fail', message: 'This email is already subscribed' });
    const prefs = await api('GET', '/api/v1/email-preferences', { token });
    const id = prefs.body.data.data[0].id;
    const patched = await api('PATCH', `/api/v1/email-preferences/${id}`, { token, body: { newComment: false } });
    expect(patched.body.data.data).toMatchObject({ id, newComment: false });
  });

  it('[A9.3] lists the follow network with the literal trailing-slash path', async () => {
    const star = await activatedAccount();
    const fan = await activatedAccount();
    const fanToken = (await login(fan.email, fan.password)).body.token;
    const starToken = (await login(star.email, star.password)).body.token;
    expect((await api('POST', `/api/v1/users/follow/${star.id}`, { token: fanToken })).body.data.data.following).toBe(true);
    const res = await api('GET', '/api/v1/users/profile-network/?type=followers', { token: starToken });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toMatchObject({ totalCount: 1, displayLoadMore: false, docs: [{ id: fan.id }] });
  });

  it('[A6.1] lets the seeded administrator list users, and refuses others', async () => {
    await seedDemo(platform.service('identity'));
    const admin = (await login('admin@demo.om', 'Admin#2026pass')).body.token;
    const investor = (await login('investor1@demo.om', 'Investor#2026pass')).body.token;
    const list = await api('GET', '/api/v1/users?search=demo.om', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.data.totalCount).toBe(15); // admin, owner, investor1-3 and the crowd investor4-13 (identity's DEMO_USERS)
    expect((await api('GET', '/api/v1/users', { token: investor })).status).toBe(403);

    // [issue 38] The accounts opened in a period, as a spreadsheet: the BOM, headers in the administrator's language, no secret.
    const today = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
    const csv = async (query: string, lng = 'en') => fetch(`${platform.gatewayUrl}/api/v1/users/admin/export/users.csv?${query}&lng=${lng}`, { headers: { authorization: `Bearer ${admin}` } });
    const answer = await csv(`from=2020-01-01&to=${today}`);
    expect([answer.status, answer.headers.get('content-disposition')]).toEqual([200, `attachment; filename="users-2020-01-01-${today}.csv"`]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer());
    expect(text.startsWith('\uFEFFJoined (Muscat time),User ID,First name,Last name,Full name (Arabic),E-mail,Phone,User type,Status,E-mail confirmed,Administrator\r\n')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n').slice(1);
    expect(lines.length).toBe((await api('GET', '/api/v1/users?limit=200', { token: admin })).body.data.data.totalCount);
    expect(lines.find((l) => l.includes(',admin@demo.om,'))).toMatch(/,Active,Yes,Yes$/);
    expect(text).not.toMatch(/\$2[aby]\$|totp/i);
    const ar = new TextDecoder().decode(await (await csv(`from=2020-01-01&to=${today}`, 'ar')).arrayBuffer());
    expect(ar.split('\r\n')[0]).toContain('تاريخ الانضمام (بتوقيت مسقط)');
    expect((await csv('from=2026-13-01')).status).toBe(400);
    expect((await api('GET', '/api/v1/users/admin/export/users.csv', { token: investor })).status).toBe(403);
  });
});
