import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What the wallet knows of a person, learnt from identity's events (never from its tables): the
 * e-mail and names shown to administrators, and the language of the wallet's e-mails.
 */
@Entity('wallet_users')
export class WalletUserRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 100 }) firstName: string;
  @Column({ type: 'varchar', length: 100 }) lastName: string;
  @Column({ type: 'varchar', length: 2 }) language: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
