import { REQUEST_BODY_LIMIT_BYTES } from '@cf/contracts';
import { createServiceApp, SERVICE_PORTS, type ServiceDefinition } from '@cf/platform';
import { AppModule } from './app.module';
import { walletConfigFromEnv, type WalletConfig } from './config/env';
import { seedWalletDemo } from './seed/seed-demo';
import { registerWalletUploads } from './topup/register-uploads';

export const walletService: ServiceDefinition<WalletConfig> = {
  name: 'wallet',
  defaultPort: SERVICE_PORTS.wallet,
  // The site's payment-gateway switches (A1.3): which providers are offered.
  calls: ['site'],
  configFromEnv: (env, defaults) => walletConfigFromEnv(env, defaults),
  start: (config) =>
    createServiceApp(AppModule.register(config), config.platform, {
      title: 'wallet',
      description: 'Double-entry ledger (accounts, transfers, holds), wallet top-ups and withdrawals with payment providers, statements',
      bodyLimit: REQUEST_BODY_LIMIT_BYTES.wallet,
      // Payment-provider webhooks are verified over the exact bytes received (request.rawBody).
      rawBody: true,
      // Bank-transfer slips arrive as multipart (wallet flows).
      configure: (app) => registerWalletUploads(app, config),
    }),
  seedDemo: seedWalletDemo,
};
