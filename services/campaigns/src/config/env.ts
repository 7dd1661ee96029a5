import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { platformConfigFromEnv, SERVICE_PORTS, type PlatformConfig, type PlatformConfigInput } from '@cf/platform';

/** The campaigns service's own settings (the platform part comes from platformConfigFromEnv). */
export interface CampaignsConfig {
  platform: PlatformConfig;
  /** Uploaded images and documents live under `${dataDir}/uploads/campaigns/`. */
  dataDir: string;
  /** The site service (site-setting/front, campaign-setting/front). */
  siteUrl: string;
  /** How long site settings are reused before asking again (ms); 0 asks every time. */
  siteSettingsCacheMs: number;
  /**
   * Anonymous browse answers are reused this long (ms; 0 = never): the public list is the hottest read
   * and the same for every visitor. Any write to the campaigns database clears it at once.
   */
  browseCacheMs: number;
  /** C8.2: unfinished campaigns (draft, pending, declined) one user may have at once. */
  campaignLimitPerUser: number;
  /** Display labels: `early-bird` when opening within this many days, `closing-soon` when closing within. */
  earlyBirdDays: number;
  closingSoonDays: number;
  /** C5.8: bounds the specification leaves open (baisa). */
  pricePerShareMax: number;
  preMoneyValuationMin: number;
  /** HMAC key of signed document links; must be shared by every instance in production. */
  fileUrlSecret: string;
  fileUrlTtlSeconds: number;
}

const schema = z.object({
  siteSettingsCacheMs: z.coerce.number().int().min(0).default(5000),
  browseCacheMs: z.coerce.number().int().min(0).max(60_000).default(1000),
  campaignLimitPerUser: z.coerce.number().int().min(1).default(10),
  earlyBirdDays: z.coerce.number().int().min(0).default(7),
  closingSoonDays: z.coerce.number().int().min(0).default(7),
  pricePerShareMax: z.coerce.number().int().min(1).default(100_000_000),
  preMoneyValuationMin: z.coerce.number().int().min(0).default(10_000_000),
  fileUrlTtlSeconds: z.coerce.number().int().min(10).default(600),
});

/** Reads the configuration from environment variables; the only place that reads them. */
export function campaignsConfigFromEnv(env: NodeJS.ProcessEnv, defaults: Partial<PlatformConfigInput> = {}): CampaignsConfig {
  const dataDir = env.DATA_DIR || './data';
  const platform = platformConfigFromEnv('campaigns', env, {
    port: SERVICE_PORTS.campaigns,
    dbUrl: `sqlite:${join(dataDir, 'campaigns.sqlite')}`,
    identityUrl: `http://127.0.0.1:${SERVICE_PORTS.identity}`,
    ...defaults,
  });
  const own = schema.parse({
    siteSettingsCacheMs: env.SITE_SETTINGS_CACHE_MS || undefined,
    browseCacheMs: env.BROWSE_CACHE_MS,
    campaignLimitPerUser: env.CAMPAIGN_LIMIT_PER_USER || undefined,
    earlyBirdDays: env.EARLY_BIRD_DAYS || undefined,
    closingSoonDays: env.CLOSING_SOON_DAYS || undefined,
    pricePerShareMax: env.PRICE_PER_SHARE_MAX || undefined,
    preMoneyValuationMin: env.PRE_MONEY_VALUATION_MIN || undefined,
    fileUrlTtlSeconds: env.CAMPAIGN_FILE_URL_TTL_SECONDS || undefined,
  });
  const fileUrlSecret = env.CAMPAIGN_FILE_URL_SECRET || '';
  if (!fileUrlSecret && platform.nodeEnv === 'production') throw new Error('CAMPAIGN_FILE_URL_SECRET is required in production');
  return {
    platform,
    dataDir,
    siteUrl: env.SITE_URL || `http://127.0.0.1:${SERVICE_PORTS.site}`,
    ...own,
    // Development and tests: a per-process key (links die with the process, which is fine there).
    fileUrlSecret: fileUrlSecret || randomBytes(32).toString('hex'),
  };
}
