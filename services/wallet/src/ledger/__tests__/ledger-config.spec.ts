import { DEV_INTERNAL_CALLER, walletConfigFromEnv } from '../../config/env';

const production = { NODE_ENV: 'production', DB_URL: 'mysql://root@127.0.0.1:3306/cf_wallet', IDENTITY_URL: 'http://127.0.0.1:3101', SANDBOX_WEBHOOK_SECRET: 'another-long-random-secret' };

describe('ledger configuration', () => {
  it('uses one development caller and sweeps holds every minute outside tests', () => {
    const config = walletConfigFromEnv({ NODE_ENV: 'development' });
    expect(config.ledger).toMatchObject({ internalCallers: [DEV_INTERNAL_CALLER], holdSweepIntervalMs: 60_000, deadlockRetries: 5 });
    expect(config.platform.dbUrl).toMatch(/data\/wallet\.sqlite$/);
  });

  it('turns the hold sweeper off in tests unless asked for', () => {
    expect(walletConfigFromEnv({ NODE_ENV: 'test' }).ledger.holdSweepIntervalMs).toBe(0);
    expect(walletConfigFromEnv({ NODE_ENV: 'test', LEDGER_HOLD_SWEEP_MS: '250' }).ledger.holdSweepIntervalMs).toBe(250);
  });

  it('reads one credential per calling service: name=secret pairs, each name and secret its own', () => {
    const callers = walletConfigFromEnv({ NODE_ENV: 'test', INTERNAL_API_CREDENTIALS: 'investments=secret-of-investments-0001, repayments=secret-of-repayments-0001' }).ledger.internalCallers;
    expect(callers).toEqual([{ name: 'investments', secret: 'secret-of-investments-0001' }, { name: 'repayments', secret: 'secret-of-repayments-0001' }]);
    expect(() => walletConfigFromEnv({ NODE_ENV: 'test', INTERNAL_API_CREDENTIALS: 'a=secret-of-investments-0001' })).toThrow(/caller name/);
    expect(() => walletConfigFromEnv({ NODE_ENV: 'test', INTERNAL_API_CREDENTIALS: 'investments=short' })).toThrow(/at least 24/);
    expect(() => walletConfigFromEnv({ NODE_ENV: 'test', INTERNAL_API_CREDENTIALS: 'investments=secret-of-investments-0001,repayments=secret-of-investments-0001' })).toThrow(/its own secret/);
  });

  it('refuses to start in production without real service credentials', () => {
    expect(() => walletConfigFromEnv(production)).toThrow(/INTERNAL_API_CREDENTIALS/);
    expect(() => walletConfigFromEnv({ ...production, INTERNAL_API_CREDENTIALS: `dev=${DEV_INTERNAL_CALLER.secret}` })).toThrow(/development secret/);
    expect(walletConfigFromEnv({ ...production, INTERNAL_API_CREDENTIALS: 'investments=a-long-random-secret-for-prod' }).ledger.internalCallers).toEqual([{ name: 'investments', secret: 'a-long-random-secret-for-prod' }]);
  });
});
