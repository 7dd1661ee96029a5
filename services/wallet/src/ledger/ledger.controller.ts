import { Controller, Inject, Param, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  accountBalanceCall,
  getHoldCall,
  ledgerTransferBatchCall,
  ledgerTransferCall,
  pendingHoldsCall,
  placeHoldCall,
  postHoldCall,
  voidHoldCall,
  type InternalCallAnswer,
  type InternalCallParsedBody,
  type InternalCallParsedQuery,
} from '@cf/contracts';
import { AppError, InternalCallBody, InternalCallQuery, ServeInternalCall } from '@cf/platform';
import type { WalletConfig } from '../config/env';
import { WALLET_CONFIG } from '../wallet.tokens';
import { InternalCaller, InternalCallerGuard } from './internal-caller';
import { balanceView, batchView, holdView, transferView } from './ledger.dto';
import { LedgerService } from './ledger.service';

/**
 * The ledger for other services (investments, repayments…), service to service only, as its
 * contracts in `@cf/contracts` (internal/wallet.ts) say: the gateway routes nothing under /internal.
 * Each calling service sends its own secret as `x-internal-token` (INTERNAL_API_CREDENTIALS); a
 * person's token — an administrator's included — is never accepted, so no login moves money around
 * the maker-checker path. What a caller posts is listed in the wallets' transaction lists in the same
 * transaction (LedgerActivity), and carries its name (`metadata.postedBy`), which
 * `ledger:check` requires of every credit to a wallet that the wallet's own flows did not make.
 */
@ApiExcludeController()
@UseGuards(InternalCallerGuard)
@Controller()
export class LedgerController {
  constructor(
    private readonly ledger: LedgerService,
    @Inject(WALLET_CONFIG) private readonly config: WalletConfig,
  ) {}

  @ServeInternalCall(ledgerTransferCall)
  async transfer(@InternalCaller() postedBy: string, @InternalCallBody(ledgerTransferCall) input: InternalCallParsedBody<typeof ledgerTransferCall>): Promise<InternalCallAnswer<typeof ledgerTransferCall>> {
    return transferView(await this.ledger.transfer({ ...input, metadata: { ...input.metadata, postedBy } }, { listInWallets: true }));
  }

  /** Many transfers, all or none (a distribution to every investor of a campaign). */
  @ServeInternalCall(ledgerTransferBatchCall)
  async transferBatch(
    @InternalCaller() postedBy: string,
    @InternalCallBody(ledgerTransferBatchCall) input: InternalCallParsedBody<typeof ledgerTransferBatchCall>,
  ): Promise<InternalCallAnswer<typeof ledgerTransferBatchCall>> {
    return batchView(await this.ledger.transferBatch(input.transfers.map((t) => ({ ...t, metadata: { ...t.metadata, postedBy } })), { listInWallets: true }));
  }

  @ServeInternalCall(placeHoldCall)
  async hold(@InternalCaller() postedBy: string, @InternalCallBody(placeHoldCall) input: InternalCallParsedBody<typeof placeHoldCall>): Promise<InternalCallAnswer<typeof placeHoldCall>> {
    const expiresAt = input.expiresAt ?? new Date(Date.now() + this.config.ledger.defaultHoldTtlSeconds * 1000).toISOString();
    return holdView(await this.ledger.hold({ ...input, metadata: { ...input.metadata, postedBy }, expiresAt }));
  }

  /** The transfer takes the hold's metadata, which names the service that made the hold. */
  @ServeInternalCall(postHoldCall)
  async postHold(@Param('holdId') holdId: string, @InternalCallBody(postHoldCall) input: InternalCallParsedBody<typeof postHoldCall>): Promise<InternalCallAnswer<typeof postHoldCall>> {
    return transferView(await this.ledger.postHold(holdId, { ...input, listInWallets: true }));
  }

  @ServeInternalCall(voidHoldCall)
  async voidHold(@Param('holdId') holdId: string, @InternalCallBody(voidHoldCall) input: InternalCallParsedBody<typeof voidHoldCall>): Promise<InternalCallAnswer<typeof voidHoldCall>> {
    return holdView(await this.ledger.voidHold(holdId, input));
  }

  /** Pending holds of one reason, older than `createdBefore`, a page at a time (investments reconciles its payments with them). */
  @ServeInternalCall(pendingHoldsCall)
  async pendingHolds(@InternalCallQuery(pendingHoldsCall) input: InternalCallParsedQuery<typeof pendingHoldsCall>): Promise<InternalCallAnswer<typeof pendingHoldsCall>> {
    return (await this.ledger.pendingHolds({ reason: input.reason, createdBefore: input.createdBefore, afterHoldId: input.after ?? '', limit: input.limit ?? 100 })).map(holdView);
  }

  @ServeInternalCall(getHoldCall)
  async getHold(@Param('holdId') holdId: string): Promise<InternalCallAnswer<typeof getHoldCall>> {
    const hold = await this.ledger.getHold(holdId);
    if (!hold) throw AppError.notFound('wallet.holdNotFound');
    return holdView(hold);
  }

  @ServeInternalCall(accountBalanceCall)
  async balance(@InternalCallQuery(accountBalanceCall) input: InternalCallParsedQuery<typeof accountBalanceCall>): Promise<InternalCallAnswer<typeof accountBalanceCall>> {
    return balanceView(await this.ledger.balance(input));
  }
}
