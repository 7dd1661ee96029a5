import { Column, Entity, PrimaryColumn } from 'typeorm';

export type SessionMethod = 'password' | 'two-factor-email' | 'two-factor-app' | 'social';
export type SessionEndReason = 'logout' | 'password-changed' | 'password-reset' | 'deactivated';

/** One signed-in session: its id is the token's `sid`, revoked on logout and password change. */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 20 }) method: SessionMethod;
  @Column({ type: 'varchar', length: 64, nullable: true }) ip: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) userAgent: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) expiresAt: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) endedAt: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) endReason: SessionEndReason | null;
}
