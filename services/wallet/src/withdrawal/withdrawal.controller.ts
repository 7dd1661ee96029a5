import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { withdrawEndpoint, type EndpointParsedBody } from '@cf/contracts';
import { CurrentUser, EndpointBody, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { WithdrawalService } from './withdrawal.service';

@ApiTags('wallet: withdrawal')
@ApiBearerAuth()
@Controller()
export class WithdrawalController {
  constructor(private readonly withdrawals: WithdrawalService) {}

  /** A7.10 POST wallet/wallet-withdraw: the transaction (status 0) with the amount held until an administrator decides. */
  @ServeEndpoint(withdrawEndpoint)
  withdraw(@CurrentUser() user: AuthenticatedUser, @EndpointBody(withdrawEndpoint) request: EndpointParsedBody<typeof withdrawEndpoint>) {
    return this.withdrawals.request(user, request);
  }
}
