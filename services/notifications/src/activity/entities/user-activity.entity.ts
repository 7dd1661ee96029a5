import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { jsonTransformer } from '@cf/platform';

/** One line of a user's activity log (A3.18), written by the consumer of the event that caused it. */
@Entity('user_activities')
@Index('idx_activity_user', ['userId', 'createdAt'])
export class UserActivity {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 60 }) activityType: string;
  @Column({ type: 'text', transformer: jsonTransformer }) details: Record<string, unknown>;
  @Column({ type: 'varchar', length: 36, nullable: true }) causationEventId: string | null;
  /** When it happened (the event's occurredAt), not when it was recorded. */
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
