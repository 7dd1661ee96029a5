import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AppError, Public } from '@cf/platform';
import type { WalletConfig } from '../config/env';
import { WALLET_CONFIG } from '../wallet.tokens';
import { internalCallerOf } from './internal-caller';
import { balanceQuerySchema, balanceView, batchView, holdBodySchema, holdView, parseInput, pendingHoldsQuerySchema, postHoldBodySchema, transferBatchBodySchema, transferBodySchema, transferView, voidHoldBodySchema } from './ledger.dto';
import type { LedgerAccountKind } from './ledger.port';
import { LedgerService } from './ledger.service';

/**
 * The ledger for other services (investments, repayments…), service to service only: the gateway
 * routes nothing under /internal. Each calling service sends its own secret as `x-internal-token`
 * (INTERNAL_API_CREDENTIALS); a person's token — an administrator's included — is never accepted,
 * so no login moves money around the maker-checker path. What a caller posts carries its name
 * (`metadata.postedBy`), which `ledger:check` requires of every credit to a wallet that the
 * wallet's own flows did not make.
 */
@ApiExcludeController()
@Public()
@Controller('internal/ledger')
export class LedgerController {
  constructor(
    private readonly ledger: LedgerService,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {}

  private caller(token: string | undefined): string {
    return internalCallerOf(this.config, token);
  }

  @Post('transfers')
  @HttpCode(200)
  async transfer(@Headers('x-internal-token') token: string | undefined, @Body() body: unknown) {
    const postedBy = this.caller(token);
    const input = parseInput(transferBodySchema, body);
    const posted = await this.ledger.transfer({
      ...input,
      metadata: { ...input.metadata, postedBy },
      entries: input.entries.map((e) => ({ account: { ...e.account, kind: e.account.kind as LedgerAccountKind }, amount: e.amount })),
    });
    return transferView(posted);
  }

  /** Many transfers, all or none (a distribution to every investor of a campaign). */
  @Post('transfer-batches')
  @HttpCode(200)
  async transferBatch(@Headers('x-internal-token') token: string | undefined, @Body() body: unknown) {
    const postedBy = this.caller(token);
    const input = parseInput(transferBatchBodySchema, body);
    const posted = await this.ledger.transferBatch(
      input.transfers.map((t) => ({
        ...t,
        metadata: { ...t.metadata, postedBy },
        entries: t.entries.map((e) => ({ account: { ...e.account, kind: e.account.kind as LedgerAccountKind }, amount: e.amount })),
      })),
    );
    return batchView(posted);
  }

  @Post('holds')
  @HttpCode(200)
  async hold(@Headers('x-internal-token') token: string | undefined, @Body() body: unknown) {
    const postedBy = this.caller(token);
    const input = parseInput(holdBodySchema, body);
    const expiresAt = input.expiresAt ?? new Date(Date.now() + this.config.ledger.defaultHoldTtlSeconds * 1000).toISOString();
    const hold = await this.ledger.hold({
      ...input,
      metadata: { ...input.metadata, postedBy },
      from: { ...input.from, kind: input.from.kind as LedgerAccountKind },
      to: { ...input.to, kind: input.to.kind as LedgerAccountKind },
      expiresAt,
    });
    return holdView(hold);
  }

  @Post('holds/:holdId/post')
  @HttpCode(200)
  async postHold(@Headers('x-internal-token') token: string | undefined, @Param('holdId') holdId: string, @Body() body: unknown) {
    // The transfer takes the hold's metadata, which names the service that made the hold.
    this.caller(token);
    const input = parseInput(postHoldBodySchema, body);
    return transferView(await this.ledger.postHold(holdId, input));
  }

  @Post('holds/:holdId/void')
  @HttpCode(200)
  async voidHold(@Headers('x-internal-token') token: string | undefined, @Param('holdId') holdId: string, @Body() body: unknown) {
    this.caller(token);
    const input = parseInput(voidHoldBodySchema, body);
    return holdView(await this.ledger.voidHold(holdId, input));
  }

  /** Pending holds of one reason, older than `createdBefore`, a page at a time (investments reconciles its payments with them). */
  @Get('holds')
  async pendingHolds(@Headers('x-internal-token') token: string | undefined, @Query() query: Record<string, unknown>) {
    this.caller(token);
    const input = parseInput(pendingHoldsQuerySchema, query);
    return (await this.ledger.pendingHolds({ reason: input.reason, createdBefore: input.createdBefore, afterHoldId: input.after ?? '', limit: input.limit ?? 100 })).map(holdView);
  }

  @Get('holds/:holdId')
  async getHold(@Headers('x-internal-token') token: string | undefined, @Param('holdId') holdId: string) {
    this.caller(token);
    const hold = await this.ledger.getHold(holdId);
    if (!hold) throw AppError.notFound('wallet.holdNotFound');
    return holdView(hold);
  }

  @Get('balances')
  async balance(@Headers('x-internal-token') token: string | undefined, @Query() query: Record<string, unknown>) {
    this.caller(token);
    const input = parseInput(balanceQuerySchema, query);
    return balanceView(await this.ledger.balance({ ...input, kind: input.kind as LedgerAccountKind }));
  }
}
