import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { isUniqueViolation, Transactions } from '@cf/platform';
import { ChildHandover } from './child-handover.entity';

/** SQL of identity_child_handovers. */
@Injectable()
export class ChildHandoversRepository {
  constructor(private readonly tx: Transactions) {}

  /** True for the one caller that recorded the child (a redelivered event finds it there). */
  async insert(row: ChildHandover): Promise<boolean> {
    try {
      await this.tx.manager.insert(ChildHandover, row);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  find(childId: string): Promise<ChildHandover | null> {
    return this.tx.manager.findOneBy(ChildHandover, { childId });
  }

  /** Claimed once: true for the one request whose conditional update took it. */
  async claim(childId: string, now: string): Promise<boolean> {
    const result = await this.tx.manager.update(ChildHandover, { childId, claimedAt: IsNull() }, { claimedAt: now });
    return (result.affected ?? 0) === 1;
  }
}
