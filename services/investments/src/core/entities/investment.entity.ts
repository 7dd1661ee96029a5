import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ContractState, InvestmentPaymentType, InvestmentState, InvestmentStatusValue } from '@cf/contracts';
import { bigintTransformer, booleanTransformer } from '@cf/platform';

/** One investment (C3.9): what was chosen, when the offer was shown and accepted, how it was paid, where it stands. */
@Entity('investments_investments')
export class InvestmentRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) investorId: string;
  @Column({ type: 'varchar', length: 36 }) campaignId: string;
  @Column({ type: 'varchar', length: 200 }) campaignName: string;
  @Column({ type: 'varchar', length: 160 }) campaignSlug: string;
  @Column({ type: 'varchar', length: 3 }) currency: string;
  @Column({ type: 'bigint', transformer: bigintTransformer }) amount: number;
  @Column({ type: 'int', nullable: true }) shareUnits: number | null;
  @Column({ type: 'bigint', nullable: true, transformer: bigintTransformer }) sharePrice: number | null;
  /** The campaign's goal when invested (ownership = amount / goal). */
  @Column({ type: 'bigint', transformer: bigintTransformer }) goal: number;
  @Column({ type: 'varchar', length: 12 }) state: InvestmentState;
  @Column({ type: 'int' }) status: InvestmentStatusValue;
  @Column({ type: 'varchar', length: 20, nullable: true }) paymentType: InvestmentPaymentType | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) gateway: string | null;
  @Column({ type: 'varchar', length: 20 }) referenceId: string;
  @Column({ type: 'varchar', length: 64, nullable: true }) holdId: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) transactionId: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) failureReason: string | null;
  @Column({ type: 'int' }) countedMonth: number;
  @Column({ type: 'boolean', transformer: booleanTransformer }) walletSettled: boolean;
  @Column({ type: 'varchar', length: 45, nullable: true }) ip: string | null;
  @Column({ type: 'varchar', length: 5 }) language: string;
  @Column({ type: 'varchar', length: 30 }) offerShownAt: string;
  @Column({ type: 'varchar', length: 30 }) acceptedAt: string;
  @Column({ type: 'varchar', length: 30 }) reservedUntil: string;
  @Column({ type: 'varchar', length: 30, nullable: true }) paidAt: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) cancellableUntil: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) confirmedAt: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) cancelledAt: string | null;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
  @Column({ type: 'varchar', length: 30 }) updatedAt: string;
  /** C4.14 the contract's state; moved by one conditional UPDATE each (ContractSignaturesRepository). */
  @Column({ type: 'varchar', length: 14, default: 'unsigned' }) contractState: ContractState;
  /** The signature in force (investments_contract_signatures). */
  @Column({ type: 'varchar', length: 36, nullable: true }) contractSignatureId: string | null;
  @Column({ type: 'varchar', length: 30, nullable: true }) contractSignedAt: string | null;
}
