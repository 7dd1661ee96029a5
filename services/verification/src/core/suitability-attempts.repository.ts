import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '@cf/platform';
import { SuitabilityAttemptRow } from './entities/suitability-attempt.entity';

/** SQL of suitability_attempts (append only). */
@Injectable()
export class SuitabilityAttemptsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  latest(userId: string): Promise<SuitabilityAttemptRow | null> {
    return this.manager.findOne(SuitabilityAttemptRow, { where: { userId }, order: { takenAt: 'DESC', id: 'DESC' } });
  }

  async insert(row: SuitabilityAttemptRow): Promise<void> {
    await this.manager.insert(SuitabilityAttemptRow, row);
  }
}
