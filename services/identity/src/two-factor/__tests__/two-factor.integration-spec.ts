import { authenticator } from 'otplib';
import { IdentityTestApp, type TestAccount } from '../../../test/support/identity-test-app';
import { User } from '../../core/users/entities/user.entity';

describe('two-factor sign-in: e-mailed code and authenticator app (A3.2, A4.1, A4.15, A7.5)', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await IdentityTestApp.start({ TOTP_ISSUER: 'CF Test' });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => t.clock.reset());

  type Account = TestAccount & { token: string };
  const switchTool = (token: string, otpPreferenceTool: string, email?: string, proof: { password?: string; code?: string } = {}) =>
    t.request('PATCH', '/api/v1/users/switch-to-two-factor-auth', { token, body: { email, otpPreferenceTool, ...proof } });
  /** Asks for the e-mailed code that confirms a change of the second factor, and reads it from the event. */
  const changeCode = async (account: Account): Promise<string> => {
    expect((await t.request('POST', '/api/v1/users/two-factor-code', { token: account.token })).status).toBe(200);
    return (await t.lastEvent<{ userId: string; code: string }>('identity.two-factor-code-issued', (e) => e.userId === account.id)).code;
  };
  /** A change proven the way the front end proves it: the password and the mailbox's code (or the app's). */
  const switchProven = async (account: Account, tool: string, appSecret?: string) =>
    switchTool(account.token, tool, undefined, { password: account.password, code: appSecret ? appCode(appSecret) : await changeCode(account) });
  const confirmApp = (account: Account, code: string, extra: Record<string, unknown> = {}) =>
    t.request('POST', '/api/v1/users/validateSignupTwoFactorUser', { token: account.token, body: { code, password: account.password, ...extra } });
  const validate = (email: string, code: string, otpPreferenceTool = 'EMAIL') =>
    t.request('POST', '/api/v1/users/validateLoginTwoFactorUser', { body: { email, otpPreferenceTool, code } });
  const lastCode = async (userId: string) =>
    (await t.lastEvent<{ userId: string; code: string; expiresAt: string }>('identity.login-code-issued', (e) => e.userId === userId)).code;
  /** A code the authenticator app would show at the service's (possibly moved) time. */
  const appCode = (secret: string, offsetSteps = 0) =>
    authenticator.clone({ epoch: t.clock.now().getTime() + offsetSteps * 30_000 }).generate(secret);
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  async function withEmailCode(): Promise<TestAccount & { token: string }> {
    const account = await t.signedIn();
    expect((await switchProven(account, 'EMAIL')).status).toBe(200);
    return account;
  }

  async function withApp(): Promise<TestAccount & { token: string; secret: string }> {
    const account = await t.signedIn();
    const qr = await t.request('GET', '/api/v1/users/regenerate-qr-code', { token: account.token });
    const secret = qr.body.data.data.secret as string;
    expect((await confirmApp(account, appCode(secret))).status).toBe(200);
    // Let the set-up code's 30-second step pass: an app code is accepted once only.
    t.clock.travel(31_000);
    return { ...account, secret };
  }

  it('[A4.15] [issue 10.9] switches to the e-mailed code with the password and an e-mailed code, and announces it to the owner', async () => {
    const account = await t.signedIn();
    const code = await changeCode(account);
    const res = await switchTool(account.token, 'EMAIL', account.email, { password: account.password, code });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual({ otpPreferenceTool: 'EMAIL', message: 'Two-factor authentication updated' });
    expect(await t.lastEvent('identity.two-factor-switched', (e: { userId: string }) => e.userId === account.id)).toEqual({
      userId: account.id,
      method: 'EMAIL',
      email: account.email,
      firstName: expect.any(String),
      language: 'en',
    });
    expect((await t.request('GET', '/api/v1/users/me', { token: account.token })).body.data.data.otpPreferenceTool).toBe('EMAIL');
  });

  it('[issue 10.9] refuses a change of the second factor without the password, with a wrong one, without the code or with a wrong code', async () => {
    const account = await t.signedIn();
    const code = await changeCode(account);
    const errorsOf = async (proof: { password?: string; code?: string }) => (await switchTool(account.token, 'EMAIL', undefined, proof)).body;
    expect((await errorsOf({ code })).errors).toEqual([{ field: 'password', msg: 'Please enter your password' }]);
    expect((await errorsOf({ password: 'Wrong#Pass1', code })).errors).toEqual([{ field: 'password', msg: 'Your current password is incorrect' }]);
    expect((await errorsOf({ password: account.password })).errors).toEqual([{ field: 'code', msg: 'Please enter the code that proves this change' }]);
    expect((await errorsOf({ password: account.password, code: otherThan(code) })).message).toBe('The code is incorrect');
    expect((await t.request('GET', '/api/v1/users/me', { token: account.token })).body.data.data.otpPreferenceTool).not.toBe('EMAIL');
    // The right code still works after one wrong answer; then it is spent.
    expect((await switchTool(account.token, 'EMAIL', undefined, { password: account.password, code })).status).toBe(200);
    const other = await t.signedIn();
    expect((await switchTool(other.token, 'EMAIL', undefined, { password: other.password, code: '123456' })).body.message).toBe('Ask for a code by e-mail first');
  });

  it('[issue 10.9] turning the app off needs a fresh code of the app, and turning e-mailed codes off needs an e-mailed code', async () => {
    const account = await withApp();
    const byMail = await switchTool(account.token, 'NONE', undefined, { password: account.password, code: await changeCode(account) });
    expect(byMail.body.errors).toEqual([{ field: 'code', msg: 'The code is incorrect' }]);
    expect((await switchProven(account, 'NONE', account.secret)).status).toBe(200);
    expect(await t.lastEvent('identity.two-factor-disabled', (e: { userId: string }) => e.userId === account.id)).toMatchObject({ userId: account.id, email: account.email });
    const mailed = await withEmailCode();
    expect((await switchTool(mailed.token, 'NONE', undefined, { password: mailed.password, code: '000000' })).body.message).toBe('Ask for a code by e-mail first');
    expect((await switchProven(mailed, 'NONE')).status).toBe(200);
  });

  it("[A4.15] refuses to switch someone else's address and unknown methods", async () => {
    const account = await t.signedIn();
    const other = await switchTool(account.token, 'EMAIL', 'someone.else@example.com');
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('This email does not belong to your account');
    const unknown = await switchTool(account.token, 'SMS');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toEqual({ field: 'otpPreferenceTool', msg: 'Please choose email or authenticator app' });
    expect((await t.request('PATCH', '/api/v1/users/switch-to-two-factor-auth', { body: { otpPreferenceTool: 'EMAIL' } })).status).toBe(
      401,
    );
  });

  it('[A4.1] answers a login with the e-mail challenge and e-mails a 6-digit code', async () => {
    const account = await withEmailCode();
    const res = await t.login(account.email, account.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      message: 'A verification code has been sent to your email',
      data: { otpPreferenceTool: 'EMAIL', twoFactorAuthVerified: 'no', email: account.email },
    });
    expect(res.body.token).toBeUndefined();
    const event = await t.lastEvent<{ userId: string; code: string; expiresAt: string; firstName: string }>(
      'identity.login-code-issued',
      (e) => e.userId === account.id,
    );
    expect(event.code).toMatch(/^[0-9]{6}$/);
    expect(Date.parse(event.expiresAt) - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    expect(Date.parse(event.expiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
  });

  it('[A4.1] gives the token for the right e-mailed code, once', async () => {
    const account = await withEmailCode();
    await t.login(account.email, account.password);
    const code = await lastCode(account.id);
    const res = await validate(account.email, code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      token: expect.any(String),
      expiresIn: 10800,
      data: { user: { id: account.id, email: account.email } },
    });
    expect((await t.request('GET', '/api/v1/users/me', { token: res.body.token })).status).toBe(200);
    expect((await t.lastEvent<{ userId: string; method: string }>('identity.user-logged-in', (e) => e.userId === account.id)).method).toBe(
      'two-factor-email',
    );
    const reused = await validate(account.email, code);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('Please sign in again to receive a new code');
  });

  it('[A4.1] refuses a wrong code, then an expired one ("Time expired")', async () => {
    const account = await withEmailCode();
    await t.login(account.email, account.password);
    const code = await lastCode(account.id);
    const wrong = await validate(account.email, otherThan(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ status: 'fail', message: 'The code is incorrect' });
    t.clock.travel(10 * 60 * 1000 + 1000);
    const expired = await validate(account.email, code);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('Time expired, please request a new code');
    const fr = await t.request('POST', '/api/v1/users/validateLoginTwoFactorUser?lng=fr', {
      body: { email: account.email, otpPreferenceTool: 'EMAIL', code },
    });
    expect(fr.body.message).toBe('Temps écoulé, veuillez demander un nouveau code');
  });

  it('[A4.1] allows 5 wrong codes per challenge, then the sign-in must start again', async () => {
    const account = await withEmailCode();
    await t.login(account.email, account.password);
    const code = await lastCode(account.id);
    for (let i = 0; i < 4; i++) expect((await validate(account.email, otherThan(code))).body.message).toBe('The code is incorrect');
    const fifth = await validate(account.email, otherThan(code));
    expect(fifth.body.message).toBe('Too many incorrect codes, please sign in again');
    const right = await validate(account.email, code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Please sign in again to receive a new code');
  });

  it('[A4.1] refuses malformed codes, a code without a sign-in in progress, and the other method', async () => {
    const account = await withEmailCode();
    expect((await validate(account.email, '12345')).body.errors[0]).toEqual({ field: 'code', msg: 'Please enter the 6-digit code' });
    expect((await validate(account.email, '123456')).body.message).toBe('Please sign in again to receive a new code');
    await t.login(account.email, account.password);
    const mismatch = await validate(account.email, await lastCode(account.id), '2FA');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('This sign-in is waiting for the other verification method');
  });

  it('[A7.5] resends the login code (users/resend-login-otp): the old code dies, resends are paced', async () => {
    const account = await withEmailCode();
    await t.login(account.email, account.password);
    const first = await lastCode(account.id);
    const tooSoon = await t.request('POST', '/api/v1/users/resend-login-otp', { body: { email: account.email } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toBe('Please wait a few seconds before requesting a new code');
    t.clock.travel(31_000);
    const res = await t.request('POST', '/api/v1/users/resend-login-otp', { body: { email: account.email } });
    expect(res.status).toBe(200);
    expect(res.body.data.data.message).toBe('A verification code has been sent to your email');
    const second = await lastCode(account.id);
    if (second !== first) expect((await validate(account.email, first)).body.message).toBe('The code is incorrect');
    expect((await validate(account.email, second)).status).toBe(200);
    const none = await t.request('POST', '/api/v1/users/resend-login-otp', { body: { email: account.email } });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please sign in again to receive a new code');
  });

  it('[A7.5] generates a QR code for the authenticator app (users/regenerate-qr-code)', async () => {
    const account = await t.signedIn();
    for (const method of ['GET', 'POST']) {
      const res = await t.request(method, '/api/v1/users/regenerate-qr-code', { token: account.token });
      expect(res.status).toBe(200);
      const data = res.body.data.data;
      expect(data.qrCode).toMatch(/^data:image\/png;base64,/);
      expect(data.otpauthUrl).toBe(
        `otpauth://totp/CF%20Test:${encodeURIComponent(account.email)}?secret=${data.secret}&period=30&digits=6&algorithm=SHA1&issuer=CF%20Test`,
      );
    }
    expect((await t.request('GET', '/api/v1/users/regenerate-qr-code')).status).toBe(401);
  });

  it('[A4.15] refuses to switch to the app before it is confirmed, and a wrong set-up code', async () => {
    const account = await t.signedIn();
    const early = await switchTool(account.token, '2FA');
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Please set up the authenticator app first');
    const noQr = await confirmApp(account, '123456');
    expect(noQr.body.message).toBe('Please generate a new QR code first');
    const secret = (await t.request('POST', '/api/v1/users/regenerate-qr-code', { token: account.token })).body.data.data.secret;
    const wrong = await confirmApp(account, otherThan(appCode(secret)));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'code', msg: 'The code is incorrect' }]);
    const noPassword = await confirmApp(account, appCode(secret), { password: 'Wrong#Pass1' });
    expect(noPassword.body.errors).toEqual([{ field: 'password', msg: 'Your current password is incorrect' }]);
    expect((await switchTool(account.token, '2FA')).status).toBe(400);
  });

  it('[A7.5] confirms the app with its first code (users/validateSignupTwoFactorUser) and makes it the second factor', async () => {
    const account = await t.signedIn();
    const secret = (await t.request('POST', '/api/v1/users/regenerate-qr-code', { token: account.token })).body.data.data.secret;
    const res = await confirmApp(account, appCode(secret), { email: account.email });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual({
      otpPreferenceTool: '2FA',
      message: 'Authenticator app confirmed: it will be asked for at sign-in',
    });
    expect(await t.lastEvent('identity.two-factor-switched', (e: { userId: string }) => e.userId === account.id)).toMatchObject({
      userId: account.id,
      method: '2FA',
      email: account.email,
    });
    const me = (await t.request('GET', '/api/v1/users/me', { token: account.token })).body.data.data;
    expect(me).toMatchObject({ otpPreferenceTool: '2FA', twoFactorAppConfigured: true });
  });

  it('[A4.1] signs in with an authenticator code made by otplib, and never accepts the same code twice', async () => {
    const account = await withApp();
    const challenge = await t.login(account.email, account.password);
    expect(challenge.body).toEqual({
      status: 'success',
      message: 'Please enter the code shown in your authenticator app',
      data: { otpPreferenceTool: '2FA', twoFactorAuthVerified: 'no', email: account.email },
    });
    const code = appCode(account.secret);
    const ok = await validate(account.email, code, '2FA');
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
    expect((await t.lastEvent<{ userId: string; method: string }>('identity.user-logged-in', (e) => e.userId === account.id)).method).toBe(
      'two-factor-app',
    );
    // Same code, new sign-in, same 30 seconds: refused (replay).
    await t.login(account.email, account.password);
    const replay = await validate(account.email, code, '2FA');
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('The code is incorrect');
  });

  it('[A4.1] accepts an app code one step old (clock drift) but not an older one, nor an expired challenge', async () => {
    const account = await withApp();
    t.clock.travel(120_000); // well past the set-up code's step
    await t.login(account.email, account.password);
    expect((await validate(account.email, appCode(account.secret, -3), '2FA')).body.message).toBe('The code is incorrect');
    expect((await validate(account.email, appCode(account.secret, -1), '2FA')).status).toBe(200);
    await t.login(account.email, account.password);
    t.clock.travel(10 * 60 * 1000 + 1000);
    expect((await validate(account.email, appCode(account.secret), '2FA')).body.message).toBe('Time expired, please request a new code');
  });

  it('[A4.15] switches between app, e-mail and off at any time', async () => {
    const account = await withApp();
    expect((await switchProven(account, 'EMAIL')).status).toBe(200);
    expect((await t.login(account.email, account.password)).body.data.otpPreferenceTool).toBe('EMAIL');
    expect((await switchProven(account, '2FA', account.secret)).status).toBe(200);
    expect((await t.login(account.email, account.password)).body.data.otpPreferenceTool).toBe('2FA');
    t.clock.travel(31_000); // the app's last code is spent
    const off = await switchProven(account, 'NONE', account.secret);
    expect(off.body.data.data.otpPreferenceTool).toBe('NONE');
    expect(await t.lastEvent('identity.two-factor-disabled', (e: { userId: string }) => e.userId === account.id)).toMatchObject({
      userId: account.id,
    });
    expect((await t.login(account.email, account.password)).body.token).toEqual(expect.any(String));
    // The default of the switch (no method sent, A7.5 "email") is the e-mailed code.
    expect(
      (await t.request('PATCH', '/api/v1/users/switch-to-two-factor-auth', { token: account.token, body: { email: account.email, password: account.password, code: await changeCode(account) } })).body
        .data.data.otpPreferenceTool,
    ).toBe('EMAIL');
  });

  it('[A4.1] keeps a deactivated account out even with a right second factor', async () => {
    const account = await withEmailCode();
    await t.login(account.email, account.password);
    const code = await lastCode(account.id);
    await t.dataSource.getRepository(User).update({ id: account.id }, { disabledAt: new Date().toISOString() });
    const res = await validate(account.email, code);
    expect(res.status).toBe(403);
  });
});
