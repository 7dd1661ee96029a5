import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Language } from '@cf/contracts';

/**
 * Where a person's optional e-mails go (from identity.user-registered): the news of a campaign is
 * told to many people at once, and its event cannot carry each one's address and language.
 */
@Entity('mail_recipients')
export class MailRecipient {
  @PrimaryColumn({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 100 }) firstName: string;
  @Column({ type: 'varchar', length: 2 }) language: Language;
}
