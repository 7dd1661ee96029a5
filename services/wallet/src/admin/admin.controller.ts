import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly, clampLimit, CurrentUser, RawResponse, RequireIdempotencyKey, type AuthenticatedUser } from '@cf/platform';
import { BankTransferSlipsService } from '../topup/bank-transfer-slips.service';
import { AdjustmentsService } from './adjustments.service';
import { AdminTransactionsService } from './admin-transactions.service';
import { CreateAdjustmentDto, RejectDto } from './dtos/admin.dto';

const PAGE_SIZE = 10;

@ApiTags('wallet: administration')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/v1/wallet/admin')
export class WalletAdminController {
  constructor(
    private readonly transactions: AdminTransactionsService,
    private readonly adjustments: AdjustmentsService,
    private readonly slips: BankTransferSlipsService,
  ) {}

  /** Wallet transactions of every user, with filters; e-mail and name of the user when known. */
  @Get('transactions')
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

  @Get('transactions/pending-counts')
  pendingCounts() {
    return this.transactions.pendingCounts();
  }

  @Get('transactions/:id')
  one(@Param('id') id: string) {
    return this.transactions.one(id);
  }

  /** The bank-transfer slip of a top-up. */
  @RawResponse()
  @Get('transactions/:id/slip')
  async slip(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const slip = await this.slips.read(admin, id);
    void reply.header('content-type', slip.contentType).header('x-content-type-options', 'nosniff').header('cache-control', 'private, no-store');
    return slip.bytes;
  }

  /** A4.6: approve a bank-transfer top-up (credits the wallet) or a withdrawal (pays out the hold). */
  @HttpCode(200)
  @Post('transactions/:id/approve')
  approve(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string) {
    return this.transactions.approve(admin, id);
  }

  /** A4.6: reject with a reason (status 3); the user is notified (A3.7, A4.13) and e-mailed. */
  @HttpCode(200)
  @Post('transactions/:id/reject')
  reject(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @Body() dto: RejectDto) {
    return this.transactions.reject(admin, id, dto.reason);
  }

  /** Manual credit or refund; above the maker-checker threshold it waits for a second administrator. */
  @HttpCode(200)
  @RequireIdempotencyKey()
  @Post('adjustments')
  createAdjustment(@CurrentUser() admin: AuthenticatedUser, @Body() dto: CreateAdjustmentDto) {
    return this.adjustments.create(admin, dto);
  }

  @Get('adjustments')
  listAdjustments(@Query('status') status?: string, @Query('limit') limit?: string) {
    return this.adjustments.list(status, clampLimit(limit, PAGE_SIZE));
  }

  @HttpCode(200)
  @Post('adjustments/:id/approve')
  approveAdjustment(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string) {
    return this.adjustments.approve(admin, id);
  }

  @HttpCode(200)
  @Post('adjustments/:id/reject')
  rejectAdjustment(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @Body() dto: RejectDto) {
    return this.adjustments.reject(admin, id, dto.reason);
  }
}
