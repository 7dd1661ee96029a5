import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One provider webhook event, recorded once: a second delivery of (provider, eventId) is dropped. */
@Entity('wallet_webhook_events')
@Index('uq_wallet_webhook_event', ['provider', 'eventId'], { unique: true })
export class WebhookEventRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 20 }) provider: string;
  @Column({ type: 'varchar', length: 191 }) eventId: string;
  @Column({ type: 'varchar', length: 10 }) outcome: string;
  @Column({ type: 'varchar', length: 128 }) providerRef: string;
  @Column({ type: 'varchar', length: 36, nullable: true }) transactionId: string | null;
  @Column({ type: 'varchar', length: 30 }) receivedAt: string;
}
