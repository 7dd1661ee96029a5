import { generateKeyPair, SignJWT, createLocalJWKSet, exportJWK } from 'jose';
import { InMemorySessionRevocations } from '../session-revocations';
import { bearerToken, JWT_AUDIENCE, JWT_ISSUER, TokenVerifier } from '../token-verifier';

describe('token verifier', () => {
  it('reads only Bearer tokens, ignoring the blank ones browsers send when signed out', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    for (const header of [undefined, '', 'Bearer ', 'Bearer null', 'Bearer undefined', 'Basic dXNlcjpwdw==', 'abc.def.ghi']) expect(bearerToken(header)).toBeNull();
  });

  it('verifies a token once, then serves it from its cache while still asking for revocation each time', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
    const localSet = createLocalJWKSet({ keys: [jwk] });
    let keyLookups = 0;
    const revocations = new InMemorySessionRevocations();
    const verifier = new TokenVerifier((header, token) => {
      keyLookups += 1;
      return localSet(header, token);
    }, revocations, 30_000);
    const token = await new SignJWT({ sid: 's-1', email: 'a@b.om', userType: 'investor', isAdmin: false, slug: 'a' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('u-1')
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setExpirationTime('1h')
      .sign(privateKey);

    for (let i = 0; i < 5; i++) expect(await verifier.verify(`Bearer ${token}`)).toMatchObject({ ok: true, claims: { sub: 'u-1', sid: 's-1' } });
    expect(keyLookups).toBe(1);
    await revocations.revoke('s-1', new Date(Date.now() + 60_000));
    expect(await verifier.verify(`Bearer ${token}`)).toEqual({ ok: false, reason: 'revoked' });
  });
});
