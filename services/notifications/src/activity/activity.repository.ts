import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { UserActivity } from './entities/user-activity.entity';

/** The SQL of user_activities, in the ambient transaction when there is one. */
@Injectable()
export class ActivityRepository {
  constructor(private readonly tx: Transactions) {}

  private get rows() {
    return this.tx.manager.getRepository(UserActivity);
  }

  async insert(row: UserActivity): Promise<void> {
    // JSON columns confuse TypeORM's deep-partial typing; the entity type is the real check.
    await this.rows.insert(row as never);
  }

  async newestOf(userId: string, limit: number): Promise<{ rows: UserActivity[]; total: number }> {
    const [rows, total] = await this.rows.findAndCount({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
    return { rows, total };
  }
}
