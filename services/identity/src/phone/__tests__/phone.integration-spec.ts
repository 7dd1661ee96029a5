import { IdentityTestApp } from '../../../test/support/identity-test-app';

describe('mobile number and its SMS code (A4.4, A5.3, A7.5, A8.3)', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await IdentityTestApp.start();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => t.clock.reset());

  const lastOtp = async (userId: string) =>
    t.lastEvent<{ userId: string; phone: string; code: string; expiresAt: string; language: string }>(
      'identity.phone-otp-issued',
      (e) => e.userId === userId,
    );
  const verify = (token: string, code: string, lng = 'en') =>
    t.request('POST', `/api/v1/users/verify-otp?lng=${lng}`, { token, body: { code } });
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('[A7.5] texts a code to a new number (users/change-number) and confirms it (users/verify-otp)', async () => {
    const account = await t.signedIn();
    const res = await t.request('POST', '/api/v1/users/change-number?lng=ar', { token: account.token, body: { phone: '+968 9123 4567' } });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toMatchObject({ phone: '+96891234567', message: 'تم إرسال رمز التحقق إلى رقم هاتفك المحمول' });
    const otp = await lastOtp(account.id);
    expect(otp).toMatchObject({ phone: '+96891234567', code: expect.stringMatching(/^[0-9]{6}$/), language: 'ar' });
    const ok = await verify(account.token, otp.code);
    expect(ok.status).toBe(200);
    expect(ok.body.data.data).toEqual({ phone: '+96891234567', phoneVerified: true, message: 'Your mobile number is verified' });
    expect(await t.lastEvent('identity.phone-verified', (e: { userId: string }) => e.userId === account.id)).toEqual({
      userId: account.id,
      phone: '+96891234567',
    });
    expect((await t.request('GET', '/api/v1/users/me', { token: account.token })).body.data.data).toMatchObject({
      phone: '+96891234567',
      phoneVerified: true,
      pendingPhone: null,
    });
    expect((await verify(account.token, otp.code)).body.message).toBe('Please request a new code');
  });

  it('[A5.3] refuses a number that is not 8 to 13 digits', async () => {
    const account = await t.signedIn();
    for (const phone of ['1234567', '12345678901234', 'abcdefgh', '']) {
      const res = await t.request('POST', '/api/v1/users/change-number', { token: account.token, body: { phone } });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('phone');
    }
  });

  it('[A8.3] answers an expired code with "Time expired" and a wrong one as incorrect; 5 wrong codes end it', async () => {
    const account = await t.signedIn();
    await t.request('POST', '/api/v1/users/change-number', { token: account.token, body: { phone: '91234567' } });
    const otp = await lastOtp(account.id);
    expect((await verify(account.token, otherThan(otp.code))).body.message).toBe('The code is incorrect');
    t.clock.travel(5 * 60 * 1000 + 1000);
    const expired = await verify(account.token, otp.code);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('Time expired, please request a new code');
    expect((await t.request('POST', '/api/v1/users/resend-otp', { token: account.token })).status).toBe(200);
    const fresh = await lastOtp(account.id);
    for (let i = 0; i < 4; i++) await verify(account.token, otherThan(fresh.code));
    expect((await verify(account.token, otherThan(fresh.code))).body.message).toBe('Too many incorrect codes, please request a new code');
    expect((await verify(account.token, fresh.code)).body.message).toBe('Please request a new code');
    expect((await t.user(account.email))!.phone).toBeNull();
  });

  it('[A4.4] resends a code (users/resend-otp): paced, and the old code stops working', async () => {
    const account = await t.signedIn({ phone: '99887766' });
    // A number given at sign-up is not verified yet: resend-otp texts it.
    const first = await t.request('POST', '/api/v1/users/resend-otp', { token: account.token });
    expect(first.status).toBe(200);
    const otp1 = await lastOtp(account.id);
    expect(otp1.phone).toBe('99887766');
    const tooSoon = await t.request('POST', '/api/v1/users/resend-otp', { token: account.token });
    expect(tooSoon.status).toBe(429);
    t.clock.travel(31_000);
    await t.request('POST', '/api/v1/users/resend-otp', { token: account.token });
    const otp2 = await lastOtp(account.id);
    if (otp1.code !== otp2.code) expect((await verify(account.token, otp1.code)).body.message).toBe('The code is incorrect');
    expect((await verify(account.token, otp2.code)).status).toBe(200);
    // Verified and nothing pending: nothing to resend.
    const none = await t.request('POST', '/api/v1/users/resend-otp', { token: account.token });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please enter a mobile number first');
  });

  it('[A6.3] needs a signed-in user', async () => {
    expect((await t.request('POST', '/api/v1/users/change-number', { body: { phone: '91234567' } })).status).toBe(401);
    expect((await t.request('POST', '/api/v1/users/verify-otp', { body: { code: '123456' } })).status).toBe(401);
  });
});
