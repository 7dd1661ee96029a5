import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { PlatformConfig, PlatformConfigInput } from '../config/platform-config';

/**
 * How a launcher starts one service: the embedded launcher starts them all in one process, each
 * service's main.ts starts just its own. Same code, two wirings (DESIGN.md §3).
 */
export interface ServiceDefinition<C extends { platform: PlatformConfig } = { platform: PlatformConfig }> {
  name: string;
  defaultPort: number;
  /**
   * The services this one calls over HTTP (identity's JWKS aside, which every service reads). A
   * launcher that starts only some services (a test platform) starts these with them.
   */
  calls: readonly (keyof typeof SERVICE_PORTS)[];
  /** Parses and validates the environment; `defaults` come from the launcher (ports, URLs, DB). */
  configFromEnv(env: NodeJS.ProcessEnv, defaults: Partial<PlatformConfigInput>): C;
  start(config: C): Promise<NestFastifyApplication>;
  /** Optional demo data, run after start by the embedded launcher, and by a service process started with SEED_DEMO=true (idempotent). */
  seedDemo?(app: NestFastifyApplication): Promise<void>;
}

export const SERVICE_PORTS = {
  gateway: 8080,
  identity: 3101,
  site: 3102,
  notifications: 3103,
  wallet: 3104,
  campaigns: 3105,
  investments: 3106,
  repayments: 3107,
  verification: 3108,
} as const;
