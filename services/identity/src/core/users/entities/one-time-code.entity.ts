import { Column, Entity, PrimaryColumn } from 'typeorm';

export type OneTimeCodePurpose = 'login' | 'phone' | 'two-factor';

/**
 * A short-lived challenge answered with a six-digit code: a sign-in waiting for its second factor
 * (method EMAIL with a code hash, or 2FA answered by the authenticator app), or a phone number
 * waiting for its SMS code. Attempts are counted; a used or replaced challenge is dead.
 */
@Entity('one_time_codes')
export class OneTimeCode {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 10 }) purpose: OneTimeCodePurpose;
  /** login: 'EMAIL' or '2FA'; phone: 'SMS'. */
  @Column({ type: 'varchar', length: 5 }) method: string;
  @Column({ type: 'varchar', length: 64, nullable: true }) codeHash: string | null;
  /** phone: the number the code was sent to. */
  @Column({ type: 'varchar', length: 254, nullable: true }) target: string | null;
  @Column({ type: 'int' }) attempts: number;
  @Column({ type: 'varchar', length: 30 }) expiresAt: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) usedAt: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
