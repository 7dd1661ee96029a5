import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A child (issue 37): what happens to the child's investments and wallet is told to the guardian,
 * who acts for the child (ADR 0026), with the child named (A3.7 childUserId).
 */
@Entity('notifications_children')
export class NotificationChildRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) childId: string;
  @Column({ type: 'varchar', length: 36 }) guardianId: string;
  @Column({ type: 'varchar', length: 100 }) firstName: string;
  @Column({ type: 'varchar', length: 100 }) lastName: string;
  @Column({ type: 'varchar', length: 100 }) firstNameAr: string;
  @Column({ type: 'varchar', length: 100 }) lastNameAr: string;
}
