import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { distributedSettingsFromEnv } from './main';
import { isInstanceReady, withRedisDb } from './start-distributed';

describe('distributed launcher: configuration and readiness (issue 10 item 4)', () => {
  let decoy: Server;
  let url: string;
  let echoed: string | undefined;

  beforeAll(async () => {
    // Whatever else may answer on a port: "ready", with or without someone else's instance id.
    decoy = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ status: 'ok', service: 'identity', ...(echoed ? { instance: echoed } : {}) }));
    });
    await new Promise<void>((done) => decoy.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(decoy.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => decoy.close(() => done())));

  it('takes readiness only from the process it started (its INSTANCE_ID), not from whatever answers on the port', async () => {
    echoed = undefined;
    expect(await isInstanceReady(url, 'mine')).toBe(false);
    echoed = 'another-copy';
    expect(await isInstanceReady(url, 'mine')).toBe(false);
    echoed = 'mine';
    expect(await isInstanceReady(url, 'mine')).toBe(true);
    expect(await isInstanceReady('http://127.0.0.1:1', 'mine')).toBe(false);
  });

  it('reads ports, database suffix, Redis database, demo data and the web front end from the environment', () => {
    const settings = distributedSettingsFromEnv({ PORT_OFFSET: '1000', GATEWAY_PORT: '9090', DB_SUFFIX: 'copy2', REDIS_DB: '3', SEED_DEMO: 'true', STATIC_DIR: '/srv/web', DISTRIBUTED_SERVICES: 'identity, wallet' });
    expect(settings).toMatchObject({ portOffset: 1000, gatewayPort: 9090, runId: 'copy2', redisDb: 3, seedDemo: true, staticDir: '/srv/web', services: ['identity', 'wallet'], supervise: true, ports: 'default' });
    expect(distributedSettingsFromEnv({ SERVICE_PORTS: 'random' }).ports).toBe('random');
    expect(distributedSettingsFromEnv({}).seedDemo).toBe(false);
  });

  it('explains a bad setting instead of starting half a platform', () => {
    expect(() => distributedSettingsFromEnv({ REDIS_DB: '16' })).toThrow('REDIS_DB must be a whole number from 0 to 15 (got "16")');
    expect(() => distributedSettingsFromEnv({ PORT_OFFSET: 'abc' })).toThrow('PORT_OFFSET must be a whole number');
    expect(() => distributedSettingsFromEnv({ DB_SUFFIX: 'a;drop' })).toThrow('DB_SUFFIX is letters, digits and _');
  });

  it('puts the Redis database in the URL, replacing one already there', () => {
    expect(withRedisDb('redis://127.0.0.1:6379', 3)).toBe('redis://127.0.0.1:6379/3');
    expect(withRedisDb('redis://:secret@redis:6379/0', 5)).toBe('redis://:secret@redis:6379/5');
  });
});
