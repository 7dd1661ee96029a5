import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** POST wallet/admin/transactions/:id/reject and wallet/admin/adjustments/:id/reject */
export class RejectDto {
  @ApiProperty({ example: 'The slip does not show the transfer' })
  @IsString({ message: 'wallet.rejectReasonRequired' })
  @IsNotEmpty({ message: 'wallet.rejectReasonRequired' })
  @MaxLength(500, { message: 'wallet.textTooLong' })
  reason!: string;
}

/** POST wallet/admin/adjustments (Idempotency-Key): a manual credit or refund. */
export class CreateAdjustmentDto {
  @ApiProperty()
  @IsString({ message: 'wallet.userIdRequired' })
  @IsNotEmpty({ message: 'wallet.userIdRequired' })
  @MaxLength(36, { message: 'wallet.userIdRequired' })
  userId!: string;

  @ApiProperty({ enum: ['credit', 'refund'] })
  @IsIn(['credit', 'refund'], { message: 'wallet.adjustmentKindInvalid' })
  kind!: 'credit' | 'refund';

  @ApiProperty({ example: 10000, description: 'Baisa' })
  @Allow()
  amount!: unknown;

  @ApiProperty({ example: 'Goodwill credit for a delayed payout' })
  @IsString({ message: 'wallet.reasonRequired' })
  @IsNotEmpty({ message: 'wallet.reasonRequired' })
  @MaxLength(500, { message: 'wallet.textTooLong' })
  reason!: string;
}
