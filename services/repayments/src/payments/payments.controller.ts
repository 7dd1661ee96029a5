import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { checkAndProcessWalletRepaymentEndpoint, createRepaymentEndpoint, onlineRepaymentEndpoint, processRepaymentEndpoint, repaymentReceiptEndpoint, type EndpointParsedBody } from '@cf/contracts';
import { CurrentUser, EndpointBody, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { PaymentsService } from './payments.service';

/** C2.15, C2.16, C7.4 the owner pays a row, from the wallet or by card; the receipt. */
@ApiTags('repayments')
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @ServeEndpoint(createRepaymentEndpoint)
  create(@CurrentUser() user: AuthenticatedUser, @EndpointBody(createRepaymentEndpoint) body: EndpointParsedBody<typeof createRepaymentEndpoint>) {
    return this.payments.create(user, body);
  }

  @ServeEndpoint(onlineRepaymentEndpoint)
  online(@CurrentUser() user: AuthenticatedUser, @EndpointBody(onlineRepaymentEndpoint) body: EndpointParsedBody<typeof onlineRepaymentEndpoint>) {
    return this.payments.createOnline(user, body);
  }

  @ServeEndpoint(processRepaymentEndpoint, checkAndProcessWalletRepaymentEndpoint)
  process(@CurrentUser() user: AuthenticatedUser, @Param('paymentId') paymentId: string) {
    return this.payments.process(user, paymentId);
  }

  @ServeEndpoint(repaymentReceiptEndpoint)
  receipt(@CurrentUser() user: AuthenticatedUser, @Param('paymentId') paymentId: string) {
    return this.payments.receipt(user, paymentId);
  }
}
