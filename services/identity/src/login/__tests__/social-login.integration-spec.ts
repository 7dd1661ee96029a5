import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type KeyLike } from 'jose';
import { IdentityTestApp, STRONG, uniqueEmail } from '../../../test/support/identity-test-app';
import { SocialIdentity } from '../entities/social-identity.entity';

const ISSUER = 'https://accounts.test.example';
const CLIENT_ID = 'cf-web-client';

/** A provider of our own: an RSA key, its JWKS on a local HTTP server, ID tokens signed with it. */
class FakeProvider {
  private server: Server;
  private privateKey: KeyLike;
  private publicJwk: JWK;
  jwksUrl = '';
  requests = 0;

  async start(): Promise<void> {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    this.privateKey = privateKey;
    this.publicJwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    this.server = createServer((request, response) => {
      this.requests += 1;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: [this.publicJwk] }));
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.jwksUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/jwks`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  idToken(
    claims: Record<string, unknown>,
    options: { issuer?: string; audience?: string; expiresIn?: string; key?: KeyLike } = {},
  ): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? ISSUER)
      .setAudience(options.audience ?? CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '5m')
      .sign(options.key ?? this.privateKey);
  }
}

describe('social sign-in with an OpenID Connect ID token (A1.2, A7.2)', () => {
  let t: IdentityTestApp;
  const provider = new FakeProvider();
  let subjects = 0;
  const person = (overrides: Record<string, unknown> = {}) => ({
    sub: `google-${Date.now()}-${subjects++}`,
    email: uniqueEmail('social'),
    email_verified: true,
    given_name: 'Noor',
    family_name: 'Al Lawati',
    picture: 'https://photos.example/noor.png',
    ...overrides,
  });
  const socialLogin = (body: Record<string, unknown>, lng = 'en') => t.request('POST', `/api/v1/users/social-login?lng=${lng}`, { body });

  beforeAll(async () => {
    await provider.start();
    t = await IdentityTestApp.start({
      SOCIAL_GOOGLE_JWKS_URL: provider.jwksUrl,
      SOCIAL_GOOGLE_ISSUER: ISSUER,
      SOCIAL_GOOGLE_CLIENT_ID: CLIENT_ID,
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider.stop();
  });

  it('[A7.2] creates an active account for a new person and answers like login', async () => {
    const claims = person();
    const res = await socialLogin({ provider: 'google', idToken: await provider.idToken(claims) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      token: expect.any(String),
      expiresIn: 10800,
      data: { user: { email: claims.email, firstName: 'Noor', lastName: 'Al Lawati', userType: 'investor' } },
    });
    const user = await t.user(claims.email);
    expect(user).toMatchObject({ passwordHash: null, photo: 'https://photos.example/noor.png' });
    expect(user!.activatedAt).not.toBeNull();
    expect(await t.dataSource.getRepository(SocialIdentity).findOneBy({ provider: 'google', subject: claims.sub })).toMatchObject({
      userId: user!.id,
    });
    expect(await t.lastEvent('identity.user-registered', (e: { userId: string }) => e.userId === user!.id)).toMatchObject({
      method: 'social',
      email: claims.email,
    });
    expect(await t.lastEvent('identity.account-activated', (e: { userId: string }) => e.userId === user!.id)).toEqual({
      userId: user!.id,
      email: claims.email,
    });
    expect((await t.lastEvent<{ userId: string; method: string }>('identity.user-logged-in', (e) => e.userId === user!.id)).method).toBe(
      'social',
    );
    expect((await t.request('GET', '/api/v1/users/me', { token: res.body.token })).body.data.data).toMatchObject({
      email: claims.email,
      hasPassword: false,
    });
    // The next sign-in finds the same account through the linked identity, even with another e-mail.
    const again = await socialLogin({ provider: 'google', idToken: await provider.idToken({ ...claims, email: uniqueEmail('changed') }) });
    expect(again.body.data.user.id).toBe(user!.id);
  });

  it('[A7.2] links an existing account with the same e-mail and activates it', async () => {
    const account = await t.signup();
    const res = await socialLogin({ provider: 'google', idToken: await provider.idToken(person({ email: account.email.toUpperCase() })) });
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(account.id);
    expect((await t.user(account.email))!.activatedAt).not.toBeNull();
    // The password still works too.
    expect((await t.login(account.email, STRONG)).status).toBe(200);
  });

  it('[A7.2] answers a provider that is not configured with 400 "not enabled"', async () => {
    const res = await socialLogin({ provider: 'facebook', idToken: await provider.idToken(person()) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'fail', message: 'Sign-in with Facebook is not enabled' });
    expect((await socialLogin({ provider: 'linkedin', idToken: 'x' }, 'fr')).body.message).toBe(
      "La connexion avec LinkedIn n'est pas activée",
    );
    expect((await socialLogin({ provider: 'twitter', idToken: 'x' })).body.errors[0]).toEqual({
      field: 'provider',
      msg: 'Please choose Google, Facebook or LinkedIn',
    });
  });

  it('[A7.2] refuses tokens signed by another key, for another audience or issuer, expired, or garbage', async () => {
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const bad = [
      await provider.idToken(person(), { key: otherKey }),
      await provider.idToken(person(), { audience: 'someone-else' }),
      await provider.idToken(person(), { issuer: 'https://evil.example' }),
      await provider.idToken({ ...person(), exp: Math.floor(Date.now() / 1000) - 3600 }, { expiresIn: '-1h' }),
      'not.a.jwt',
    ];
    for (const idToken of bad) {
      const res = await socialLogin({ provider: 'google', idToken });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('The sign-in with Google could not be verified, please try again');
    }
  });

  it('[A7.2] refuses a token without an e-mail or with an unverified one (never links it)', async () => {
    const account = await t.account();
    const unverified = await socialLogin({
      provider: 'google',
      idToken: await provider.idToken(person({ email: account.email, email_verified: false })),
    });
    expect(unverified.status).toBe(400);
    expect(unverified.body.message).toBe('Your Google account did not share a verified email address');
    const noEmail = await socialLogin({ provider: 'google', idToken: await provider.idToken(person({ email: undefined })) });
    expect(noEmail.status).toBe(400);
    expect(await t.dataSource.getRepository(SocialIdentity).countBy({ userId: account.id })).toBe(0);
  });

  it('[A4.1] asks a social sign-in for the second factor when the account has one', async () => {
    const account = await t.signedIn();
    await t.request('POST', '/api/v1/users/two-factor-code', { token: account.token });
    const { code } = await t.lastEvent<{ userId: string; code: string }>('identity.two-factor-code-issued', (e) => e.userId === account.id);
    const switched = await t.request('PATCH', '/api/v1/users/switch-to-two-factor-auth', { token: account.token, body: { otpPreferenceTool: 'EMAIL', password: account.password, code } });
    expect(switched.status).toBe(200);
    const res = await socialLogin({ provider: 'google', idToken: await provider.idToken(person({ email: account.email })) });
    expect(res.body).toEqual({
      status: 'success',
      message: expect.any(String),
      data: { otpPreferenceTool: 'EMAIL', twoFactorAuthVerified: 'no', email: account.email },
    });
  });

  it('[A7.2] makes a campaign owner when asked, and keeps names within the name rules', async () => {
    const claims = person({ given_name: 'Ahmed 2', family_name: 'A very long family name indeed' });
    const res = await socialLogin({ provider: 'google', idToken: await provider.idToken(claims), userType: 'owner' });
    expect(res.body.data.user).toMatchObject({ userType: 'owner', firstName: 'Ahmed', lastName: 'A very long family n' });
  });
});
