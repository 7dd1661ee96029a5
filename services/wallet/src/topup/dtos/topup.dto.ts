import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PAYMENT_METHODS, type PaymentMethod } from '../../fees/wallet-flows-config';

/** POST wallet/wallet-preapproval. The amount is checked by FeesService (limits are configuration). */
export class CreatePreapprovalDto {
  @ApiProperty({ example: 25000, description: 'Baisa (25000 = OMR 25.000)' })
  @Allow()
  amount!: unknown;

  @ApiPropertyOptional({ example: 'OMR' })
  @IsOptional()
  @IsIn(['OMR'], { message: 'wallet.currencyUnsupported' })
  currencyId?: string;
}

/** POST wallet/add-wallet-topup (Idempotency-Key required). */
export class AddTopupDto {
  @ApiProperty()
  @MaxLength(36, { message: 'wallet.preapprovalNotFound' })
  @IsNotEmpty({ message: 'wallet.preapprovalRequired' })
  @IsString({ message: 'wallet.preapprovalRequired' })
  preapprovalId!: string;

  @ApiProperty({ enum: PAYMENT_METHODS })
  @IsIn(PAYMENT_METHODS as unknown as string[], { message: 'wallet.paymentMethodInvalid' })
  paymentMethod!: PaymentMethod;
}

/** POST equity/payment-gateway/wallet-checkout-session (spec alias): a card checkout for a preapproval. */
export class CheckoutSessionDto {
  @ApiProperty()
  @MaxLength(36, { message: 'wallet.preapprovalNotFound' })
  @IsNotEmpty({ message: 'wallet.preapprovalRequired' })
  @IsString({ message: 'wallet.preapprovalRequired' })
  preapprovalId!: string;
}
