import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Language } from '@cf/contracts';

/** One subscribed address (unique), from a signed-in user or a visitor. */
@Entity('newsletter_subscriptions')
export class NewsletterSubscription {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 254, unique: true }) email: string;
  @Column({ type: 'varchar', length: 36, nullable: true }) userId: string | null;
  @Column({ type: 'varchar', length: 2 }) language: Language;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
