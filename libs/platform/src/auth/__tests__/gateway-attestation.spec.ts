import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { ATTESTATION_MAX_AGE_MS, GatewayAttestation } from '../gateway-attestation';
import { InMemorySessionRevocations } from '../session-revocations';
import { JWT_AUDIENCE, JWT_ISSUER, TokenVerifier } from '../token-verifier';

describe('the gateway attestation (issue 39: one token check per request)', () => {
  const attestation = new GatewayAttestation('a-secret-of-at-least-thirty-two-characters');
  const now = 1_800_000_000_000;

  it('stands for the one token it was issued for, for a few seconds, under the secret it was made with', () => {
    const header = attestation.issue('token-a', now);
    expect(attestation.accepts('token-a', header, now + 10)).toBe(true);
    expect(attestation.accepts('token-b', header, now + 10)).toBe(false);
    expect(attestation.accepts('token-a', header, now + ATTESTATION_MAX_AGE_MS + 1)).toBe(false);
    // From the future beyond a clock's drift, or made with another secret: refused.
    expect(attestation.accepts('token-a', attestation.issue('token-a', now + 5_000), now)).toBe(false);
    expect(attestation.accepts('token-a', new GatewayAttestation('another-secret-of-thirty-two-characters').issue('token-a', now), now)).toBe(false);
  });

  it('refuses whatever is not an attestation: missing, repeated, tampered with, with its time changed', () => {
    const header = attestation.issue('token-a', now);
    const [issuedAt, mac] = header.split('.');
    for (const bad of [undefined, '', [header, header], mac, `.${mac}`, `${issuedAt}.`, `${Number(issuedAt) + 1}.${mac}`, `${issuedAt}.${mac.slice(0, -2)}AA`, `abc.${mac}`]) {
      expect(attestation.accepts('token-a', bad, now)).toBe(false);
    }
  });

  it('spares the service the revocation lookup only when the gateway attests the very token; otherwise it checks, and refuses a revoked session', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' }] });
    const lookups: string[] = [];
    const revocations = new InMemorySessionRevocations();
    const counting = { ...revocations, revoke: revocations.revoke.bind(revocations), close: async () => undefined, isRevoked: (sid: string) => (lookups.push(sid), revocations.isRevoked(sid)) };
    const verifier = new TokenVerifier(keys, counting, 30_000, attestation);
    const sign = (sid: string) => new SignJWT({ sid, email: 'a@b.om', userType: 'investor', isAdmin: false, slug: 'a' }).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setSubject('u-1').setIssuer(JWT_ISSUER).setAudience(JWT_AUDIENCE).setExpirationTime('1h').sign(privateKey);
    const token = await sign('s-1');

    expect(await verifier.verify(`Bearer ${token}`, attestation.issue(token))).toMatchObject({ ok: true, claims: { sub: 'u-1', sid: 's-1' } });
    expect(lookups).toEqual([]);
    await revocations.revoke('s-1', new Date(Date.now() + 60_000));
    // Without the gateway's word (a caller reaching the service directly, or a word for another token), the service asks.
    expect(await verifier.verify(`Bearer ${token}`)).toEqual({ ok: false, reason: 'revoked' });
    expect(await verifier.verify(`Bearer ${token}`, attestation.issue(await sign('s-2')))).toEqual({ ok: false, reason: 'revoked' });
    expect(lookups).toEqual(['s-1', 's-1']);
    // A forged token keeps failing whatever a header says, once the gateway has not attested it.
    expect(await verifier.verify(`Bearer ${token.slice(0, -4)}AAAA`)).toEqual({ ok: false, reason: 'invalid' });
  });
});
