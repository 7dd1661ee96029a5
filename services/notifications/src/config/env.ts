import { join } from 'node:path';
import { z } from 'zod';
import {
  ConfigError,
  keyringFromEnv,
  parseConfig,
  platformConfigFromEnv,
  SERVICE_PORTS,
  type PlatformConfig,
  type PlatformConfigInput,
} from '@cf/platform';

const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes');

/** The notifications service's own settings (the platform part is parsed by the kernel). */
export const notificationsSettingsSchema = z.object({
  /** `outbox` writes each message as a file under `${dataDir}/outbox/` (embedded, dev, test); `smtp` sends through SMTP_URL. */
  mailTransport: z.enum(['outbox', 'smtp']),
  smtpUrl: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  mailFrom: z.string().min(3).default('"Oman Crowdfunding" <no-reply@oman-crowdfunding.om>'),
  smsTransport: z.enum(['outbox']).default('outbox'),
  /** Root of local files: the mail and SMS outbox lives in `${dataDir}/outbox/`. */
  dataDir: z.string().min(1).default('./data'),
  /** Serves GET api/v1/dev/mailbox and dev/sms (never in production). */
  devMailbox: booleanFlag,
  /** How often queued e-mails and SMS are picked up (a new message also wakes the worker at once). */
  deliveryPollMs: z.coerce.number().int().min(10).default(1000),
  maxDeliveryAttempts: z.coerce.number().int().min(1).max(50).default(8),
  /** DELIVERY_KEYRING: opens the links and codes identity's events carry sealed (identity holds it too). */
  deliveryKeyring: z.string().min(1),
});

export type NotificationsSettings = z.infer<typeof notificationsSettingsSchema>;
export type NotificationsConfig = NotificationsSettings & { platform: PlatformConfig };

/** Checks the rules that span the service's settings and the platform's. */
export function validateNotificationsConfig(config: NotificationsConfig): NotificationsConfig {
  const problems: string[] = [];
  if (config.mailTransport === 'smtp' && !config.smtpUrl) problems.push('SMTP_URL is required when MAIL_TRANSPORT=smtp');
  if (config.devMailbox && config.platform.nodeEnv === 'production')
    problems.push('DEV_MAILBOX=true is refused in production: it would publish every e-mail sent');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return config;
}

/** Reads the whole configuration from environment variables; the only place that reads them. */
export function notificationsConfigFromEnv(env: NodeJS.ProcessEnv, defaults: Partial<PlatformConfigInput> = {}): NotificationsConfig {
  const dataDir = env.DATA_DIR || './data';
  const platform = platformConfigFromEnv('notifications', env, {
    port: SERVICE_PORTS.notifications,
    dbUrl: `sqlite:${join(dataDir, 'notifications.sqlite')}`,
    identityUrl: `http://127.0.0.1:${SERVICE_PORTS.identity}`,
    ...defaults,
  });
  const production = platform.nodeEnv === 'production';
  const settings = parseConfig(notificationsSettingsSchema, {
    mailTransport: env.MAIL_TRANSPORT || (production ? 'smtp' : 'outbox'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    smsTransport: env.SMS_TRANSPORT || undefined,
    dataDir,
    devMailbox: env.DEV_MAILBOX ?? !production,
    deliveryPollMs: env.DELIVERY_POLL_MS || undefined,
    maxDeliveryAttempts: env.MAX_DELIVERY_ATTEMPTS || undefined,
    deliveryKeyring: keyringFromEnv(env.DELIVERY_KEYRING, 'DELIVERY_KEYRING', platform.nodeEnv),
  });
  return validateNotificationsConfig({ ...settings, platform });
}
