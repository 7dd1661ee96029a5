import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An investor who is a child (issue 37): a distribution credits the child's own wallet (ADR 0026). */
@Entity('repayments_children')
export class RepaymentChildRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) childId: string;
  @Column({ type: 'varchar', length: 36 }) guardianId: string;
}
