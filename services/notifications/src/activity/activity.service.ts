import { Injectable } from '@nestjs/common';
import type { ActivityView, Language, ListPage } from '@cf/contracts';
import { hasMessage, listPage, newId, translate } from '@cf/platform';
import { omrText } from '../mail/templates/brand';
import { ActivityRepository } from './activity.repository';
import type { UserActivity } from './entities/user-activity.entity';

export interface RecordActivityInput {
  userId: string;
  activityType: string;
  details?: Record<string, unknown>;
  causationEventId: string | null;
  occurredAt: string;
}

/** One line of the log as the API answers it (its contract's schema). */
export type { ActivityView } from '@cf/contracts';

/** What a line's title names: the campaign, the amount in the reader's words, the transaction, the status. */
function titleParams(details: Record<string, unknown>, language: Language): Record<string, unknown> {
  const amount = typeof details.amount === 'number' && Number.isSafeInteger(details.amount) ? omrText(details.amount, language) : '';
  // Names and numbers are shown as written (no HTML escaping of i18next's interpolation: the screen escapes).
  const status =
    typeof details.status === 'string' && hasMessage(`notifications.verificationStatus.${details.status}`)
      ? translate(`notifications.verificationStatus.${details.status}`, language)
      : details.status;
  return { ...details, amount, status, interpolation: { escapeValue: false } };
}

/** The activity log (A3.18): any consumer records a line with record(…) in its inbox transaction. */
@Injectable()
export class ActivityService {
  constructor(private readonly activities: ActivityRepository) {}

  async record(input: RecordActivityInput): Promise<void> {
    const row: UserActivity = {
      id: newId(),
      userId: input.userId,
      activityType: input.activityType,
      details: input.details ?? {},
      causationEventId: input.causationEventId,
      createdAt: input.occurredAt,
    };
    await this.activities.insert(row);
  }

  async listForUser(userId: string, limit: number, language: Language): Promise<ListPage<ActivityView>> {
    const { rows, total } = await this.activities.newestOf(userId, limit);
    return listPage(
      rows.map((row) => {
        const key = `notifications.activity.${row.activityType}`;
        return {
          id: row.id,
          activityType: row.activityType,
          title: translate(hasMessage(key) ? key : 'notifications.activity.other', language, titleParams(row.details, language)),
          details: row.details,
          createdAt: row.createdAt,
        };
      }),
      total,
    );
  }
}
