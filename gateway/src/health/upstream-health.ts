import type { UpstreamName } from '../config/env';
import type { UpstreamPools } from '../proxy/upstream-pools';

const CHECK_TIMEOUT_MS = 2000;

export type UpstreamStatus = 'ok' | 'unavailable';

export interface GatewayReadiness {
  /** `degraded` when at least one upstream is not ready; the gateway itself still serves. */
  status: 'ok' | 'degraded';
  service: 'gateway';
  upstreams: Record<UpstreamName, UpstreamStatus>;
}

/** Asks every upstream's /health/ready at once (2 s each at most). */
export async function checkUpstreams(pools: UpstreamPools): Promise<GatewayReadiness> {
  const names = Object.keys(pools.urls) as UpstreamName[];
  const statuses = await Promise.all(
    names.map(async (name): Promise<UpstreamStatus> => {
      try {
        const response = await pools.get(name).request({ method: 'GET', path: '/health/ready', headersTimeout: CHECK_TIMEOUT_MS, bodyTimeout: CHECK_TIMEOUT_MS });
        await response.body.dump();
        return response.statusCode === 200 ? 'ok' : 'unavailable';
      } catch {
        return 'unavailable';
      }
    }),
  );
  const upstreams = Object.fromEntries(names.map((name, index) => [name, statuses[index]])) as Record<UpstreamName, UpstreamStatus>;
  return { status: statuses.every((status) => status === 'ok') ? 'ok' : 'degraded', service: 'gateway', upstreams };
}
