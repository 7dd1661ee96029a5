import { SERVICE_PORTS, type ServiceDefinition } from '@cf/platform';
import { gatewayConfigFromEnv, type GatewayConfig } from './config/env';
import { createGatewayApp } from './create-gateway-app';

/** The public entry point: routes, authenticates, rate-limits and shapes errors; no business rules. */
export const gatewayService: ServiceDefinition<GatewayConfig> = {
  name: 'gateway',
  defaultPort: SERVICE_PORTS.gateway,
  calls: [],
  configFromEnv: (env, defaults) => gatewayConfigFromEnv(env, defaults),
  start: (config) => createGatewayApp(config),
};
