import { Controller, Param, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { INVESTMENT_PAYMENT_METHODS, investmentPaymentCall, startInvestmentPaymentCall, type InternalCallAnswer, type InternalCallParsedBody } from '@cf/contracts';
import { InternalCallBody, ServeInternalCall } from '@cf/platform';
import type { PaymentMethod } from '../config/wallet-flows-config';
import { InternalCallerGuard } from '../ledger/internal-caller';
import { InvestmentPaymentsService } from './investment-payments.service';

// Every method an investment may be paid with is one the wallet's providers know.
INVESTMENT_PAYMENT_METHODS satisfies readonly PaymentMethod[];

/**
 * Investments paid by card or bank transfer, service to service (docs/adr/0020), as their contracts
 * in `@cf/contracts` say: investments starts the payment and asks where it stands. The gateway routes
 * nothing under /internal.
 */
@ApiExcludeController()
@UseGuards(InternalCallerGuard)
@Controller()
export class InvestmentPaymentsController {
  constructor(private readonly payments: InvestmentPaymentsService) {}

  @ServeInternalCall(startInvestmentPaymentCall)
  start(@InternalCallBody(startInvestmentPaymentCall) input: InternalCallParsedBody<typeof startInvestmentPaymentCall>): Promise<InternalCallAnswer<typeof startInvestmentPaymentCall>> {
    return this.payments.start(input);
  }

  @ServeInternalCall(investmentPaymentCall)
  status(@Param('investmentId') investmentId: string): Promise<InternalCallAnswer<typeof investmentPaymentCall>> {
    return this.payments.status(investmentId);
  }
}
