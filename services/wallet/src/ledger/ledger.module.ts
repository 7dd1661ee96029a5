import { Global, Module } from '@nestjs/common';
import { HoldSweeper } from './hold-sweeper';
import { LedgerController } from './ledger.controller';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';
import { LEDGER } from './ledger.tokens';

/**
 * The double-entry ledger. Global: every wallet feature module can inject `LEDGER` (the LedgerPort)
 * or `LedgerService` without importing this module.
 */
@Global()
@Module({
  controllers: [LedgerController],
  providers: [LedgerRepository, LedgerService, { provide: LEDGER, useExisting: LedgerService }, HoldSweeper],
  exports: [LedgerService, LEDGER],
})
export class LedgerModule {}
