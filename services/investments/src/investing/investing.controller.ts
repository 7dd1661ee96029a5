import { Controller, Param, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  cancelInvestmentEndpoint,
  checkPaymentSessionEndpoint,
  createInvestmentEndpoint,
  investmentCheckoutSessionEndpoint,
  investmentEndpoint,
  investmentOfCampaignEndpoint,
  investmentReceiptEndpoint,
  investmentReceiptPdfEndpoint,
  paypalCheckoutSessionEndpoint,
  paypalProcessPaymentEndpoint,
  investOfferEndpoint,
  processInvestmentEndpoint,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@cf/contracts';
import { AppError, CurrentUser, EndpointBody, EndpointQuery, IdempotencyKeyScope, KeyedInService, markReplayed, requestLanguage, ServeEndpoint, type AuthenticatedUser, type IdempotencyScope } from '@cf/platform';
import { InvestmentViews } from '../core/investment-views';
import { InvestingService } from './investing.service';
import { investmentReceiptPdf } from './receipt-pdf';

/** C7.6 investing: the invest panel, reserve, pay (wallet, card, bank transfer), receipt, cancel. */
@ApiTags('investments')
@Controller()
export class InvestingController {
  constructor(
    private readonly investing: InvestingService,
    private readonly views: InvestmentViews,
  ) {}

  @ServeEndpoint(investOfferEndpoint)
  offer(@CurrentUser() user: AuthenticatedUser, @Param('campaignId') campaignId: string) {
    return this.investing.offer(user, campaignId);
  }

  @ServeEndpoint(investmentReceiptEndpoint)
  async receipt(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(investmentReceiptEndpoint) query: EndpointParsedQuery<typeof investmentReceiptEndpoint>) {
    return this.views.investment(await this.investing.requireOwn(user, query.investmentId));
  }

  @ApiProduces('application/pdf')
  @ServeEndpoint(investmentReceiptPdfEndpoint)
  async receiptPdf(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Res() reply: FastifyReply) {
    const investment = this.views.investment(await this.investing.requireOwn(user, id));
    // Personal data: never cached, never sniffed.
    await reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'no-store, private')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="receipt-${investment.referenceId}.pdf"`)
      .send(await investmentReceiptPdf(investment, requestLanguage()));
  }

  /** Its key's answer is recorded with the reservation's group commit, not by the interceptor. */
  @ServeEndpoint(createInvestmentEndpoint)
  @KeyedInService()
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Param('campaignId') campaignId: string,
    @EndpointBody(createInvestmentEndpoint) body: EndpointParsedBody<typeof createInvestmentEndpoint>,
    @IdempotencyKeyScope() scope: IdempotencyScope | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { view, replayed } = await this.investing.create(user, campaignId, body, request.ip?.slice(0, 45) ?? null, requestLanguage(), scope);
    if (replayed) markReplayed(reply, 201);
    return view;
  }

  @ServeEndpoint(processInvestmentEndpoint)
  pay(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @EndpointBody(processInvestmentEndpoint) _body: EndpointParsedBody<typeof processInvestmentEndpoint>) {
    return this.investing.pay(user, id);
  }

  @ServeEndpoint(investmentCheckoutSessionEndpoint)
  checkoutSession(@CurrentUser() user: AuthenticatedUser, @EndpointBody(investmentCheckoutSessionEndpoint) body: EndpointParsedBody<typeof investmentCheckoutSessionEndpoint>) {
    return this.investing.startProviderPayment(user, body, requestLanguage());
  }

  @ServeEndpoint(paypalCheckoutSessionEndpoint)
  paypalCheckoutSession(@CurrentUser() user: AuthenticatedUser, @EndpointBody(paypalCheckoutSessionEndpoint) body: EndpointParsedBody<typeof paypalCheckoutSessionEndpoint>) {
    return this.investing.startProviderPayment(user, { investmentId: body.investmentId, paymentType: 'paypal' }, requestLanguage());
  }

  /** The payer is back: asking where the payment stands reads PayPal's order and captures an approved one. */
  @ServeEndpoint(paypalProcessPaymentEndpoint)
  paypalProcessPayment(@CurrentUser() user: AuthenticatedUser, @EndpointBody(paypalProcessPaymentEndpoint) body: EndpointParsedBody<typeof paypalProcessPaymentEndpoint>) {
    return this.investing.checkProviderPayment(user, body.investmentId);
  }

  @ServeEndpoint(checkPaymentSessionEndpoint)
  checkPaymentSession(@CurrentUser() user: AuthenticatedUser, @Param('investmentId') investmentId: string) {
    return this.investing.checkProviderPayment(user, investmentId);
  }

  @ServeEndpoint(investmentEndpoint)
  async one(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.views.investment(await this.investing.requireOwn(user, id));
  }

  @ServeEndpoint(investmentOfCampaignEndpoint)
  async oneOfCampaign(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Param('campaignId') campaignId: string) {
    const row = await this.investing.requireOwn(user, id);
    if (row.campaignId !== campaignId) throw AppError.notFound('investments.notFound');
    return this.views.investment(row);
  }

  @ServeEndpoint(cancelInvestmentEndpoint)
  cancel(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @EndpointBody(cancelInvestmentEndpoint) _body: EndpointParsedBody<typeof cancelInvestmentEndpoint>) {
    return this.investing.cancel(user, id);
  }
}
