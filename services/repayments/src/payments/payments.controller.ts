import { Controller, Param, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { adminRepaymentsExportEndpoint, checkAndProcessWalletRepaymentEndpoint, createRepaymentEndpoint, onlineRepaymentEndpoint, processRepaymentEndpoint, repaymentReceiptEndpoint, type EndpointParsedBody } from '@cf/contracts';
import { csvDownload, currentContext, CurrentUser, EndpointBody, EndpointQuery, RawResponse, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import type { EndpointParsedQuery } from '@cf/contracts';
import { PaymentsExportService } from './payments-export';
import { PaymentsService } from './payments.service';

/** C2.15, C2.16, C7.4 the owner pays a row, from the wallet or by card; the receipt. */
@ApiTags('repayments')
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly exports: PaymentsExportService,
  ) {}

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

  /** Issue 38: the period's repayment payments as a spreadsheet, streamed as they are read. */
  @RawResponse()
  @ApiProduces('text/csv')
  @ServeEndpoint(adminRepaymentsExportEndpoint)
  export(@Res({ passthrough: true }) reply: FastifyReply, @EndpointQuery(adminRepaymentsExportEndpoint) query: EndpointParsedQuery<typeof adminRepaymentsExportEndpoint>) {
    return csvDownload(reply, this.exports.export(currentContext()?.language ?? 'ar', query.from, query.to));
  }
}
