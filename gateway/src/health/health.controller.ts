import { Controller, Get, Inject } from '@nestjs/common';
import type { GatewayConfig } from '../config/env';
import { GATEWAY_CONFIG } from '../gateway.tokens';
import { UpstreamPools } from '../proxy/upstream-pools';
import { checkUpstreams, type GatewayReadiness } from './upstream-health';

/**
 * Liveness: the gateway answers. Readiness: the status of every upstream, answered 200 even when
 * some are down, so that one service's outage does not take the whole public surface out of a
 * load balancer; monitors read `status` and `upstreams`.
 */
@Controller('health')
export class HealthController {
  constructor(
    private readonly pools: UpstreamPools,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** With INSTANCE_ID set by a supervisor, echoed so its check knows it hears the process it started. */
  @Get('live')
  live(): { status: 'ok'; service: 'gateway'; instance?: string } {
    const instanceId = this.config.platform.instanceId;
    return { status: 'ok', service: 'gateway', ...(instanceId ? { instance: instanceId } : {}) };
  }

  @Get('ready')
  ready(): Promise<GatewayReadiness> {
    return checkUpstreams(this.pools);
  }
}
