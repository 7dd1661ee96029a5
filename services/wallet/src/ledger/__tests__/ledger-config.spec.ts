import { DEV_INTERNAL_API_TOKEN, walletConfigFromEnv } from '../../config/env';

const production = { NODE_ENV: 'production', DB_URL: 'mysql://root@127.0.0.1:3306/cf_wallet', IDENTITY_URL: 'http://127.0.0.1:3101' };

describe('ledger configuration', () => {
  it('uses a development internal token and sweeps holds every minute outside tests', () => {
    const config = walletConfigFromEnv({ NODE_ENV: 'development' });
    expect(config.ledger).toMatchObject({ internalApiToken: DEV_INTERNAL_API_TOKEN, holdSweepIntervalMs: 60_000, deadlockRetries: 5 });
    expect(config.platform.dbUrl).toMatch(/data\/wallet\.sqlite$/);
  });

  it('turns the hold sweeper off in tests unless asked for', () => {
    expect(walletConfigFromEnv({ NODE_ENV: 'test' }).ledger.holdSweepIntervalMs).toBe(0);
    expect(walletConfigFromEnv({ NODE_ENV: 'test', LEDGER_HOLD_SWEEP_MS: '250' }).ledger.holdSweepIntervalMs).toBe(250);
  });

  it('refuses to start in production without a real INTERNAL_API_TOKEN', () => {
    expect(() => walletConfigFromEnv(production)).toThrow(/INTERNAL_API_TOKEN/);
    expect(() => walletConfigFromEnv({ ...production, INTERNAL_API_TOKEN: DEV_INTERNAL_API_TOKEN })).toThrow(/INTERNAL_API_TOKEN/);
    expect(() => walletConfigFromEnv({ ...production, INTERNAL_API_TOKEN: 'short' })).toThrow(/at least 16/);
    expect(walletConfigFromEnv({ ...production, SANDBOX_WEBHOOK_SECRET: 'another-long-random-secret', INTERNAL_API_TOKEN: 'a-long-random-secret-for-prod' }).ledger.internalApiToken).toBe('a-long-random-secret-for-prod');
  });
});
