import type { ServiceDefinition } from '@cf/platform';
import { gatewayService } from '../../gateway/src';
import { identityService } from '../../services/identity/src';
import { notificationsService } from '../../services/notifications/src';
import { siteService } from '../../services/site/src';

/** Every service the platform runs; the composition root is the only place that names them all. */
export const SERVICES = {
  identity: identityService,
  site: siteService,
  notifications: notificationsService,
} satisfies Record<string, ServiceDefinition>;

export type ServiceName = keyof typeof SERVICES;

export const GATEWAY: ServiceDefinition = gatewayService as unknown as ServiceDefinition;
