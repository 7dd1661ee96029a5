import Redis from 'ioredis';
import { RedisSessionRevocations } from '@cf/platform';
import { call, startGatewayUnderTest, type GatewayUnderTest } from './support/gateway-harness';

/** Distributed mode: several gateway instances share rate-limit counters and revocations in Redis. */
describe('gateway with Redis (shared between instances)', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let first: GatewayUnderTest;
  let second: GatewayUnderTest;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    // Counters from an earlier run within the same minute would skew the budget.
    const stale = await redis.keys('cf:gateway:rate:*127.0.0.1|users/signup');
    if (stale.length) await redis.del(...stale);
    first = await startGatewayUnderTest({ REDIS_URL: redisUrl });
    second = await startGatewayUnderTest({ REDIS_URL: redisUrl });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await redis?.quit();
  });

  it('counts the strict budget across instances', async () => {
    const signup = (gw: GatewayUnderTest) => call(gw.url, '/api/v1/users/signup?lng=en', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect((await signup(first)).status).toBe(200);
    expect((await signup(second)).status).toBe(200);
    expect((await signup(first)).status).toBe(200);
    const limited = await signup(second);
    expect(limited.status).toBe(429);
    expect(limited.json()).toEqual({ status: 'fail', message: 'Too many requests, please try again later' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a session that another process revoked in Redis', async () => {
    const sid = `redis-session-${Date.now()}`;
    const token = await first.tokens.sign({ sid });
    expect((await call(first.url, '/api/v1/users/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const revocations = new RedisSessionRevocations(redisUrl);
    await revocations.revoke(sid, new Date(Date.now() + 60_000));
    await revocations.close();
    expect((await call(first.url, '/api/v1/users/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});
