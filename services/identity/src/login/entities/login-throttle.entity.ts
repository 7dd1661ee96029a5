import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Failed sign-ins counted per account and source (the client address), and per account over every
 * source (`source = '*'`). The account is named by a hash of its e-mail, so an address with no
 * account is counted exactly like one that has one.
 */
@Entity('login_throttles')
export class LoginThrottle {
  /** sha256 of the lower-cased e-mail. */
  @PrimaryColumn({ type: 'varchar', length: 64 }) subject: string;
  /** The client address, or '*' for the count over every address. */
  @PrimaryColumn({ type: 'varchar', length: 64 }) source: string;
  @Column({ type: 'int' }) failures: number;
  @Column({ type: 'varchar', length: 30 }) windowStart: string;
  /** This source may not try again before this moment (progressive delay). */
  @Column({ type: 'varchar', length: 30, nullable: true }) nextAttemptAt: string | null;
  /** When the owner was last e-mailed about the attempts (once per window). */
  @Column({ type: 'varchar', length: 30, nullable: true }) alertedAt: string | null;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
