import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { booleanTransformer } from '@cf/platform';
import type { BankAccountType } from '@cf/contracts';

/** A withdrawal account a person saved (A3.11); withdrawals copy its details when they are asked. */
@Entity('user_bank_accounts')
@Index('uq_user_bank_account', ['userId', 'accountNumber', 'routingNumber'], { unique: true })
export class SavedBankAccountRow {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ type: 'varchar', length: 36 }) userId: string;
  @Column({ type: 'varchar', length: 100 }) bankName: string;
  @Column({ type: 'varchar', length: 100 }) accountHolderName: string;
  @Column({ type: 'varchar', length: 10 }) accountType: BankAccountType;
  @Column({ type: 'varchar', length: 20 }) accountNumber: string;
  @Column({ type: 'varchar', length: 9 }) routingNumber: string;
  @Column({ type: 'varchar', length: 11, nullable: true }) swiftCode: string | null;
  @Column({ type: 'varchar', length: 34, nullable: true }) iban: string | null;
  @Column({ type: 'varchar', length: 2 }) country: string;
  @Column({ type: 'boolean', transformer: booleanTransformer }) isPrimary: boolean;
  @Column({ type: 'varchar', length: 30 }) createdAt: string;
}
