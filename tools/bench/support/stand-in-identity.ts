import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { exportJWK, generateKeyPair, jwtVerify, createLocalJWKSet, SignJWT } from 'jose';
import { JWT_AUDIENCE, JWT_ISSUER } from '@cf/platform';

/**
 * `--stand-in`: a tiny identity look-alike (JWKS, login, users/me verifying RS256 tokens) to test
 * the benchmark harness without the real service. Its figures say nothing about identity.
 */
async function main(): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'stand-in', alg: 'RS256', use: 'sig' }] };
  const keySet = createLocalJWKSet(jwks);
  const app = Fastify();
  app.get('/.well-known/jwks.json', async () => jwks);
  app.get('/health/ready', async () => ({ status: 'ok' }));
  app.post('/api/v1/users/login', async () => ({
    status: 'success',
    token: await new SignJWT({ sid: randomUUID(), email: 'investor1@demo.om', userType: 'investor', isAdmin: false, slug: 'investor' })
      .setProtectedHeader({ alg: 'RS256', kid: 'stand-in' })
      .setSubject(randomUUID())
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setExpirationTime('3h')
      .sign(privateKey),
  }));
  app.get('/api/v1/users/me', async (request, reply) => {
    try {
      const { payload } = await jwtVerify(String(request.headers.authorization).slice(7), keySet, { issuer: JWT_ISSUER, audience: JWT_AUDIENCE });
      return { status: 'success', data: { data: { id: payload.sub, email: payload.email } } };
    } catch {
      return reply.code(401).send({ status: 'fail', message: 'unauthorized' });
    }
  });
  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ ready: true, port: typeof address === 'object' && address ? address.port : 0 });
  process.once('SIGTERM', () => void app.close().finally(() => process.exit(0)));
}

void main();
