import { IdentityTestApp, STRONG, uniqueEmail } from '../../../test/support/identity-test-app';
import { Session } from '../../core/sessions/entities/session.entity';

const NEW_PASSWORD = 'Harb0ur#Lantern';

describe('forgot, reset and change password (A4.1, A5.4, A7.3, A8.6)', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await IdentityTestApp.start();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => t.clock.reset());

  const forgot = (email: string) => t.request('POST', '/api/v1/users/forgotPassword', { body: { email } });
  const reset = (token: string, password = NEW_PASSWORD, passwordConfirm = password, lng = 'en') =>
    t.request('PATCH', `/api/v1/users/resetPassword/${token}?lng=${lng}`, { body: { password, passwordConfirm } });
  const resetToken = async (userId: string) => {
    const event = await t.lastEvent<{ userId: string; link: string }>('identity.password-reset-requested', (e) => e.userId === userId);
    return decodeURIComponent(new URL(event.link).searchParams.get('token')!);
  };
  const me = (token: string) => t.request('GET', '/api/v1/users/me', { token });

  it('[A7.3] e-mails a single-use reset link valid 10 minutes (users/forgotPassword)', async () => {
    const account = await t.account();
    const res = await forgot(account.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.data.data.message).toBe('If an account uses this email, a link to reset the password has been sent to it');
    const event = await t.lastEvent<{ userId: string; link: string; expiresAt: string; email: string; firstName: string }>(
      'identity.password-reset-requested',
      (e) => e.userId === account.id,
    );
    expect(event.link).toMatch(/^http:\/\/app\.test\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(event).toMatchObject({ email: account.email, firstName: account.firstName });
    expect(Math.round((Date.parse(event.expiresAt) - Date.now()) / 60000)).toBe(10);
  });

  it('[A7.3] answers the same for an unknown address and sends nothing', async () => {
    const account = await t.account();
    const before = (await t.events('identity.password-reset-requested')).length;
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(unknown.status).toBe(200);
    expect((await t.events('identity.password-reset-requested')).length).toBe(before);
    expect(unknown.body).toEqual((await forgot(account.email)).body);
    expect((await forgot('nope')).status).toBe(400);
  });

  it('[A7.3] resets the password with the link, ends every session and announces it', async () => {
    const account = await t.account();
    const token1 = await t.token(account);
    const token2 = await t.token(account);
    await forgot(account.email);
    const res = await reset(await resetToken(account.id));
    expect(res.status).toBe(200);
    expect(res.body.data.data.message).toBe('Your password has been reset, please sign in');
    expect((await me(token1)).status).toBe(401);
    expect((await me(token2)).status).toBe(401);
    expect((await t.login(account.email, account.password)).status).toBe(401);
    expect((await t.login(account.email, NEW_PASSWORD)).status).toBe(200);
    expect(await t.lastEvent('identity.password-changed', (e: { userId: string }) => e.userId === account.id)).toEqual({
      userId: account.id,
      email: account.email,
      firstName: account.firstName,
      via: 'reset',
      language: 'en',
    });
    const ended = await t.dataSource.getRepository(Session).findBy({ userId: account.id, endReason: 'password-reset' });
    expect(ended).toHaveLength(2);
  });

  it('[A7.3] refuses a reused reset token', async () => {
    const account = await t.account();
    await forgot(account.email);
    const token = await resetToken(account.id);
    expect((await reset(token)).status).toBe(200);
    const again = await reset(token, 'An0ther#Pass');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ status: 'fail', message: 'This password reset link has already been used' });
    expect((await t.login(account.email, 'An0ther#Pass')).status).toBe(401);
  });

  it('[A7.3] refuses an expired, unknown or replaced reset token', async () => {
    const account = await t.account();
    await forgot(account.email);
    const first = await resetToken(account.id);
    t.clock.travel(10 * 60 * 1000 + 1000);
    const expired = await reset(first);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('This password reset link has expired, please request a new one');
    t.clock.reset();
    const unknown = await reset('unknown-token');
    expect(unknown.body.message).toBe('This password reset link is not valid');
    await forgot(account.email);
    const second = await resetToken(account.id);
    await forgot(account.email);
    const replaced = await reset(second);
    expect(replaced.body.message).toBe('This password reset link is not valid');
    expect((await reset(await resetToken(account.id))).status).toBe(200);
  });

  it('[A5.4] refuses a weak new password or a confirmation that does not match', async () => {
    const account = await t.account();
    await forgot(account.email);
    const token = await resetToken(account.id);
    const weak = await reset(token, 'weakpass');
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ field: 'password', msg: 'Please enter a strong password' }]);
    const mismatch = await reset(token, NEW_PASSWORD, 'Other#Pass1', 'ar');
    expect(mismatch.body.errors).toEqual([{ field: 'passwordConfirm', msg: 'كلمتا المرور غير متطابقتين' }]);
    // The token was not spent by the refused attempts.
    expect((await reset(token)).status).toBe(200);
  });

  it('[A5.4] refuses a common or guessable new password (Password1!, the person\'s own name) and the password being replaced; the link stays usable', async () => {
    const account = await t.account();
    await forgot(account.email);
    const token = await resetToken(account.id);
    const guessable = 'This password is too easy to guess: avoid common passwords, keyboard patterns and your own name or email';
    for (const password of ['Password1!', 'P@ssw0rd2026', 'Qwerty#123', `${account.firstName}#2026`]) {
      const refused = await reset(token, password);
      expect({ password, status: refused.status, errors: refused.body.errors }).toEqual({ password, status: 400, errors: [{ field: 'password', msg: guessable }] });
    }
    const same = await reset(token, account.password);
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('The new password must be different from the current one');
    expect((await reset(token)).status).toBe(200);
    expect((await t.login(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('forgets the sign-in delays of an account when its password is reset (unlock by e-mail)', async () => {
    const account = await t.account();
    for (let i = 0; i < 5; i++) await t.login(account.email, 'Wrong#Pass1');
    expect((await t.login(account.email, account.password)).status).toBe(429);
    await forgot(account.email);
    await reset(await resetToken(account.id));
    expect((await t.login(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('[A8.6] changes the password (users/updateMyPassword) and ends every session, the current one included', async () => {
    const account = await t.signedIn();
    const other = await t.token(account);
    const res = await t.request('PATCH', '/api/v1/users/updateMyPassword', {
      token: account.token,
      body: { passwordCurrent: account.password, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.data.message).toBe('Password changed. For your security, please sign in again');
    expect((await me(account.token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await t.login(account.email, NEW_PASSWORD)).status).toBe(200);
    expect((await t.lastEvent<{ userId: string; via: string }>('identity.password-changed', (e) => e.userId === account.id)).via).toBe(
      'update',
    );
  });

  it('[A7.3] refuses a wrong current password, a weak or mismatched new one, and the same password', async () => {
    const account = await t.signedIn();
    const change = (body: Record<string, unknown>, lng = 'en') =>
      t.request('PATCH', `/api/v1/users/updateMyPassword?lng=${lng}`, { token: account.token, body });
    const wrong = await change({ passwordCurrent: 'Wrong#Pass1', password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Your current password is incorrect');
    expect(
      (await change({ passwordCurrent: 'Wrong#Pass1', password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD }, 'fr')).body.message,
    ).toBe('Votre mot de passe actuel est incorrect');
    expect((await change({ passwordCurrent: account.password, password: 'weak', passwordConfirm: 'weak' })).body.errors[0]).toEqual({
      field: 'password',
      msg: 'Please enter a strong password',
    });
    expect((await change({ passwordCurrent: account.password, password: NEW_PASSWORD, passwordConfirm: STRONG })).body.errors[0]).toEqual({
      field: 'passwordConfirm',
      msg: "Password doesn't match",
    });
    expect((await change({ password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD })).body.errors[0]).toEqual({
      field: 'passwordCurrent',
      msg: 'This field is required',
    });
    expect(
      (await change({ passwordCurrent: account.password, password: account.password, passwordConfirm: account.password })).body.message,
    ).toBe('The new password must be different from the current one');
    expect((await change({ passwordCurrent: account.password, password: 'Password1!', passwordConfirm: 'Password1!' }, 'ar')).body.errors).toEqual([
      { field: 'password', msg: 'كلمة المرور هذه سهلة التخمين: تجنّب كلمات المرور الشائعة وتسلسلات لوحة المفاتيح واسمك أو بريدك الإلكتروني' },
    ]);
    // Nothing changed: the session is still alive.
    expect((await me(account.token)).status).toBe(200);
    expect(
      (
        await t.request('PATCH', '/api/v1/users/updateMyPassword', {
          body: { passwordCurrent: account.password, password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD },
        })
      ).status,
    ).toBe(401);
  });
});
