import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An image captcha shown on the login page: its answer hashed, single use, 5 minutes. */
@Entity('captcha_challenges')
export class CaptchaChallenge {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 64 }) answerHash: string;
  @Column({ type: 'varchar', length: 30 }) expiresAt: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) usedAt: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
