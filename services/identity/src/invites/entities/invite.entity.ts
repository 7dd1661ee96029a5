import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An invitation e-mailed by a user to someone. */
@Entity('invites')
export class Invite {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) inviterId: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 500, nullable: true }) message: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
