import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, RequireIdempotencyKey, type AuthenticatedUser } from '@cf/platform';
import { WithdrawDto } from './dtos/withdraw.dto';
import { WithdrawalService } from './withdrawal.service';

@ApiTags('wallet: withdrawal')
@ApiBearerAuth()
@Controller('api/v1/wallet')
export class WithdrawalController {
  constructor(private readonly withdrawals: WithdrawalService) {}

  /** A7.10 POST wallet/wallet-withdraw: the transaction (status 0) with the amount held until an administrator decides. */
  @HttpCode(200)
  @RequireIdempotencyKey()
  @Post('wallet-withdraw')
  withdraw(@CurrentUser() user: AuthenticatedUser, @Body() dto: WithdrawDto) {
    return this.withdrawals.request(user, dto);
  }
}
