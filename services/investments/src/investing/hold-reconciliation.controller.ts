import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AdminOnly } from '@cf/platform';
import { HoldReconciliation, type HoldReconciliationReport } from './hold-reconciliation';

/**
 * The reconciliation of investment holds, for operators (docs/runbooks/held-money.md): what it
 * would do now (GET, changes nothing) and a run now (POST). An administrator's token on the
 * service's own port: the gateway routes nothing under /internal.
 */
@ApiExcludeController()
@AdminOnly()
@Controller('internal/hold-reconciliation')
export class HoldReconciliationController {
  constructor(private readonly reconciliation: HoldReconciliation) {}

  @Get()
  report(): Promise<HoldReconciliationReport> {
    return this.reconciliation.reconcile({ dryRun: true });
  }

  @Post()
  @HttpCode(200)
  run(): Promise<HoldReconciliationReport> {
    return this.reconciliation.reconcile();
  }
}
