import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/**
 * POST wallet/wallet-withdraw (A3.11 bank account, A5.9 bank rules, A5.11 amount). The amount's
 * limits and "Account numbers must match" are checked by WithdrawalService.
 */
export class WithdrawDto {
  @ApiProperty({ example: 50000, description: 'Baisa (50000 = OMR 50.000)' })
  @Allow()
  amount!: unknown;

  @ApiProperty({ example: 'Bank Muscat' })
  @MaxLength(100, { message: 'wallet.textTooLong' })
  @IsNotEmpty({ message: 'wallet.bankNameRequired' })
  @IsString({ message: 'wallet.bankNameRequired' })
  bankName!: string;

  @ApiProperty({ example: 'Khalid Al Harthy' })
  @MaxLength(100, { message: 'wallet.textTooLong' })
  @IsNotEmpty({ message: 'wallet.accountHolderRequired' })
  @IsString({ message: 'wallet.accountHolderRequired' })
  accountHolderName!: string;

  @ApiProperty({ enum: ['current', 'savings', 'checking'] })
  @IsIn(['current', 'savings', 'checking'], { message: 'wallet.accountTypeRequired' })
  accountType!: 'current' | 'savings' | 'checking';

  @ApiProperty({ example: '0123456789' })
  // Decorators run bottom-up and the first failure is answered: "Please enter…" before the format rule.
  @Matches(/^\d{5,20}$/, { message: 'wallet.accountNumberInvalid' })
  @IsNotEmpty({ message: 'wallet.accountNumberRequired' })
  @IsString({ message: 'wallet.accountNumberRequired' })
  accountNumber!: string;

  @ApiProperty({ example: '0123456789' })
  @IsString({ message: 'wallet.confirmAccountNumberRequired' })
  @IsNotEmpty({ message: 'wallet.confirmAccountNumberRequired' })
  confirmAccountNumber!: string;

  @ApiProperty({ example: '123456789' })
  @Matches(/^\d{9}$/, { message: 'wallet.routingNumberInvalid' })
  @IsNotEmpty({ message: 'wallet.routingNumberRequired' })
  @IsString({ message: 'wallet.routingNumberRequired' })
  routingNumber!: string;

  @ApiPropertyOptional({ example: 'BMUSOMRX' })
  @IsOptional()
  @IsString({ message: 'wallet.swiftInvalid' })
  @Matches(/^([A-Za-z0-9]{8}|[A-Za-z0-9]{11})$/, { message: 'wallet.swiftInvalid' })
  swiftCode?: string;
}
