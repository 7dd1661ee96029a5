import { ConfigError } from '@cf/platform';
import { notificationsConfigFromEnv } from '../env';

const defaults = { dbUrl: 'sqlite::memory:', identityUrl: 'http://127.0.0.1:3101', port: 0 };

const PRODUCTION_KEYRING = `k1=${Buffer.alloc(32, 7).toString('base64')}`;

describe('notifications configuration', () => {
  it('writes mail to the local outbox and serves the dev mailbox outside production', () => {
    const config = notificationsConfigFromEnv({ NODE_ENV: 'development' }, defaults);
    expect(config).toMatchObject({ mailTransport: 'outbox', devMailbox: true, dataDir: './data', smsTransport: 'outbox' });
  });

  it('uses SMTP and no dev mailbox by default in production', () => {
    const config = notificationsConfigFromEnv(
      { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587', DB_URL: 'mysql://root@127.0.0.1:3306/n', DELIVERY_KEYRING: PRODUCTION_KEYRING },
      defaults,
    );
    expect(config).toMatchObject({ mailTransport: 'smtp', devMailbox: false, smtpUrl: 'smtp://mail.example:587' });
  });

  it('refuses DEV_MAILBOX=true in production', () => {
    expect(() =>
      notificationsConfigFromEnv(
        { NODE_ENV: 'production', DEV_MAILBOX: 'true', SMTP_URL: 'smtp://m:25', DB_URL: 'mysql://root@127.0.0.1:3306/n', DELIVERY_KEYRING: PRODUCTION_KEYRING },
        defaults,
      ),
    ).toThrow(/DEV_MAILBOX=true is refused in production/);
  });

  it('requires SMTP_URL with MAIL_TRANSPORT=smtp and rejects unknown transports', () => {
    expect(() => notificationsConfigFromEnv({ MAIL_TRANSPORT: 'smtp' }, defaults)).toThrow(ConfigError);
    expect(() => notificationsConfigFromEnv({ MAIL_TRANSPORT: 'carrier-pigeon' }, defaults)).toThrow(/mailTransport/);
  });

  it('reads DEV_MAILBOX=false and DATA_DIR', () => {
    expect(notificationsConfigFromEnv({ DEV_MAILBOX: 'false', DATA_DIR: '/tmp/x' }, defaults)).toMatchObject({
      devMailbox: false,
      dataDir: '/tmp/x',
    });
  });
});
