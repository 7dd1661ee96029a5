import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { booleanTransformer } from '@cf/platform';

/** A paid investment of an investor, from investments' events (counted for A9.6; cancelled ones are not). */
@Entity('verification_guardian_investments')
@Index('idx_guardian_investment_investor', ['investorId'])
export class GuardianInvestmentRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) investmentId: string;
  @Column({ type: 'varchar', length: 36 }) investorId: string;
  @Column({ type: 'varchar', length: 30 }) committedAt: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) cancelledAt: string | null;
}

/** Whether a user may register children (A4.5, A9.6), as last counted; `version` grows with every count. */
@Entity('verification_guardian_standings')
export class GuardianStandingRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'boolean', transformer: booleanTransformer }) allowed: boolean;
  @Column({ type: 'boolean', transformer: booleanTransformer }) verified: boolean;
  @Column({ type: 'int' }) investmentsCount: number;
  @Column({ type: 'int' }) version: number;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
}
