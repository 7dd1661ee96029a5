import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Language, ListPage } from '@cf/contracts';
import { hasMessage, listPage, newId, translate } from '@cf/platform';
import { UserActivity } from './entities/user-activity.entity';

export interface RecordActivityInput {
  userId: string;
  activityType: string;
  details?: Record<string, unknown>;
  causationEventId: string | null;
  occurredAt: string;
}

export interface ActivityView {
  id: string;
  activityType: string;
  title: string;
  details: Record<string, unknown>;
  createdAt: string;
}

/** The activity log (A3.18): any consumer records a line with record(manager, …) in its own transaction. */
@Injectable()
export class ActivityService {
  constructor(private readonly dataSource: DataSource) {}

  async record(manager: EntityManager, input: RecordActivityInput): Promise<void> {
    const row: UserActivity = {
      id: newId(),
      userId: input.userId,
      activityType: input.activityType,
      details: input.details ?? {},
      causationEventId: input.causationEventId,
      createdAt: input.occurredAt,
    };
    // JSON columns confuse TypeORM's deep-partial typing; the entity type above is the real check.
    await manager.insert(UserActivity, row as never);
  }

  async listForUser(userId: string, limit: number, language: Language): Promise<ListPage<ActivityView>> {
    const [rows, total] = await this.dataSource.getRepository(UserActivity).findAndCount({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return listPage(
      rows.map((row) => {
        const key = `notifications.activity.${row.activityType}`;
        return {
          id: row.id,
          activityType: row.activityType,
          title: translate(hasMessage(key) ? key : 'notifications.activity.other', language),
          details: row.details,
          createdAt: row.createdAt,
        };
      }),
      total,
    );
  }
}
