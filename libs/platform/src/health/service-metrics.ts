import { Inject, Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { PlatformConfig } from '../config/platform-config';
import { PLATFORM_CONFIG } from '../platform.tokens';

/**
 * One service's Prometheus registry (its own: the embedded mode runs every service in one process),
 * read at the service's `/metrics`: the process's figures, every HTTP request by route and status
 * (rate, errors, latency), idempotent replays, and the counters a feature adds (`counter`: investments
 * reserved, distributions paid…).
 */
@Injectable()
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly replays: Counter<'route'>;
  private readonly counters = new Map<string, Counter<string>>();

  constructor(@Inject(PLATFORM_CONFIG) config: PlatformConfig) {
    this.registry.setDefaultLabels({ service: config.serviceName });
    collectDefaultMetrics({ register: this.registry, prefix: 'cf_' });
    this.requests = new Histogram({
      name: 'cf_http_request_duration_seconds',
      help: 'HTTP requests by method, route (its pattern, not the path) and status: rate, errors and latency',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    this.replays = new Counter({ name: 'cf_idempotency_replays_total', help: 'Requests answered from an earlier answer to the same Idempotency-Key', labelNames: ['route'], registers: [this.registry] });
  }

  /** One answered request (the app's onResponse hook). Unmatched paths are counted under `unmatched`. */
  observeRequest(request: { method: string; route: string | undefined; status: number; seconds: number; replayed: boolean }): void {
    const route = request.route ?? 'unmatched';
    this.requests.observe({ method: request.method, route, status: String(request.status) }, request.seconds);
    if (request.replayed) this.replays.inc({ route });
  }

  /** A feature's counter (created once per name), e.g. `cf_investments_reserved_total`. */
  counter<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    let counter = this.counters.get(name);
    if (!counter) this.counters.set(name, (counter = new Counter({ name, help, labelNames: [...labelNames], registers: [this.registry] })));
    return counter as Counter<L>;
  }
}
