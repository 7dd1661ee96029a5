import { gatewayConfigFromEnv } from './env';

describe('gateway configuration', () => {
  it('defaults every upstream to its well-known loopback port and the limits to safe values', () => {
    const config = gatewayConfigFromEnv({}, {});
    expect(config.platform.port).toBe(8080);
    expect(config.upstreams).toEqual({
      identity: 'http://127.0.0.1:3101',
      site: 'http://127.0.0.1:3102',
      notifications: 'http://127.0.0.1:3103',
      wallet: 'http://127.0.0.1:3104',
      campaigns: 'http://127.0.0.1:3105',
      investments: 'http://127.0.0.1:3106',
      repayments: 'http://127.0.0.1:3107',
      verification: 'http://127.0.0.1:3108',
    });
    expect(config.rateLimit).toEqual({ windowMs: 60_000, defaultMax: 1200, accountMax: 600, strictMax: 20 });
    expect(config.corsOrigins).toEqual([]);
    expect(config.bodyLimitBytes).toBeGreaterThan(50 * 1024 * 1024);
  });

  it('reads upstream URLs, lists and limits from the environment', () => {
    const config = gatewayConfigFromEnv(
      { WALLET_URL: 'http://wallet:3104', IDENTITY_URL: 'http://identity:3101', CORS_ORIGINS: 'https://a.om, https://b.om', RATE_LIMIT_STRICT_MAX: '5', TRUST_PROXY: 'true', STATIC_DIR: '/srv/web' },
      {},
    );
    expect(config.upstreams.wallet).toBe('http://wallet:3104');
    expect(config.upstreams.identity).toBe('http://identity:3101');
    expect(config.corsOrigins).toEqual(['https://a.om', 'https://b.om']);
    expect(config.rateLimit.strictMax).toBe(5);
    expect(config.trustProxy).toBe(true);
    expect(config.staticDir).toBe('/srv/web');
  });

  it('starts in production and in the distributed mode without a database or a Kafka broker of its own', () => {
    const config = gatewayConfigFromEnv({ NODE_ENV: 'production', RUN_MODE: 'distributed', REDIS_URL: 'redis://redis:6379' }, { dbUrl: 'sqlite::memory:' });
    expect(config.platform.runMode).toBe('distributed');
    expect(config.platform.redisUrl).toBe('redis://redis:6379');
  });

  it('refuses an invalid upstream URL', () => {
    expect(() => gatewayConfigFromEnv({ SITE_URL: 'not a url' }, {})).toThrow(/upstreams.site/);
  });
});
