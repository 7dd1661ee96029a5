import { createHash, randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type KeyLike } from 'jose';
import type { AccessTokenClaims } from '@cf/contracts';
import { JWT_AUDIENCE, JWT_ISSUER } from '@cf/platform';

/** What a fake upstream saw of one request (the echo answer). */
export interface Echo {
  service: string;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface FakeUpstream {
  name: string;
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A tiny stand-in for a service: echoes every request (method, url, headers, body), plus a few
 * special paths: `/openapi.json`, `/health/ready`, `.../hang` (never answers), `.../upload-sink`
 * (streams the body into a hash without keeping it) and, with a key, `/.well-known/jwks.json`.
 */
export async function startFakeUpstream(name: string, options: { jwks?: { keys: JWK[] }; openapi?: Record<string, unknown> } = {}): Promise<FakeUpstream> {
  const app = Fastify({ bodyLimit: 100 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const hanging = new Set<() => void>();

  app.get('/.well-known/jwks.json', async (_request, reply) => (options.jwks ? options.jwks : reply.code(404).send({ status: 'fail', message: 'no keys' })));
  app.get('/openapi.json', async () => options.openapi ?? { openapi: '3.0.0', info: { title: name, version: '1' }, paths: {} });
  app.get('/health/ready', async () => ({ status: 'ok', service: name }));
  app.all('/*', async (request, reply) => {
    if (request.url.includes('/hang')) {
      await new Promise<void>((resolve) => hanging.add(resolve));
      return reply.code(200).send({ late: true });
    }
    if (request.url.includes('/upload-sink')) {
      const hash = createHash('sha256');
      let bytes = 0;
      for await (const chunk of request.raw) {
        bytes += (chunk as Buffer).length;
        hash.update(chunk as Buffer);
      }
      return { service: name, bytes, sha256: hash.digest('hex') };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request.raw) chunks.push(chunk as Buffer);
    const echo: Echo = { service: name, method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
    void reply.header('x-upstream', name).header('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
    if (request.url.includes('status=418')) void reply.code(418);
    return echo;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    app,
    close: async () => {
      for (const release of hanging) release();
      await app.close();
    },
  };
}

/** A loopback port nothing listens on (taken, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Signs access tokens the way identity does (RS256, kid, issuer, audience, sid). */
export class TestTokens {
  private constructor(
    private readonly privateKey: KeyLike,
    readonly jwks: { keys: JWK[] },
    private readonly kid: string,
  ) {}

  static async create(): Promise<TestTokens> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const kid = randomUUID();
    const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    return new TestTokens(privateKey, { keys: [jwk] }, kid);
  }

  async sign(overrides: Partial<AccessTokenClaims> = {}, options: { expiresIn?: string | number; issuer?: string; audience?: string; key?: KeyLike } = {}): Promise<string> {
    const claims: AccessTokenClaims = { sub: randomUUID(), sid: randomUUID(), email: 'investor@example.om', userType: 'investor', isAdmin: false, slug: 'investor-1', ...overrides };
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: this.kid })
      .setIssuer(options.issuer ?? JWT_ISSUER)
      .setAudience(options.audience ?? JWT_AUDIENCE)
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? this.privateKey);
  }
}
