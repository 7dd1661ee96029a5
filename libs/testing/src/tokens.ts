import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';
import { SESSION_SECONDS, type AccessTokenClaims } from '@cf/contracts';
import { JWT_AUDIENCE, JWT_ISSUER } from '@cf/platform';

/**
 * Tokens for API tests of services other than identity: one RSA key per test process signs
 * tokens exactly as identity does (RS256, issuer, audience, kid), and a tiny local HTTP server
 * publishes its JWKS. Pass `jwks.url` as the service's identityUrl.
 */
const KEY_ID = `test-${randomUUID()}`;
let keyPair: Promise<{ publicKey: KeyLike; privateKey: KeyLike }> | null = null;

function testKeyPair(): Promise<{ publicKey: KeyLike; privateKey: KeyLike }> {
  keyPair ??= generateKeyPair('RS256', { modulusLength: 2048 });
  return keyPair;
}

export interface TestJwks {
  /** Base URL to use as identityUrl; the JWKS is at `${url}/.well-known/jwks.json`. */
  url: string;
  close(): Promise<void>;
}

export async function startTestJwks(): Promise<TestJwks> {
  const { publicKey } = await testKeyPair();
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const body = JSON.stringify({ keys: [jwk] });
  const server: Server = createServer((request, response) => {
    if (request.url === '/.well-known/jwks.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface TestTokenOptions {
  /** Lifetime in seconds (negative for an already expired token). */
  expiresInSeconds?: number;
  issuer?: string;
  audience?: string;
}

/** Signs an access token; missing claims get harmless defaults (a non-admin investor). */
export async function signTestToken(claims: Partial<AccessTokenClaims> = {}, options: TestTokenOptions = {}): Promise<string> {
  const { privateKey } = await testKeyPair();
  const sub = claims.sub ?? randomUUID();
  const full: AccessTokenClaims = {
    sub,
    sid: claims.sid ?? randomUUID(),
    email: claims.email ?? `user-${sub.slice(0, 8)}@example.com`,
    userType: claims.userType ?? 'investor',
    isAdmin: claims.isAdmin ?? false,
    slug: claims.slug ?? `user-${sub.slice(0, 8)}`,
  };
  const now = Math.floor(Date.now() / 1000);
  const { sub: _sub, ...rest } = full;
  return new SignJWT({ ...rest })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(options.issuer ?? JWT_ISSUER)
    .setAudience(options.audience ?? JWT_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInSeconds ?? SESSION_SECONDS))
    .sign(privateKey);
}
