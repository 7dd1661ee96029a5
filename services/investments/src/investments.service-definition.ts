import { REQUEST_BODY_LIMIT_BYTES } from '@cf/contracts';
import { createServiceApp, SERVICE_PORTS, type ServiceDefinition } from '@cf/platform';
import { AppModule } from './app.module';
import { investmentsConfigFromEnv, type InvestmentsConfig } from './config/env';

export const investmentsService: ServiceDefinition<InvestmentsConfig> = {
  name: 'investments',
  defaultPort: SERVICE_PORTS.investments,
  calls: ['wallet', 'site'],
  configFromEnv: (env, defaults) => investmentsConfigFromEnv(env, defaults),
  start: (config) =>
    createServiceApp(AppModule.register(config), config.platform, {
      title: 'investments',
      description: "Investing: each campaign's capacity, the investor's limit usage, reservations, wallet payment by hold, cancellation window, my investments",
      bodyLimit: REQUEST_BODY_LIMIT_BYTES.investments,
    }),
};
