import { REQUEST_BODY_LIMIT_BYTES } from '@cf/contracts';
import { createServiceApp, SERVICE_PORTS, type ServiceDefinition } from '@cf/platform';
import { AppModule } from './app.module';
import { campaignsConfigFromEnv, type CampaignsConfig } from './config/env';
import { seedDemo } from './seed/seed-demo';

export const campaignsService: ServiceDefinition<CampaignsConfig> = {
  name: 'campaigns',
  defaultPort: SERVICE_PORTS.campaigns,
  calls: ['site'],
  configFromEnv: (env, defaults) => campaignsConfigFromEnv(env, defaults),
  start: (config) =>
    createServiceApp(AppModule.register(config), config.platform, {
      title: 'campaigns',
      description: 'Campaigns, the creation wizard, review, browse and detail, saved campaigns, followers and discussion',
      bodyLimit: REQUEST_BODY_LIMIT_BYTES.campaigns,
    }),
  seedDemo,
};
