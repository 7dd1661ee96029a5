import { join } from 'node:path';
import { platformConfigFromEnv, SERVICE_PORTS, type PlatformConfig, type PlatformConfigInput } from '@cf/platform';

/**
 * The site service's settings are the platform's and where uploads live: everything else it serves
 * is data (seeded at start, then managed by administrators).
 */
export interface SiteConfig {
  platform: PlatformConfig;
  /** Images uploaded for content pages live under `${dataDir}/uploads/site/`. */
  dataDir: string;
}

/** Reads the configuration from environment variables; the only place that reads them. */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv, defaults: Partial<PlatformConfigInput> = {}): SiteConfig {
  const dataDir = env.DATA_DIR || './data';
  return {
    platform: platformConfigFromEnv('site', env, {
      port: SERVICE_PORTS.site,
      dbUrl: `sqlite:${join(dataDir, 'site.sqlite')}`,
      identityUrl: `http://127.0.0.1:${SERVICE_PORTS.identity}`,
      ...defaults,
    }),
    dataDir,
  };
}
