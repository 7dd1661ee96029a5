import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { DeliveryStatus } from '../../core/delivery-status';

/** One SMS, queued with its cause and handed to the SmsSender by the SMS worker. */
@Entity('sms_messages')
@Index('idx_sms_queue', ['status', 'nextAttemptAt'])
@Index('idx_sms_created', ['createdAt'])
export class SmsMessage {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 20 }) to: string;
  @Column({ type: 'varchar', length: 1000 }) text: string;
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
