import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { ServiceMetrics } from '@cf/platform';
import { ServiceLedgerChecks } from './ledger-checks.repository';

/**
 * The ledger on the wallet's /metrics (issue 40): the sum of all balances per currency, which is 0
 * while money is only moved (the `money-conserved` check of `npm run ledger:check`, cheap enough to
 * read at every scrape). Anything else pages: k8s/monitoring.yaml, LedgerImbalance.
 */
@Injectable()
export class LedgerMetrics {
  constructor(metrics: ServiceMetrics, checks: ServiceLedgerChecks) {
    new Gauge({
      name: 'cf_ledger_imbalance_baisa',
      help: 'Sum of every ledger account balance per currency (must be 0: money is only moved, never made)',
      labelNames: ['currency'],
      registers: [metrics.registry],
      async collect() {
        this.reset();
        for (const row of await checks.balanceSumsByCurrency()) this.set({ currency: row.currency }, Number(row.total));
      },
    });
  }
}
