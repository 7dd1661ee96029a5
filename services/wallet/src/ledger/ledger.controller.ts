import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { timingSafeEqual } from 'node:crypto';
import { AppError, CurrentUser, Public, type AuthenticatedUser } from '@cf/platform';
import type { WalletConfig } from '../config/env';
import { WALLET_CONFIG } from '../wallet.tokens';
import { balanceQuerySchema, balanceView, holdBodySchema, holdView, parseInput, postHoldBodySchema, transferBodySchema, transferView, voidHoldBodySchema } from './ledger.dto';
import type { LedgerAccountKind } from './ledger.port';
import { LedgerService } from './ledger.service';

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The ledger for other services (investments, repayments…), service to service only: the gateway
 * routes nothing under /internal. Callers send the shared secret `x-internal-token`
 * (INTERNAL_API_TOKEN); an administrator's token is accepted too (operations, tests).
 */
@ApiExcludeController()
@Public()
@Controller('internal/ledger')
export class LedgerController {
  constructor(
    private readonly ledger: LedgerService,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {}

  private authorise(token: string | undefined, user: AuthenticatedUser | undefined): void {
    if (sameSecret(token, this.config.ledger.internalApiToken) || user?.isAdmin) return;
    throw new AppError('wallet.internalTokenInvalid', 401);
  }

  @Post('transfers')
  @HttpCode(200)
  async transfer(@Headers('x-internal-token') token: string | undefined, @CurrentUser() user: AuthenticatedUser | undefined, @Body() body: unknown) {
    this.authorise(token, user);
    const input = parseInput(transferBodySchema, body);
    const posted = await this.ledger.transfer({
      ...input,
      entries: input.entries.map((e) => ({ account: { ...e.account, kind: e.account.kind as LedgerAccountKind }, amount: e.amount })),
    });
    return transferView(posted);
  }

  @Post('holds')
  @HttpCode(200)
  async hold(@Headers('x-internal-token') token: string | undefined, @CurrentUser() user: AuthenticatedUser | undefined, @Body() body: unknown) {
    this.authorise(token, user);
    const input = parseInput(holdBodySchema, body);
    const expiresAt = input.expiresAt ?? new Date(Date.now() + this.config.ledger.defaultHoldTtlSeconds * 1000).toISOString();
    const hold = await this.ledger.hold({
      ...input,
      from: { ...input.from, kind: input.from.kind as LedgerAccountKind },
      to: { ...input.to, kind: input.to.kind as LedgerAccountKind },
      expiresAt,
    });
    return holdView(hold);
  }

  @Post('holds/:holdId/post')
  @HttpCode(200)
  async postHold(@Headers('x-internal-token') token: string | undefined, @CurrentUser() user: AuthenticatedUser | undefined, @Param('holdId') holdId: string, @Body() body: unknown) {
    this.authorise(token, user);
    const input = parseInput(postHoldBodySchema, body);
    return transferView(await this.ledger.postHold(holdId, input));
  }

  @Post('holds/:holdId/void')
  @HttpCode(200)
  async voidHold(@Headers('x-internal-token') token: string | undefined, @CurrentUser() user: AuthenticatedUser | undefined, @Param('holdId') holdId: string, @Body() body: unknown) {
    this.authorise(token, user);
    const input = parseInput(voidHoldBodySchema, body);
    return holdView(await this.ledger.voidHold(holdId, input));
  }

  @Get('holds/:holdId')
  async getHold(@Headers('x-internal-token') token: string | undefined, @CurrentUser() user: AuthenticatedUser | undefined, @Param('holdId') holdId: string) {
    this.authorise(token, user);
    const hold = await this.ledger.getHold(holdId);
    if (!hold) throw AppError.notFound('wallet.holdNotFound');
    return holdView(hold);
  }

  @Get('balances')
  async balance(@Headers('x-internal-token') token: string | undefined, @CurrentUser() user: AuthenticatedUser | undefined, @Query() query: Record<string, unknown>) {
    this.authorise(token, user);
    const input = parseInput(balanceQuerySchema, query);
    return balanceView(await this.ledger.balance({ ...input, kind: input.kind as LedgerAccountKind }));
  }
}
