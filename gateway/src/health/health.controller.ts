import { Controller, Get, Header, Inject, NotFoundException } from '@nestjs/common';
import type { GatewayConfig } from '../config/env';
import { GATEWAY_CONFIG } from '../gateway.tokens';
import { UpstreamPools } from '../proxy/upstream-pools';
import { mergeExpositions } from './merged-metrics';
import { checkUpstreams, type GatewayReadiness } from './upstream-health';

/**
 * Liveness: the gateway answers. Readiness: the status of every upstream, answered 200 even when
 * some are down, so that one service's outage does not take the whole public surface out of a
 * load balancer; monitors read `status` and `upstreams`.
 */
@Controller()
export class HealthController {
  constructor(
    private readonly pools: UpstreamPools,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** With INSTANCE_ID set by a supervisor, echoed so its check knows it hears the process it started. */
  @Get('health/live')
  live(): { status: 'ok'; service: 'gateway'; instance?: string } {
    const instanceId = this.config.platform.instanceId;
    return { status: 'ok', service: 'gateway', ...(instanceId ? { instance: instanceId } : {}) };
  }

  @Get('health/ready')
  ready(): Promise<GatewayReadiness> {
    return checkUpstreams(this.pools);
  }

  /**
   * The embedded mode only (issue 40): every service's /metrics at one URL, for a first look without
   * Prometheus's service discovery. Distributed, each service is scraped on its own port
   * (k8s/monitoring.yaml) and this answers 404.
   */
  @Get('metrics')
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  async metrics(): Promise<string> {
    if (this.config.platform.runMode !== 'embedded') throw new NotFoundException();
    const texts = await Promise.all(
      (Object.keys(this.pools.urls) as Array<keyof typeof this.pools.urls>).map(async (name) => {
        try {
          const response = await this.pools.get(name).request({ method: 'GET', path: '/metrics', headersTimeout: 5000, bodyTimeout: 5000 });
          const text = await response.body.text();
          return response.statusCode === 200 ? text : '';
        } catch {
          return '';
        }
      }),
    );
    return mergeExpositions(texts);
  }
}
