import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** POST wallet/admin/transactions/:id/reject and wallet/admin/adjustments/:id/reject */
export class RejectDto {
  @ApiProperty({ example: 'The slip does not show the transfer' })
  @MaxLength(500, { message: 'wallet.textTooLong' })
  @IsNotEmpty({ message: 'wallet.rejectReasonRequired' })
  @IsString({ message: 'wallet.rejectReasonRequired' })
  reason!: string;
}

/** POST wallet/admin/adjustments (Idempotency-Key): a manual credit or refund. */
export class CreateAdjustmentDto {
  @ApiProperty()
  @MaxLength(36, { message: 'wallet.userIdRequired' })
  @IsNotEmpty({ message: 'wallet.userIdRequired' })
  @IsString({ message: 'wallet.userIdRequired' })
  userId!: string;

  @ApiProperty({ enum: ['credit', 'refund'] })
  @IsIn(['credit', 'refund'], { message: 'wallet.adjustmentKindInvalid' })
  kind!: 'credit' | 'refund';

  @ApiProperty({ example: 10000, description: 'Baisa' })
  @Allow()
  amount!: unknown;

  @ApiProperty({ example: 'Goodwill credit for a delayed payout' })
  @MaxLength(500, { message: 'wallet.textTooLong' })
  @IsNotEmpty({ message: 'wallet.reasonRequired' })
  @IsString({ message: 'wallet.reasonRequired' })
  reason!: string;
}
