import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A provider account (google, facebook, linkedin) linked to a user: (provider, subject) is unique. */
@Entity('social_identities')
export class SocialIdentity {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 16 }) provider: string;
  @Column({ type: 'varchar', length: 191 }) subject: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
