import { REQUEST_BODY_LIMIT_BYTES } from '@cf/contracts';
import { createServiceApp, SERVICE_PORTS, type ServiceDefinition } from '@cf/platform';
import { AppModule } from './app.module';
import { verificationConfigFromEnv, type VerificationConfig } from './core/config/env';
import { seedDemo } from './seed/seed-demo';

export const verificationService: ServiceDefinition<VerificationConfig> = {
  name: 'verification',
  defaultPort: SERVICE_PORTS.verification,
  calls: [],
  configFromEnv: (env, defaults) => verificationConfigFromEnv(env, defaults),
  start: (config) =>
    createServiceApp(AppModule.register(config), config.platform, {
      title: 'verification',
      description: 'Account verification: investor profile, declarations, suitability test, review, investor class and limits from the jurisdiction pack',
      bodyLimit: REQUEST_BODY_LIMIT_BYTES.verification,
    }),
  seedDemo,
};
