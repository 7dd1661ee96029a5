import { join } from 'node:path';
import { z } from 'zod';
import { keyringFromEnv, parseConfig, platformConfigFromEnv, SERVICE_PORTS, type PlatformConfig, type PlatformConfigInput } from '@cf/platform';
import { SHIPPED_PACKS } from '../jurisdiction/jurisdiction-packs';

/** The verification service's own settings (the platform part comes from platformConfigFromEnv). */
export const verificationSettingsSchema = z.object({
  /** JURISDICTION_PACK: whose investor classes, limits and suitability test apply (packs/<id>.json). */
  jurisdiction: z.enum(SHIPPED_PACKS).default('om'),
  /** SUITABILITY_RETAKE_WAIT_HOURS: overrides the pack's wait before a failed test may be retaken. */
  suitabilityRetakeWaitHours: z.coerce.number().int().min(0).max(24 * 365).optional(),
  documentLinkTtlSeconds: z.coerce.number().int().min(10).max(3600).default(300),
  /** DOCUMENT_EXPIRY_SWEEP_MS: how often expired identity documents are looked for (0: never; hourly by default, off in tests). */
  documentExpirySweepMs: z.coerce.number().int().min(0).default(0),
  /** CHILD_ADULTHOOD_SWEEP_MS: how often children who turned 18 are looked for (0: never; hourly by default, off in tests). */
  childAdulthoodSweepMs: z.coerce.number().int().min(0).default(0),
});

export type VerificationConfig = z.infer<typeof verificationSettingsSchema> & {
  platform: PlatformConfig;
  /** Identity pictures live encrypted under `${dataDir}/uploads/verification/` (outside the web root). */
  dataDir: string;
  /** VERIFICATION_KEYRING: seals document numbers and pictures at rest and signs picture links (docs/runbooks/secret-keys.md). */
  keyring: string;
  /** DELIVERY_KEYRING: seals the codes that events carry to notifications (which holds it too). */
  deliveryKeyring: string;
  /** How long a signed picture link works (seconds). */
  documentLinkTtlSeconds: number;
};

/** Reads the configuration from environment variables; the only place that reads them. */
export function verificationConfigFromEnv(env: NodeJS.ProcessEnv, defaults: Partial<PlatformConfigInput> = {}): VerificationConfig {
  const dataDir = env.DATA_DIR || './data';
  const platform = platformConfigFromEnv('verification', env, {
    port: SERVICE_PORTS.verification,
    dbUrl: `sqlite:${join(dataDir, 'verification.sqlite')}`,
    identityUrl: `http://127.0.0.1:${SERVICE_PORTS.identity}`,
    ...defaults,
  });
  const settings = parseConfig(verificationSettingsSchema, {
    jurisdiction: env.JURISDICTION_PACK || undefined,
    suitabilityRetakeWaitHours: env.SUITABILITY_RETAKE_WAIT_HOURS || undefined,
    documentLinkTtlSeconds: env.DOCUMENT_LINK_TTL_SECONDS || undefined,
    // Hourly outside tests (an expiry is a calendar date); tests run the check themselves.
    documentExpirySweepMs: env.DOCUMENT_EXPIRY_SWEEP_MS || (platform.nodeEnv === 'test' ? 0 : 3_600_000),
    childAdulthoodSweepMs: env.CHILD_ADULTHOOD_SWEEP_MS || (platform.nodeEnv === 'test' ? 0 : 3_600_000),
  });
  return {
    ...settings,
    platform,
    dataDir,
    keyring: keyringFromEnv(env.VERIFICATION_KEYRING, 'VERIFICATION_KEYRING', platform.nodeEnv),
    deliveryKeyring: keyringFromEnv(env.DELIVERY_KEYRING, 'DELIVERY_KEYRING', platform.nodeEnv),
  };
}
