import { Column, Entity, PrimaryColumn } from 'typeorm';

export type UserTokenPurpose = 'activation' | 'password-reset' | 'child-handover';

/** A single-use link token (activation, password reset); only its SHA-256 is stored. */
@Entity('user_tokens')
export class UserToken {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 20 }) purpose: UserTokenPurpose;
  @Column({ type: 'varchar', length: 64, unique: true }) tokenHash: string;
  @Column({ type: 'varchar', length: 30 }) expiresAt: string;
  /** Set when used, or when a newer token of the same purpose replaced it. */
  @Column({ type: 'varchar', length: 30, nullable: true }) usedAt: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) supersededAt: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
