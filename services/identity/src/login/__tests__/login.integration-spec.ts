import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { IdentityTestApp, STRONG, uniqueEmail } from '../../../test/support/identity-test-app';
import { CaptchaGenerator } from '../../captcha/captcha-generator';
import { Session } from '../../core/sessions/entities/session.entity';
import { User } from '../../core/users/entities/user.entity';

describe('sign-in with captcha, sessions and brute-force throttling (A3.1, A3.2, A4.1, A5.12, A8.1)', () => {
  let t: IdentityTestApp;
  let lastCaptchaText = '';

  beforeAll(async () => {
    t = await IdentityTestApp.start({ CAPTCHA_PROVIDER: 'image' });
    spyOnCaptcha();
  });

  /** The test reads the answer of each image it asks for, like a person reading it. */
  const spyOnCaptcha = (): void => {
    const generator = t.app.get(CaptchaGenerator);
    const draw = generator.create.bind(generator);
    jest.spyOn(generator, 'create').mockImplementation(() => {
      const captcha = draw();
      lastCaptchaText = captcha.text;
      return captcha;
    });
  };
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => t.clock.reset());

  const captcha = async (): Promise<{ captchaId: string; captchaValue: string }> => {
    const res = await t.request('GET', '/api/v1/recaptcha/front');
    return { captchaId: res.body.data.data.captchaId, captchaValue: lastCaptchaText };
  };
  const login = async (email: string, password: string, lng = 'en') =>
    t.request('POST', `/api/v1/users/login?lng=${lng}`, {
      body: { email, password, ...(await captcha()), createdAt: new Date().toISOString() },
    });
  const me = (token: string) => t.request('GET', '/api/v1/users/me', { token });

  it('[A9.4] serves an image captcha of 150 by 60 with an id (recaptcha/front)', async () => {
    const res = await t.request('GET', '/api/v1/recaptcha/front');
    expect(res.status).toBe(200);
    const data = res.body.data.data;
    expect(data).toMatchObject({ provider: 'image', captchaId: expect.any(String), width: 150, height: 60 });
    const svg = Buffer.from(data.image.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(svg).toMatch(/^<svg[^>]*width="150" height="60"/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('[A3.2] answers a good login with the token at the top level and data.user', async () => {
    const account = await t.account();
    const res = await login(account.email, account.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      token: expect.any(String),
      expiresIn: 10800,
      expirationDate: expect.any(String),
      data: {
        user: {
          id: account.id,
          slug: expect.any(String),
          userType: 'investor',
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          isAdmin: false,
        },
      },
    });
    const event = await t.lastEvent<{ userId: string; method: string }>('identity.user-logged-in', (e) => e.userId === account.id);
    expect(event.method).toBe('password');
  });

  it('[A4.1] signs a 10800-second RS256 token with the platform claims, verifiable with the JWKS', async () => {
    const account = await t.account();
    const token = (await login(account.email, account.password)).body.token;
    const jwks = await t.request('GET', '/.well-known/jwks.json');
    expect(jwks.status).toBe(200);
    expect(jwks.body.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(jwks.body.keys[0].d).toBeUndefined();
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256', kid: jwks.body.keys[0].kid });
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks.body as JSONWebKeySet), {
      issuer: 'cf-identity',
      audience: 'cf-platform',
    });
    expect(payload).toMatchObject({
      sub: account.id,
      email: account.email,
      userType: 'investor',
      isAdmin: false,
      slug: expect.any(String),
      sid: expect.any(String),
    });
    expect(payload.exp! - payload.iat!).toBe(10800);
    const session = await t.dataSource.getRepository(Session).findOneByOrFail({ id: String(payload.sid) });
    expect(session).toMatchObject({ userId: account.id, method: 'password', endedAt: null });
  });

  it('[A4.1] keeps its signing key in its database: tokens stay valid across a restart', async () => {
    const account = await t.account();
    const token = (await login(account.email, account.password)).body.token;
    const kid = (await t.request('GET', '/.well-known/jwks.json')).body.keys[0].kid;
    expect(await t.dataSource.query('SELECT kid FROM signing_keys')).toEqual([{ kid }]);
    const dbUrl = t.dbUrl;
    await t.close({ keepDatabase: true });
    t = await IdentityTestApp.start({ CAPTCHA_PROVIDER: 'image' }, { dbUrl });
    spyOnCaptcha();
    expect((await t.request('GET', '/.well-known/jwks.json')).body.keys.map((k: { kid: string }) => k.kid)).toEqual([kid]);
    expect((await me(token)).status).toBe(200);
  });

  it('[A5.12] refuses a wrong captcha with "Captcha does not match" and burns the challenge', async () => {
    const account = await t.account();
    const { captchaId, captchaValue } = await captcha();
    const wrong = await t.request('POST', '/api/v1/users/login', {
      body: { email: account.email, password: account.password, captchaId, captchaValue: `${captchaValue}x` },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ status: 'fail', message: 'Captcha does not match' });
    // The same image cannot be tried again, even with the right answer.
    const retry = await t.request('POST', '/api/v1/users/login', {
      body: { email: account.email, password: account.password, captchaId, captchaValue },
    });
    expect(retry.body.message).toBe('Captcha does not match');
    const missing = await t.request('POST', '/api/v1/users/login?lng=ar', { body: { email: account.email, password: account.password } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('رمز التحقق غير مطابق');
  });

  it('[A5.12] accepts the captcha answer in any case, once, and refuses it after 5 minutes', async () => {
    const account = await t.account();
    const first = await captcha();
    const ok = await t.request('POST', '/api/v1/users/login', {
      body: {
        email: account.email,
        password: account.password,
        captchaId: first.captchaId,
        captchaValue: first.captchaValue.toUpperCase(),
      },
    });
    expect(ok.status).toBe(200);
    const reused = await t.request('POST', '/api/v1/users/login', { body: { email: account.email, password: account.password, ...first } });
    expect(reused.body.message).toBe('Captcha does not match');
    const late = await captcha();
    t.clock.travel(5 * 60 * 1000 + 1000);
    const expired = await t.request('POST', '/api/v1/users/login', { body: { email: account.email, password: account.password, ...late } });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('Captcha does not match');
  });

  it('[A8.1] answers a wrong password and an unknown e-mail with the same 401 message', async () => {
    const account = await t.account();
    const wrong = await login(account.email, 'Wrong#Pass1');
    const unknown = await login(uniqueEmail('ghost'), 'Wrong#Pass1');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ status: 'fail', message: 'Incorrect email or password' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('[A5.4] refuses a login password shorter than 8 characters and an invalid e-mail', async () => {
    const res = await login('someone@example.com', 'short');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'password', msg: 'The password has at least 8 characters' }]);
    expect((await login('not-an-email', STRONG)).body.errors[0]).toEqual({ field: 'email', msg: 'Please enter a valid email address' });
  });

  it('[A8.1] tells an unactivated account to activate, with showResendLink', async () => {
    const account = await t.signup();
    const res = await login(account.email, account.password);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      status: 'fail',
      message: 'Please activate your account first using the link sent to your email',
      showResendLink: true,
    });
    // A wrong password on an unactivated account says nothing about activation.
    const wrong = await login(account.email, 'Wrong#Pass1');
    expect(wrong.body.showResendLink).toBeUndefined();
  });

  it('[A6.1] refuses a deactivated account', async () => {
    const account = await t.account();
    await t.dataSource.getRepository(User).update({ id: account.id }, { disabledAt: new Date().toISOString() });
    const res = await login(account.email, account.password);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your account has been deactivated, please contact us');
  });

  describe('brute force: throttled per account and address, never a lock against the owner', () => {
    let address = 0;
    /** Each test signs in from its own addresses (X-Forwarded-For, set by the gateway in front). */
    const from = (): string => `203.0.113.${++address % 250}`;
    const loginFrom = async (ip: string, email: string, password: string, lng = 'en') =>
      t.request('POST', `/api/v1/users/login?lng=${lng}`, {
        headers: { 'x-forwarded-for': ip },
        body: { email, password, ...(await captcha()), createdAt: new Date().toISOString() },
      });
    const THROTTLED = 'Too many failed sign-in attempts from here. Please wait a few minutes and try again, or reset your password';

    it('slows down the address after 5 failures on an account; the owner elsewhere signs in at once', async () => {
      const account = await t.account();
      const attacker = from();
      for (let i = 0; i < 5; i++) expect((await loginFrom(attacker, account.email, 'Wrong#Pass1')).status).toBe(401);
      const sixth = await loginFrom(attacker, account.email, account.password);
      expect(sixth.status).toBe(429);
      expect(sixth.body).toEqual({ status: 'fail', message: THROTTLED, retryAfterSeconds: 30 });
      expect((await loginFrom(attacker, account.email, account.password, 'fr')).body.message).toMatch(/^Trop de tentatives/);
      // The owner, from another address, is not shut out by the attacker's guesses.
      expect((await loginFrom(from(), account.email, account.password)).status).toBe(200);
      // The delay doubles with each further failure from that address.
      t.clock.travel(31 * 1000);
      expect((await loginFrom(attacker, account.email, 'Wrong#Pass1')).status).toBe(401);
      expect((await loginFrom(attacker, account.email, account.password)).body.retryAfterSeconds).toBe(60);
      t.clock.travel(61 * 1000);
      expect((await loginFrom(attacker, account.email, 'Wrong#Pass1')).status).toBe(401);
      expect((await loginFrom(attacker, account.email, account.password)).body.retryAfterSeconds).toBe(120);
      // After 15 quiet minutes the address starts afresh, and the right password works.
      t.clock.travel(15 * 60 * 1000 + 1000);
      expect((await loginFrom(attacker, account.email, account.password)).status).toBe(200);
    });

    it('answers an e-mail without an account exactly as one with an account', async () => {
      const account = await t.account();
      const answersFor = async (email: string, ip: string) => {
        const answers: unknown[] = [];
        for (let i = 0; i < 7; i++) {
          const res = await loginFrom(ip, email, 'Wrong#Pass1');
          answers.push({ status: res.status, body: res.body });
        }
        return answers;
      };
      const known = await answersFor(account.email, from());
      expect(known.map((a) => (a as { status: number }).status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
      const unknown = await answersFor(uniqueEmail('nobody'), from());
      // The wait is counted in whole seconds from each attempt: the two runs may straddle a second.
      const waitOf = (answer: unknown) => (answer as { body: { retryAfterSeconds?: number } }).body.retryAfterSeconds;
      const withoutWait = (answers: unknown[]) => answers.map((a) => ({ ...(a as object), body: { ...(a as { body: object }).body, retryAfterSeconds: waitOf(a) === undefined ? undefined : 'counted' } }));
      expect(withoutWait(unknown)).toEqual(withoutWait(known));
      unknown.forEach((answer, i) => expect(Math.abs((waitOf(answer) ?? 0) - (waitOf(known[i]) ?? 0))).toBeLessThanOrEqual(1));
    });

    it('lets exactly 5 of 8 parallel guesses from one address be checked', async () => {
      const account = await t.account();
      const attacker = from();
      const captchas: Array<{ captchaId: string; captchaValue: string }> = [];
      for (let i = 0; i < 8; i++) captchas.push(await captcha());
      const answers = await Promise.all(
        captchas.map((c) =>
          t.request('POST', '/api/v1/users/login', { headers: { 'x-forwarded-for': attacker }, body: { email: account.email, password: 'Wrong#Pass1', ...c } }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      expect((await loginFrom(attacker, account.email, account.password)).status).toBe(429);
    });

    it('past 20 failures from many addresses asks the right password for an e-mailed code and tells the owner once', async () => {
      const account = await t.account();
      const attackers = Array.from({ length: 6 }, () => from());
      const guesses = attackers.flatMap((ip) => Array.from({ length: 4 }, () => ip));
      const captchas: Array<{ captchaId: string; captchaValue: string }> = [];
      for (let i = 0; i < guesses.length; i++) captchas.push(await captcha());
      const answers = await Promise.all(
        guesses.map((ip, i) =>
          t.request('POST', '/api/v1/users/login', { headers: { 'x-forwarded-for': ip }, body: { email: account.email, password: 'Wrong#Pass1', ...captchas[i] } }),
        ),
      );
      expect(answers.every((a) => a.status === 401)).toBe(true);
      const alerts = (await t.events<{ userId: string; failures: number }>('identity.sign-in-attempts-detected')).filter((e) => e.userId === account.id);
      expect(alerts).toHaveLength(1);
      expect(alerts[0].failures).toBeGreaterThanOrEqual(20);
      // Not locked: the owner's right password works, followed by a code sent to the mailbox.
      const owner = await loginFrom(from(), account.email, account.password);
      expect(owner.status).toBe(200);
      expect(owner.body.token).toBeUndefined();
      expect(owner.body.data).toEqual({ otpPreferenceTool: 'EMAIL', twoFactorAuthVerified: 'no', email: account.email });
      const { code } = await t.lastEvent<{ userId: string; code: string }>('identity.login-code-issued', (e) => e.userId === account.id);
      const done = await t.request('POST', '/api/v1/users/validateLoginTwoFactorUser', { body: { email: account.email, code } });
      expect(done.status).toBe(200);
      expect(done.body.token).toEqual(expect.any(String));
      // Once the wave is over (15 quiet minutes), the password alone opens a session again.
      t.clock.travel(15 * 60 * 1000 + 1000);
      expect((await loginFrom(from(), account.email, account.password)).body.token).toEqual(expect.any(String));
    });
  });

  it('[A4.1] ends the session on logout: the token is refused afterwards, other sessions live on', async () => {
    const account = await t.account();
    const first = (await login(account.email, account.password)).body.token;
    const second = (await login(account.email, account.password)).body.token;
    expect((await me(first)).status).toBe(200);
    const out = await t.request('POST', '/api/v1/users/logout', { token: first });
    expect(out.status).toBe(200);
    expect(out.body.data.data.message).toBe('You have signed out');
    const after = await me(first);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has expired, please sign in again');
    expect((await me(second)).status).toBe(200);
    const event = await t.lastEvent<{ userId: string; sessionId: string }>('identity.user-logged-out', (e) => e.userId === account.id);
    const session = await t.dataSource.getRepository(Session).findOneByOrFail({ id: event.sessionId });
    expect(session.endReason).toBe('logout');
    // Logging out again (stale token) is harmless and sends no second event.
    expect((await t.request('POST', '/api/v1/users/logout', { token: first })).status).toBe(200);
    expect((await t.events<{ sessionId: string }>('identity.user-logged-out')).filter((e) => e.sessionId === event.sessionId)).toHaveLength(
      1,
    );
  });

  it('[A6.3] refuses protected paths without a token, or with a forged one', async () => {
    expect((await t.request('GET', '/api/v1/users/me')).status).toBe(401);
    const account = await t.account();
    const token = (await login(account.email, account.password)).body.token as string;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, isAdmin: true })).toString('base64url')}.${signature}`;
    expect((await me(forged)).status).toBe(401);
  });
});

describe('sign-in without captcha (CAPTCHA_PROVIDER=none)', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await IdentityTestApp.start({ CAPTCHA_PROVIDER: 'none' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('[A4.2] tells the front end there is no captcha, and logs in without one', async () => {
    const res = await t.request('GET', '/api/v1/recaptcha/front');
    expect(res.body.data.data).toEqual({ provider: 'none' });
    const account = await t.account();
    expect((await t.login(account.email, account.password)).status).toBe(200);
  });
});
