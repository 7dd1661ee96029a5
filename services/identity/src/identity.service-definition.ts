import { createServiceApp, SERVICE_PORTS, type ServiceDefinition } from '@cf/platform';
import { AppModule } from './app.module';
import { identityConfigFromEnv, type IdentityConfig } from './config/env';
import { seedDemo } from './seed/seed-demo';

/** Identity: accounts, credentials, sessions and the JWKS every other service trusts. */
export const identityService: ServiceDefinition<IdentityConfig> = {
  name: 'identity',
  defaultPort: SERVICE_PORTS.identity,
  configFromEnv: (env, defaults) => identityConfigFromEnv(env, { port: SERVICE_PORTS.identity, ...defaults }),
  start: (config) =>
    createServiceApp(AppModule.register(config), config.platform, {
      title: 'identity',
      description: 'Accounts, sign-in, sessions (JWKS), two-factor, profiles, follows, invites, newsletter and e-mail preferences',
      // Profile and cover images come as base64 data URLs: 2 MB of image is about 2.7 MB of JSON.
      bodyLimit: 3.5 * 1024 * 1024,
    }),
  seedDemo,
};
