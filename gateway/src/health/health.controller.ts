import { Controller, Get } from '@nestjs/common';
import { UpstreamPools } from '../proxy/upstream-pools';
import { checkUpstreams, type GatewayReadiness } from './upstream-health';

/**
 * Liveness: the gateway answers. Readiness: the status of every upstream, answered 200 even when
 * some are down, so that one service's outage does not take the whole public surface out of a
 * load balancer; monitors read `status` and `upstreams`.
 */
@Controller('health')
export class HealthController {
  constructor(private readonly pools: UpstreamPools) {}

  @Get('live')
  live(): { status: 'ok'; service: 'gateway' } {
    return { status: 'ok', service: 'gateway' };
  }

  @Get('ready')
  ready(): Promise<GatewayReadiness> {
    return checkUpstreams(this.pools);
  }
}
