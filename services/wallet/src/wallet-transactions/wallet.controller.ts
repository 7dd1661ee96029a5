import { Controller, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, clampLimit, CurrentUser, ServeEndpoint } from '@cf/platform';
import { balanceHistoryEndpoint, transactionEndpoint, transactionsEndpoint, walletDetailEndpoint, walletListEndpoint, walletTransactionEndpoint } from '@cf/contracts';
import { WalletTransactionsService } from './wallet-transactions.service';

/** A9.3: the transaction list grows by 10 per page. */
const PAGE_SIZE = 10;

@ApiTags('wallet')
@ApiBearerAuth()
@Controller()
export class WalletController {
  constructor(private readonly reads: WalletTransactionsService) {}

  /** A7.10 GET wallet/get-user-wallet-detail?currencyId=OMR: balance, held, available, low-balance notice, limits, methods. */
  @ServeEndpoint(walletDetailEndpoint)
  detail(@CurrentUser() user: AuthenticatedUser, @Query('currencyId') currencyId?: string) {
    return this.reads.detail(user, currencyId);
  }

  /** A7.10 GET wallet/get-user-wallet-list?currencyId=OMR&limit=10 */
  @ServeEndpoint(walletListEndpoint)
  list(@CurrentUser() user: AuthenticatedUser, @Query('currencyId') currencyId?: string, @Query('limit') limit?: string) {
    return this.reads.list(user, currencyId, clampLimit(limit, PAGE_SIZE));
  }

  /** The balance at the end of each day (chart). */
  @ServeEndpoint(balanceHistoryEndpoint)
  history(@CurrentUser() user: AuthenticatedUser, @Query('days') days?: string) {
    return this.reads.balanceHistory(user, days);
  }

  /** One transaction (receipt page /topup-receipt/{id}). */
  @ServeEndpoint(walletTransactionEndpoint)
  one(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.reads.one(user, id);
  }

  /** A7.10 `transactions/`: the same list as get-user-wallet-list. */
  @ServeEndpoint(transactionsEndpoint)
  transactions(@CurrentUser() user: AuthenticatedUser, @Query('currencyId') currencyId?: string, @Query('limit') limit?: string) {
    return this.reads.list(user, currencyId, clampLimit(limit, PAGE_SIZE));
  }

  @ServeEndpoint(transactionEndpoint)
  transaction(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.reads.one(user, id);
  }
}
