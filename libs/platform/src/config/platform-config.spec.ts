import { DEV_ATTESTATION_SECRET } from '../auth/gateway-attestation';
import { ConfigError, parseConfig, platformConfigFromEnv, platformConfigSchema, type PlatformConfigInput } from './platform-config';

/** The settings that must never reach production: each is refused at boot with a message saying what to set. */
describe('platform configuration refusals', () => {
  const base: PlatformConfigInput = {
    serviceName: 'identity',
    port: 3101,
    dbUrl: 'mysql://root@127.0.0.1:3306/cf_identity',
    identityUrl: 'http://127.0.0.1:3101',
  };
  const distributed: PlatformConfigInput = {
    ...base,
    runMode: 'distributed',
    eventBus: 'kafka',
    kafkaBrokers: '127.0.0.1:9092',
    redisUrl: 'redis://127.0.0.1:6379',
  };

  const issues = (input: PlatformConfigInput): Array<{ path: string; message: string }> => {
    const result = platformConfigSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  };

  it('accepts a complete distributed production configuration', () => {
    expect(issues({ ...distributed, nodeEnv: 'production' })).toEqual([]);
  });

  it('accepts the embedded defaults (in-process bus, SQLite, no Redis)', () => {
    expect(issues({ ...base, dbUrl: 'sqlite:data/identity.sqlite' })).toEqual([]);
  });

  it('refuses the in-process bus when services run as separate processes', () => {
    expect(issues({ ...distributed, eventBus: 'inprocess' })).toEqual([
      { path: 'eventBus', message: expect.stringMatching(/in-process event bus cannot connect separate processes.*KAFKA_BROKERS/) },
    ]);
  });

  it('refuses SQLite in production', () => {
    expect(issues({ ...distributed, nodeEnv: 'production', dbUrl: 'sqlite:data/identity.sqlite' })).toEqual([
      { path: 'dbUrl', message: expect.stringMatching(/SQLite is for the embedded mode only.*mysql:\/\//) },
    ]);
  });

  it('[issue 39] refuses the development attestation secret in production, and has none there unless one is set', () => {
    expect(issues({ ...distributed, nodeEnv: 'production', gatewayAttestationSecret: DEV_ATTESTATION_SECRET })).toEqual([
      { path: 'gatewayAttestationSecret', message: expect.stringMatching(/development secret cannot be used in production/) },
    ]);
    const env = { DB_URL: 'mysql://db/identity', PORT: '3101', IDENTITY_URL: 'http://127.0.0.1:3101' };
    expect(platformConfigFromEnv('identity', { ...env, NODE_ENV: 'production' }).gatewayAttestationSecret).toBeUndefined();
    expect(platformConfigFromEnv('identity', { ...env, NODE_ENV: 'production', GATEWAY_ATTESTATION_SECRET: 'x'.repeat(40) }).gatewayAttestationSecret).toBe('x'.repeat(40));
    expect(platformConfigFromEnv('identity', { ...env, NODE_ENV: 'test' }).gatewayAttestationSecret).toBe(DEV_ATTESTATION_SECRET);
  });

  it('refuses the distributed mode without REDIS_URL', () => {
    expect(issues({ ...distributed, redisUrl: undefined })).toEqual([
      { path: 'redisUrl', message: expect.stringMatching(/REDIS_URL is required in distributed mode/) },
    ]);
  });

  it('refuses the Kafka bus without brokers', () => {
    expect(issues({ ...distributed, kafkaBrokers: undefined })).toEqual([
      { path: 'kafkaBrokers', message: expect.stringMatching(/KAFKA_BROKERS is required/) },
    ]);
  });

  it('refuses a database URL of an unknown kind', () => {
    expect(issues({ ...base, dbUrl: 'postgres://db/x' })).toEqual([
      { path: 'dbUrl', message: expect.stringMatching(/DB_URL must start with mysql:\/\//) },
    ]);
  });

  it('lists every refusal at once, one line per setting, when read from the environment', () => {
    const read = (): unknown =>
      platformConfigFromEnv('identity', {
        NODE_ENV: 'production',
        RUN_MODE: 'distributed',
        EVENT_BUS: 'inprocess',
        DB_URL: 'sqlite:x.sqlite',
        PORT: '3101',
        IDENTITY_URL: 'http://127.0.0.1:3101',
      });
    expect(read).toThrow(ConfigError);
    let message = '';
    try {
      read();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      expect.stringMatching(/^ {2}- eventBus: the in-process event bus cannot connect separate processes/),
      expect.stringMatching(/^ {2}- dbUrl: SQLite is for the embedded mode only/),
      expect.stringMatching(/^ {2}- redisUrl: REDIS_URL is required in distributed mode/),
    ]);
  });

  it('chooses the Kafka bus by itself when KAFKA_BROKERS is set', () => {
    const config = platformConfigFromEnv('identity', {
      RUN_MODE: 'distributed',
      KAFKA_BROKERS: '127.0.0.1:9092',
      REDIS_URL: 'redis://127.0.0.1:6379',
      DB_URL: base.dbUrl,
      PORT: '3101',
      IDENTITY_URL: base.identityUrl,
    });
    expect(config).toMatchObject({ runMode: 'distributed', eventBus: 'kafka', kafkaBrokers: '127.0.0.1:9092' });
    expect(parseConfig(platformConfigSchema, { ...base })).toMatchObject({ runMode: 'embedded', eventBus: 'inprocess' });
  });
});
