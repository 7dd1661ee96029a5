import { Column, Entity, PrimaryColumn } from 'typeorm';

/** followerId follows followeeId. */
@Entity('follows')
export class Follow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) followerId: string;
  @PrimaryColumn({ type: 'varchar', length: 36 }) followeeId: string;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
