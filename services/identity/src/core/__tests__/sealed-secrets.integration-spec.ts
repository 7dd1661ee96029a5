import { randomBytes } from 'node:crypto';
import { authenticator } from 'otplib';
import { sealedSecretSchema } from '@cf/contracts';
import { IdentityTestApp } from '../../../test/support/identity-test-app';
import { SigningKey } from '../keys/entities/signing-key.entity';
import { User } from '../users/entities/user.entity';

const keyring = (...ids: string[]) => ids.map((id) => `${id}=${KEYS[id]}`).join(',');
const KEYS: Record<string, string> = { old: randomBytes(32).toString('base64'), new: randomBytes(32).toString('base64') };

/** Issue 10 item 6: secrets never travel or rest in plain text. */
describe('secrets sealed on the bus and at rest', () => {
  let t: IdentityTestApp;

  beforeAll(async () => {
    t = await IdentityTestApp.start({ SECRETS_KEYRING: keyring('old') });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('[issue 10.6] puts no link token and no code in the outbox rows the bus carries; notifications can open them', async () => {
    const account = await t.signedIn();
    await t.request('POST', '/api/v1/users/forgotPassword', { body: { email: account.email } });
    await t.request('POST', '/api/v1/users/two-factor-code', { token: account.token });
    expect((await t.request('POST', '/api/v1/users/change-number', { token: account.token, body: { phone: '+96891234567' } })).status).toBe(200);
    await t.dataSource.getRepository(User).update({ id: account.id }, { otpPreferenceTool: 'EMAIL' });
    expect((await t.login(account.email, account.password)).body.data.otpPreferenceTool).toBe('EMAIL');
    const secretEvents = [
      ['identity.activation-link-issued', 'sealedLink', 'link'],
      ['identity.password-reset-requested', 'sealedLink', 'link'],
      ['identity.two-factor-code-issued', 'sealedCode', 'code'],
      ['identity.phone-otp-issued', 'sealedCode', 'code'],
      ['identity.login-code-issued', 'sealedCode', 'code'],
    ] as const;
    for (const [type, sealedField, plainField] of secretEvents) {
      const [raw] = (await t.rawEvents(type)).filter((e) => e.userId === account.id).slice(-1);
      const [opened] = (await t.events<Record<string, string>>(type)).filter((e) => e.userId === account.id).slice(-1);
      expect({ type, raw: raw !== undefined }).toEqual({ type, raw: true });
      expect(raw[plainField]).toBeUndefined();
      expect(sealedSecretSchema.safeParse(raw[sealedField]).success).toBe(true);
      const secret = plainField === 'link' ? new URL(opened.link).pathname.split('/').find((part) => part.length >= 40) ?? new URL(opened.link).searchParams.get('token')! : opened.code;
      expect(secret.length).toBeGreaterThanOrEqual(6);
      expect(JSON.stringify(raw)).not.toContain(secret);
    }
  });

  it('[issue 10.6] keeps the token-signing private key sealed in the database', async () => {
    const [key] = await t.dataSource.getRepository(SigningKey).find();
    expect(key.privateKeyPem).toMatch(/^sb1\.old\./);
    expect(key.privateKeyPem).not.toContain('PRIVATE KEY');
  });

  it('[issue 10.6] keeps TOTP secrets sealed, and re-seals everything when the keyring is rotated (also rows written before sealing)', async () => {
    const account = await t.signedIn();
    const secret = (await t.request('POST', '/api/v1/users/regenerate-qr-code', { token: account.token })).body.data.data.secret as string;
    const stored = (await t.user(account.email))!;
    expect(stored.totpPendingSecret).toMatch(/^sb1\.old\./);
    expect(stored.totpPendingSecret).not.toContain(secret);
    const code = authenticator.clone({ epoch: t.clock.now().getTime() }).generate(secret);
    expect((await t.request('POST', '/api/v1/users/validateSignupTwoFactorUser', { token: account.token, body: { code, password: account.password } })).status).toBe(200);
    expect((await t.user(account.email))!.totpSecret).toMatch(/^sb1\.old\./);
    // A row from before sealing existed, in plain text.
    const legacy = await t.signedIn();
    const legacySecret = authenticator.generateSecret(20);
    await t.dataSource.getRepository(User).update({ id: legacy.id }, { totpSecret: legacySecret, totpConfirmedAt: new Date().toISOString(), otpPreferenceTool: '2FA' });
    const jwksBefore = (await t.request('GET', '/.well-known/jwks.json')).body;

    // Rotation, step 1: the new key first, the old one kept; restart.
    const dbUrl = t.dbUrl;
    await t.close({ keepDatabase: true });
    t = await IdentityTestApp.start({ SECRETS_KEYRING: keyring('new', 'old') }, { dbUrl });
    expect((await t.user(account.email))!.totpSecret).toMatch(/^sb1\.new\./);
    expect((await t.user(legacy.email))!.totpSecret).toMatch(/^sb1\.new\./);
    expect((await t.dataSource.getRepository(SigningKey).find())[0].privateKeyPem).toMatch(/^sb1\.new\./);

    // Step 2: the old key dropped; restart. Tokens, the JWKS and both authenticators still work.
    await t.close({ keepDatabase: true });
    t = await IdentityTestApp.start({ SECRETS_KEYRING: keyring('new') }, { dbUrl });
    expect((await t.request('GET', '/.well-known/jwks.json')).body).toEqual(jwksBefore);
    for (const [who, appSecret] of [[account, secret], [legacy, legacySecret]] as const) {
      t.clock.travel(31_000);
      expect((await t.login(who.email, who.password)).body.data.otpPreferenceTool).toBe('2FA');
      const appCode = authenticator.clone({ epoch: t.clock.now().getTime() }).generate(appSecret);
      const signedIn = await t.request('POST', '/api/v1/users/validateLoginTwoFactorUser', { body: { email: who.email, otpPreferenceTool: '2FA', code: appCode } });
      expect(signedIn.status).toBe(200);
      expect((await t.request('GET', '/api/v1/users/me', { token: signedIn.body.token })).status).toBe(200);
    }
  });
});
