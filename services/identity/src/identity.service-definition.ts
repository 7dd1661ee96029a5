import { REQUEST_BODY_LIMIT_BYTES } from '@cf/contracts';
import { createServiceApp, SERVICE_PORTS, type ServiceDefinition } from '@cf/platform';
import { AppModule } from './app.module';
import { identityConfigFromEnv, type IdentityConfig } from './config/env';
import { seedDemo } from './seed/seed-demo';

/** Identity: accounts, credentials, sessions and the JWKS every other service trusts. */
export const identityService: ServiceDefinition<IdentityConfig> = {
  name: 'identity',
  defaultPort: SERVICE_PORTS.identity,
  calls: [],
  configFromEnv: (env, defaults) => identityConfigFromEnv(env, { port: SERVICE_PORTS.identity, ...defaults }),
  start: (config) =>
    createServiceApp(AppModule.register(config), config.platform, {
      title: 'identity',
      description: 'Accounts, sign-in, sessions (JWKS), two-factor, profiles, follows, invites, newsletter and e-mail preferences',
      bodyLimit: REQUEST_BODY_LIMIT_BYTES.identity,
    }),
  seedDemo,
};
