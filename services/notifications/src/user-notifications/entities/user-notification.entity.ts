import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { booleanTransformer, jsonTransformer } from '@cf/platform';

/**
 * An in-app notification (A3.7): a type and the related records as a JSON payload, so each new
 * producer (verification, wallet, investments) plugs in without a schema change.
 */
@Entity('user_notifications')
@Index('idx_notification_user', ['userId', 'createdAt'])
export class UserNotification {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 60 }) notificationType: string;
  @Column({ type: 'text', transformer: jsonTransformer }) payload: Record<string, unknown>;
  @Column({ type: 'boolean', transformer: booleanTransformer }) isRead: boolean;
  @Column({ type: 'varchar', length: 30, nullable: true }) readAt: string | null;
  @Column({ type: 'varchar', length: 36, nullable: true }) causationEventId: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
