import { Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { createSessionRevocations, GatewayAttestation, SESSION_REVOCATIONS, TokenVerifier, type SessionRevocations } from '@cf/platform';
import type { GatewayConfig } from './config/env';
import { GATEWAY_CONFIG } from './gateway.tokens';
import { HealthController } from './health/health.controller';
import { UpstreamPools } from './proxy/upstream-pools';

/** Closes the upstream pools and the revocation store when the app closes. */
@Injectable()
class GatewayShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(UpstreamPools) private readonly pools: UpstreamPools,
    @Inject(SESSION_REVOCATIONS) private readonly revocations: SessionRevocations,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.pools.close();
    await this.revocations.close();
  }
}

/**
 * The gateway's Nest module: no database and no PlatformModule (which would open one), only the
 * shared pieces it needs: upstream pools, the token verifier (identity's JWKS + session
 * revocations). The forwarding itself is a Fastify route (see
 * proxy/proxy.plugin.ts) registered by createGatewayApp.
 */
@Module({})
export class GatewayModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [HealthController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        // In memory (shared with identity inside one process) in the embedded mode, Redis otherwise.
        { provide: SESSION_REVOCATIONS, useFactory: () => createSessionRevocations(config.platform.redisUrl) },
        {
          provide: UpstreamPools,
          useFactory: () => new UpstreamPools(config.upstreams, { connections: config.upstreamConnections, connectTimeoutMs: config.upstreamConnectTimeoutMs }),
        },
        {
          provide: TokenVerifier,
          inject: [SESSION_REVOCATIONS],
          useFactory: (revocations: SessionRevocations) => TokenVerifier.fromIdentity(config.upstreams.identity, revocations, config.authCacheMs),
        },
        // Tells the services that a request's token and session were checked here (one check per request).
        { provide: GatewayAttestation, useValue: config.platform.gatewayAttestationSecret ? new GatewayAttestation(config.platform.gatewayAttestationSecret) : null },
        GatewayShutdown,
      ],
    };
  }
}
