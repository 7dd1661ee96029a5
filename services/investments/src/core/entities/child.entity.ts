import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A child investments may be asked to invest for (issue 37, ADR 0026): an accepted child
 * registration from verification's event. The child is an investor of its own (its row in
 * investments_investors carries the child's limits); the guardian acts for it until `adultOn`.
 */
@Entity('investments_children')
@Index('idx_investments_children_guardian', ['guardianId'])
export class ChildRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) childId: string;
  @Column({ type: 'varchar', length: 36 }) guardianId: string;
  @Column({ type: 'varchar', length: 10 }) adultOn: string;
  @Column({ type: 'varchar', length: 30 }) acceptedAt: string;
}
