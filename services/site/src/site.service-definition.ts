import { REQUEST_BODY_LIMIT_BYTES } from '@cf/contracts';
import { createServiceApp, SERVICE_PORTS, type ServiceDefinition } from '@cf/platform';
import { AppModule } from './app.module';
import { siteConfigFromEnv, type SiteConfig } from './config/env';

export const siteService: ServiceDefinition<SiteConfig> = {
  name: 'site',
  defaultPort: SERVICE_PORTS.site,
  calls: [],
  configFromEnv: (env, defaults) => siteConfigFromEnv(env, defaults),
  start: (config) =>
    createServiceApp(AppModule.register(config), config.platform, {
      title: 'site',
      description: 'Site settings, languages, menus, content pages, FAQs, sliders, testimonials, currencies and option lists',
      bodyLimit: REQUEST_BODY_LIMIT_BYTES.site,
    }),
};
