import { IdentityTestApp, STRONG, uniqueEmail } from '../../../test/support/identity-test-app';

describe('sign-up and activation (A5.2-A5.4, A5.6, A7.2, A7.4)', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await IdentityTestApp.start();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => t.clock.reset());

  const valid = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Sara',
    lastName: 'Harthy',
    email: uniqueEmail(),
    password: STRONG,
    passwordConfirm: STRONG,
    acceptTerms: true,
    ...overrides,
  });
  const signup = (body: Record<string, unknown>, lng = 'en') => t.request('POST', `/api/v1/users/signup?lng=${lng}`, { body });
  const fieldError = (res: { body: { errors?: Array<{ field: string; msg: string }> } }, field: string) =>
    res.body.errors?.find((e) => e.field === field)?.msg;

  it('[A7.2] creates an inactive account and announces it with an activation link', async () => {
    const body = valid({ language: 'fr', phone: '96891234567' });
    const res = await signup(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      status: 'success',
      data: { data: { id: expect.any(String), email: body.email, message: expect.any(String) } },
    });
    const id = res.body.data.data.id;
    const user = await t.user(body.email);
    expect(user).toMatchObject({
      id,
      activatedAt: null,
      userType: 'investor',
      isAdmin: false,
      language: 'fr',
      phone: '96891234567',
      otpPreferenceTool: 'NONE',
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await t.lastEvent('identity.user-registered', (e: { userId: string }) => e.userId === id)).toEqual({
      userId: id,
      email: body.email,
      firstName: 'Sara',
      lastName: 'Harthy',
      language: 'fr',
      userType: 'investor',
      method: 'email',
    });
    const link = await t.lastEvent<{ userId: string; link: string; language: string }>(
      'identity.activation-link-issued',
      (e) => e.userId === id,
    );
    expect(link.link).toMatch(new RegExp(`^http://app\\.test/activate-account/${id}/[A-Za-z0-9_-]{43}/signup$`));
    expect(link.language).toBe('fr');
  });

  it('[A5.1] answers a missing field with the generic required message', async () => {
    const res = await signup({ ...valid(), firstName: undefined, email: '' });
    expect(res.status).toBe(400);
    expect(fieldError(res, 'firstName')).toBe('This field is required');
    expect(fieldError(res, 'email')).toBe('This field is required');
  });

  it('[A5.2] refuses names that are not English letters or longer than 20 characters', async () => {
    const arabic = await signup(valid({ firstName: 'سارة' }));
    expect(arabic.status).toBe(400);
    expect(fieldError(arabic, 'firstName')).toBe('Please use English letters only');
    const digits = await signup(valid({ lastName: 'Harthy2' }));
    expect(fieldError(digits, 'lastName')).toBe('Please use English letters only');
    const long = await signup(valid({ lastName: 'A'.repeat(21) }));
    expect(fieldError(long, 'lastName')).toBe('Please enter at most 20 characters');
    expect((await signup(valid({ firstName: 'A'.repeat(20), lastName: "O'Neil-Smith" }))).status).toBe(201);
  });

  it('[A5.2] refuses an invalid e-mail address', async () => {
    for (const email of ['not-an-email', 'a@b', 'a b@example.com']) {
      const res = await signup(valid({ email }));
      expect(res.status).toBe(400);
      expect(fieldError(res, 'email')).toBe('Please enter a valid email address');
    }
  });

  it('[A5.2] answers a sign-up with a registered e-mail (whatever its case) exactly as a new one, tells the owner by e-mail, and changes nothing', async () => {
    const body = valid();
    const first = await signup(body);
    expect(first.status).toBe(201);
    const fresh = await signup(valid());
    const again = await signup({ ...valid(), email: body.email.toUpperCase() });
    // Same status, same shape, same message as a sign-up with a new address: nothing to enumerate.
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual({ status: 'success', data: { data: { id: expect.any(String), email: body.email.toUpperCase().toLowerCase(), message: fresh.body.data.data.message } } });
    expect(again.body.data.data.id).not.toBe(first.body.data.data.id);
    const told = await t.lastEvent<{ userId: string; email: string; firstName: string }>('identity.signup-attempted-for-existing-account', (e) => e.userId === first.body.data.data.id);
    expect(told).toMatchObject({ email: body.email, firstName: body.firstName });
    // No second account, no new activation link for the existing one.
    const links = await t.events<{ userId: string }>('identity.activation-link-issued');
    expect(links.filter((e) => e.userId === again.body.data.data.id)).toEqual([]);
  });

  it('[A5.3] accepts phones of 8 to 13 digits and refuses others', async () => {
    for (const phone of ['1234567', '12345678901234', '9689123abc', '+1234567']) {
      const res = await signup(valid({ phone }));
      expect(res.status).toBe(400);
      expect(fieldError(res, 'phone')).toBe('Please enter a valid phone number (8 to 13 digits)');
    }
    for (const phone of ['12345678', '1234567890123', '+96891234567', '968 9123 4567'])
      expect((await signup(valid({ phone }))).status).toBe(201);
  });

  it('[A5.4] refuses weak passwords with "Please enter a strong password"', async () => {
    for (const password of ['Sh0rt#', 'alllower#1', 'ALLUPPER#1', 'NoDigits#here', 'NoSpecial1here', 'Has Space#1']) {
      const res = await signup(valid({ password, passwordConfirm: password }));
      expect(res.status).toBe(400);
      expect(fieldError(res, 'password')).toBe('Please enter a strong password');
    }
  });

  it('[A5.4] refuses a password that meets the character rules but is common or built from the person\'s name or e-mail', async () => {
    const email = uniqueEmail('guess');
    for (const password of ['Password1!', 'Welcome#2026', 'Qwerty#123', 'Layla#2026', `${email.split('@')[0]}#A1`]) {
      const res = await signup(valid({ email, firstName: 'Layla', password, passwordConfirm: password }));
      expect({ password, status: res.status, msg: fieldError(res, 'password') }).toEqual({
        password,
        status: 400,
        msg: 'This password is too easy to guess: avoid common passwords, keyboard patterns and your own name or email',
      });
    }
    expect((await signup(valid({ email, firstName: 'Layla', password: 'Harb0ur#Lantern', passwordConfirm: 'Harb0ur#Lantern' }))).status).toBe(201);
  });

  it('[A5.4] refuses a confirmation that does not match with "Password doesn\'t match"', async () => {
    const res = await signup(valid({ passwordConfirm: `${STRONG}x` }));
    expect(res.status).toBe(400);
    expect(fieldError(res, 'passwordConfirm')).toBe("Password doesn't match");
    expect((await signup(valid({ passwordConfirm: `${STRONG}x` }), 'ar')).body.errors[0].msg).toBe('كلمتا المرور غير متطابقتين');
  });

  it('[A5.6] refuses a sign-up without accepting the terms of use', async () => {
    for (const acceptTerms of [false, undefined, 'no']) {
      const res = await signup(valid({ acceptTerms }));
      expect(res.status).toBe(400);
      expect(fieldError(res, 'acceptTerms')).toBe('Please accept the terms of use');
    }
    const fr = await signup(valid({ acceptTerms: false }), 'fr');
    expect(fr.body.message).toBe("Veuillez accepter les conditions d'utilisation");
  });

  it('[A7.2] refuses an unknown language or user type, and accepts a campaign owner', async () => {
    expect(fieldError(await signup(valid({ language: 'de' })), 'language')).toBe('Please choose Arabic, English or French');
    expect(fieldError(await signup(valid({ userType: 'admin' })), 'userType')).toBe('Please choose investor or campaign owner');
    const owner = valid({ userType: 'owner' });
    expect((await signup(owner)).status).toBe(201);
    expect((await t.user(owner.email))!.userType).toBe('owner');
  });

  it('[A7.4] activates the account with the token of its link (PATCH users/activeAccount/{id}), once', async () => {
    const account = await t.signup();
    const denied = await t.login(account.email, account.password);
    expect(denied.status).toBe(403);
    const res = await t.request('PATCH', `/api/v1/users/activeAccount/${account.id}`, { body: { token: account.activationToken } });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual({
      id: account.id,
      email: account.email,
      activated: true,
      message: 'Your account is activated, you can sign in now',
    });
    expect(await t.lastEvent('identity.account-activated', (e: { userId: string }) => e.userId === account.id)).toEqual({
      userId: account.id,
      email: account.email,
    });
    expect((await t.login(account.email, account.password)).status).toBe(200);
    const again = await t.request('PATCH', `/api/v1/users/activeAccount/${account.id}`, { body: { token: account.activationToken } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This activation link has already been used');
  });

  it('[A7.4] never activates on a GET: the token travels in the body, not in a URL that logs and link scanners keep', async () => {
    const account = await t.signup();
    const res = await t.request('GET', `/api/v1/users/activeAccount/${account.id}?token=${account.activationToken}&lng=en`);
    expect(res.status).toBe(404);
    expect((await t.user(account.email))!.activatedAt).toBeNull();
  });

  it('[A7.4] refuses a wrong token, a token of another user and an expired token', async () => {
    const account = await t.signup();
    const other = await t.signup();
    const wrong = await t.request('PATCH', `/api/v1/users/activeAccount/${account.id}`, { body: { token: 'x'.repeat(43) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('This activation link is not valid');
    const crossed = await t.request('PATCH', `/api/v1/users/activeAccount/${account.id}`, { body: { token: other.activationToken } });
    expect(crossed.body.message).toBe('This activation link is not valid');
    const missing = await t.request('PATCH', `/api/v1/users/activeAccount/${account.id}`, { body: {} });
    expect(missing.status).toBe(400);
    t.clock.travel(8 * 24 * 3600 * 1000);
    const expired = await t.request('PATCH', `/api/v1/users/activeAccount/${account.id}`, { body: { token: account.activationToken } });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('This activation link has expired, please request a new one');
    expect((await t.user(account.email))!.activatedAt).toBeNull();
  });

  it('[A7.4] resends a new activation link and the old one stops working', async () => {
    const account = await t.signup();
    const before = (await t.events('identity.activation-link-issued')).length;
    const res = await t.request('POST', '/api/v1/users/resendUserActivationLink', { body: { email: account.email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(res.body.data.data.message).toMatch(/new activation link/);
    const events = await t.events<{ userId: string; link: string }>('identity.activation-link-issued');
    expect(events.length).toBe(before + 1);
    const newToken = events[events.length - 1].link.split('/')[5];
    expect(newToken).not.toBe(account.activationToken);
    const old = await t.request('PATCH', `/api/v1/users/activeAccount/${account.id}`, { body: { token: account.activationToken } });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe('This activation link is not valid');
    expect((await t.request('PATCH', `/api/v1/users/activeAccount/${account.id}`, { body: { token: newToken } })).status).toBe(200);
  });

  it('[A7.4] answers a resend for an unknown or already active address the same way, sending nothing', async () => {
    const active = await t.account();
    const before = (await t.events('identity.activation-link-issued')).length;
    const unknown = await t.request('POST', '/api/v1/users/resendUserActivationLink', { body: { email: uniqueEmail('nobody') } });
    const known = await t.request('POST', '/api/v1/users/resendUserActivationLink', { body: { email: active.email } });
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect((await t.events('identity.activation-link-issued')).length).toBe(before);
    expect((await t.request('POST', '/api/v1/users/resendUserActivationLink', { body: { email: 'bad' } })).status).toBe(400);
  });
});
