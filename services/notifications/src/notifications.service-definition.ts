import { REQUEST_BODY_LIMIT_BYTES } from '@cf/contracts';
import { createServiceApp, SERVICE_PORTS, type ServiceDefinition } from '@cf/platform';
import { AppModule } from './app.module';
import { notificationsConfigFromEnv, type NotificationsConfig } from './config/env';

export const notificationsService: ServiceDefinition<NotificationsConfig> = {
  name: 'notifications',
  defaultPort: SERVICE_PORTS.notifications,
  calls: [],
  configFromEnv: (env, defaults) => notificationsConfigFromEnv(env, defaults),
  start: (config) =>
    createServiceApp(AppModule.register(config), config.platform, {
      title: 'notifications',
      description: 'E-mail and SMS delivery, in-app notifications, activity log, contact-us',
      bodyLimit: REQUEST_BODY_LIMIT_BYTES.notifications,
    }),
};
