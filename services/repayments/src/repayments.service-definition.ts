import { REQUEST_BODY_LIMIT_BYTES } from '@cf/contracts';
import { createServiceApp, SERVICE_PORTS, type ServiceDefinition } from '@cf/platform';
import { AppModule } from './app.module';
import { repaymentsConfigFromEnv, type RepaymentsConfig } from './config/env';

export const repaymentsService: ServiceDefinition<RepaymentsConfig> = {
  name: 'repayments',
  defaultPort: SERVICE_PORTS.repayments,
  calls: ['wallet'],
  configFromEnv: (env, defaults) => repaymentsConfigFromEnv(env, defaults),
  start: (config) =>
    createServiceApp(AppModule.register(config), config.platform, {
      title: 'repayments',
      description: 'Repayments: debt schedules (murabaha-style, fixed profit), dividends, owners\' payments, pro-rata distributions to investors through one ledger batch, statuses and statistics',
      bodyLimit: REQUEST_BODY_LIMIT_BYTES.repayments,
    }),
};
