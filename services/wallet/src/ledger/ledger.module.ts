import { Global, Module } from '@nestjs/common';
import { HoldSweeper } from './hold-sweeper';
import { ServiceLedgerChecks } from './ledger-checks.repository';
import { LedgerMetrics } from './ledger-metrics';
import { LedgerController } from './ledger.controller';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';
import { HoldGroups } from './hold-groups';
import { TransferGroups } from './transfer-groups';
import { LEDGER } from './ledger.tokens';

/**
 * The double-entry ledger. Global: every wallet feature module can inject `LEDGER` (the LedgerPort)
 * or `LedgerService` without importing this module.
 */
@Global()
@Module({
  controllers: [LedgerController],
  providers: [LedgerRepository, TransferGroups, HoldGroups, LedgerService, { provide: LEDGER, useExisting: LedgerService }, HoldSweeper, ServiceLedgerChecks, LedgerMetrics],
  exports: [LedgerService, LEDGER],
})
export class LedgerModule {}
