import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ValidationFailedError } from '@cf/platform';
import type { FeeQuote } from './fee-schedule';
import { FeesService, isPaymentMethod } from './fees.service';

@ApiTags('wallet: top-up')
@ApiBearerAuth()
@Controller('api/v1/wallet')
export class FeesController {
  constructor(private readonly fees: FeesService) {}

  /** A3.17: the fees of a top-up, shown before paying (`amount` in baisa). */
  @Get('topup-fees')
  quote(@Query('amount') amount?: string, @Query('paymentMethod') paymentMethod?: string): FeeQuote {
    const value = this.fees.checkTopupAmount(amount);
    if (!isPaymentMethod(paymentMethod)) throw ValidationFailedError.single('paymentMethod', 'wallet.paymentMethodInvalid');
    return this.fees.quote(value, paymentMethod);
  }
}
