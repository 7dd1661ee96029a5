import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service';

/**
 * One database transaction around a wallet flow's own rows, its ledger calls (`{ manager }`) and its
 * outbox events, so all commit together. Run again when MySQL picks it as a deadlock victim.
 */
@Injectable()
export class UnitOfWork {
  constructor(private readonly ledger: LedgerService) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.ledger.runInTransaction(work);
  }
}
