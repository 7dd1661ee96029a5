import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A message sent through the public contact-us form. */
@Entity('contact_messages')
@Index('idx_contact_created', ['createdAt'])
export class ContactMessage {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 20, nullable: true }) phone: string | null;
  @Column({ type: 'varchar', length: 200 }) subject: string;
  @Column({ type: 'text' }) message: string;
  @Column({ type: 'varchar', length: 50, nullable: true }) type: string | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) extraLink: string | null;
  /** Set when a signed-in user sent it. */
  @Column({ type: 'varchar', length: 36, nullable: true }) userId: string | null;
  @Column({ type: 'varchar', length: 5 }) language: string;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
