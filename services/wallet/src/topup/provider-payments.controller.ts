import { Controller, Param, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  INVESTMENT_PAYMENT_METHODS,
  investmentPaymentCall,
  REPAYMENT_PAYMENT_METHODS,
  repaymentPaymentCall,
  startInvestmentPaymentCall,
  startRepaymentPaymentCall,
  type InternalCallAnswer,
  type InternalCallParsedBody,
} from '@cf/contracts';
import { InternalCallBody, ServeInternalCall } from '@cf/platform';
import type { PaymentMethod } from '../config/wallet-flows-config';
import { InternalCallerGuard } from '../ledger/internal-caller';
import { ProviderPaymentsService } from './provider-payments.service';

// Every method an investment or a repayment may be paid with is one the wallet's providers know.
INVESTMENT_PAYMENT_METHODS satisfies readonly PaymentMethod[];
REPAYMENT_PAYMENT_METHODS satisfies readonly PaymentMethod[];

/**
 * Investments paid by card or bank transfer, and owners' repayments paid by card, service to service
 * (docs/adr/0020, issue 38), as their contracts in `@cf/contracts` say: the other service starts the
 * payment and asks where it stands. The gateway routes nothing under /internal.
 */
@ApiExcludeController()
@UseGuards(InternalCallerGuard)
@Controller()
export class ProviderPaymentsController {
  constructor(private readonly payments: ProviderPaymentsService) {}

  @ServeInternalCall(startInvestmentPaymentCall)
  startInvestment(@InternalCallBody(startInvestmentPaymentCall) input: InternalCallParsedBody<typeof startInvestmentPaymentCall>): Promise<InternalCallAnswer<typeof startInvestmentPaymentCall>> {
    return this.payments.startInvestment(input);
  }

  @ServeInternalCall(investmentPaymentCall)
  investmentStatus(@Param('investmentId') investmentId: string): Promise<InternalCallAnswer<typeof investmentPaymentCall>> {
    return this.payments.investmentStatus(investmentId);
  }

  @ServeInternalCall(startRepaymentPaymentCall)
  startRepayment(@InternalCallBody(startRepaymentPaymentCall) input: InternalCallParsedBody<typeof startRepaymentPaymentCall>): Promise<InternalCallAnswer<typeof startRepaymentPaymentCall>> {
    return this.payments.startRepayment(input);
  }

  @ServeInternalCall(repaymentPaymentCall)
  repaymentStatus(@Param('paymentId') paymentId: string): Promise<InternalCallAnswer<typeof repaymentPaymentCall>> {
    return this.payments.repaymentStatus(paymentId);
  }
}
