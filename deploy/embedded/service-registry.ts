import type { ServiceDefinition } from '@cf/platform';
import { campaignsService } from '@cf/campaigns-service';
import { gatewayService } from '@cf/gateway';
import { identityService } from '@cf/identity-service';
import { investmentsService } from '@cf/investments-service';
import { notificationsService } from '@cf/notifications-service';
import { repaymentsService } from '@cf/repayments-service';
import { siteService } from '@cf/site-service';
import { verificationService } from '@cf/verification-service';
import { walletService } from '@cf/wallet-service';

/** Every service the platform runs; the composition root is the only place that names them all. */
export const SERVICES = {
  identity: identityService,
  site: siteService,
  notifications: notificationsService,
  campaigns: campaignsService,
  wallet: walletService,
  verification: verificationService,
  investments: investmentsService,
  repayments: repaymentsService,
} satisfies Record<string, ServiceDefinition>;

export type ServiceName = keyof typeof SERVICES;

export const GATEWAY: ServiceDefinition = gatewayService as unknown as ServiceDefinition;

/**
 * `names` with every service they call, transitively, and identity (whose JWKS every service reads
 * tokens with), in the registry's order: what a platform that runs only some services must start.
 */
export function withDependencies(names: readonly ServiceName[]): ServiceName[] {
  const needed = new Set<ServiceName>();
  const visit = (name: ServiceName): void => {
    if (needed.has(name)) return;
    needed.add(name);
    for (const called of SERVICES[name].calls) visit(called as ServiceName);
  };
  (['identity', ...names] as ServiceName[]).forEach(visit);
  return (Object.keys(SERVICES) as ServiceName[]).filter((name) => needed.has(name));
}
