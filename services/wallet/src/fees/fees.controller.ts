import { Controller, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ServeEndpoint, ValidationFailedError } from '@cf/platform';
import { topupFeesEndpoint } from '@cf/contracts';
import type { FeeQuote } from './fee-schedule';
import { FeesService, isPaymentMethod } from './fees.service';

@ApiTags('wallet: top-up')
@ApiBearerAuth()
@Controller()
export class FeesController {
  constructor(private readonly fees: FeesService) {}

  /** A3.17: the fees of a top-up, shown before paying (`amount` in baisa). */
  @ServeEndpoint(topupFeesEndpoint)
  quote(@Query('amount') amount?: string, @Query('paymentMethod') paymentMethod?: string): FeeQuote {
    const value = this.fees.checkTopupAmount(amount);
    if (!isPaymentMethod(paymentMethod)) throw ValidationFailedError.single('paymentMethod', 'wallet.paymentMethodInvalid');
    return this.fees.quote(value, paymentMethod);
  }
}
