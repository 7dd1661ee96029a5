import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { DeliveryStatus } from '../../core/delivery-status';

/**
 * One e-mail: rendered when queued (so the dev mailbox shows exactly what was sent), then handed to
 * the transport by the mail worker. The row is written in the same transaction as the cause
 * (consumed event or contact form), so an e-mail exists exactly once per cause.
 */
@Entity('mail_messages')
@Index('idx_mail_queue', ['status', 'nextAttemptAt'])
@Index('idx_mail_created', ['createdAt'])
@Index('idx_mail_to', ['to', 'createdAt'])
export class MailMessage {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 254 }) to: string;
  @Column({ type: 'varchar', length: 300 }) subject: string;
  @Column({ type: 'text' }) html: string;
  @Column({ type: 'text' }) text: string;
  @Column({ type: 'varchar', length: 60 }) template: string;
  @Column({ type: 'varchar', length: 5 }) language: string;
  @Column({ type: 'varchar', length: 36, nullable: true }) causationEventId: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) correlationId: string | null;
  @Column({ type: 'varchar', length: 10 }) status: DeliveryStatus;
  @Column({ type: 'int' }) attempts: number;
  @Column({ type: 'varchar', length: 30 }) nextAttemptAt: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) claimedAt: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) sentAt: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) lastError: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) transportMessageId: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
