import { Controller, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { adjustmentsEndpoint, adminSlipEndpoint, adminTransactionEndpoint, adminTransactionsEndpoint, approveAdjustmentEndpoint, approveTransactionEndpoint, createAdjustmentEndpoint, type EndpointParsedBody, pendingCountsEndpoint, rejectAdjustmentEndpoint, rejectTransactionEndpoint } from '@cf/contracts';
import { type AuthenticatedUser, clampLimit, CurrentUser, EndpointBody, RawResponse, ServeEndpoint, fileReplyHeaders } from '@cf/platform';
import { BankTransferSlipsService } from '../topup/bank-transfer-slips.service';
import { AdjustmentsService } from './adjustments.service';
import { AdminTransactionsService } from './admin-transactions.service';

const PAGE_SIZE = 10;

@ApiTags('wallet: administration')
@ApiBearerAuth()
@Controller()
export class WalletAdminController {
  constructor(
    private readonly transactions: AdminTransactionsService,
    private readonly adjustments: AdjustmentsService,
    private readonly slips: BankTransferSlipsService,
  ) {}

  /** Wallet transactions of every user, with filters; e-mail and name of the user when known. */
  @ServeEndpoint(adminTransactionsEndpoint)
  list(
    @Query('status') status?: string,
    @Query('type') type?: string,
    @Query('gateway') gateway?: string,
    @Query('userId') userId?: string,
    @Query('search') search?: string,
    @Query('limit') limit?: string,
  ) {
    return this.transactions.list({ status, type, gateway, userId, search, limit: clampLimit(limit, PAGE_SIZE) });
  }

  @ServeEndpoint(pendingCountsEndpoint)
  pendingCounts() {
    return this.transactions.pendingCounts();
  }

  @ServeEndpoint(adminTransactionEndpoint)
  one(@Param('id') id: string) {
    return this.transactions.one(id);
  }

  /** The bank-transfer slip of a top-up. */
  @RawResponse()
  @ServeEndpoint(adminSlipEndpoint)
  async slip(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const slip = await this.slips.read(admin, id);
    fileReplyHeaders(reply, slip.contentType, 'private');
    return slip.bytes;
  }

  /** A4.6: approve a bank-transfer top-up (credits the wallet) or a withdrawal (pays out the hold). */
  @ServeEndpoint(approveTransactionEndpoint)
  approve(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string) {
    return this.transactions.approve(admin, id);
  }

  /** A4.6: reject with a reason (status 3); the user is notified (A3.7, A4.13) and e-mailed. */
  @ServeEndpoint(rejectTransactionEndpoint)
  reject(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @EndpointBody(rejectTransactionEndpoint) dto: EndpointParsedBody<typeof rejectTransactionEndpoint>) {
    return this.transactions.reject(admin, id, dto.reason);
  }

  /** Manual credit or refund; above the maker-checker threshold it waits for a second administrator. */
  @ServeEndpoint(createAdjustmentEndpoint)
  createAdjustment(@CurrentUser() admin: AuthenticatedUser, @EndpointBody(createAdjustmentEndpoint) dto: EndpointParsedBody<typeof createAdjustmentEndpoint>) {
    return this.adjustments.create(admin, dto);
  }

  @ServeEndpoint(adjustmentsEndpoint)
  listAdjustments(@Query('status') status?: string, @Query('limit') limit?: string) {
    return this.adjustments.list(status, clampLimit(limit, PAGE_SIZE));
  }

  @ServeEndpoint(approveAdjustmentEndpoint)
  approveAdjustment(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string) {
    return this.adjustments.approve(admin, id);
  }

  @ServeEndpoint(rejectAdjustmentEndpoint)
  rejectAdjustment(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @EndpointBody(rejectAdjustmentEndpoint) dto: EndpointParsedBody<typeof rejectAdjustmentEndpoint>) {
    return this.adjustments.reject(admin, id, dto.reason);
  }
}
