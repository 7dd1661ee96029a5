import { Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  childBankWithdrawEndpoint,
  childPreapprovalEndpoint,
  childTopupEndpoint,
  childWalletDetailEndpoint,
  childWalletDetailOfEndpoint,
  childWalletListEndpoint,
  childWalletTransactionsEndpoint,
  childWithdrawEndpoint,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@cf/contracts';
import { clampLimit, CurrentUser, EndpointBody, EndpointQuery, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { ChildWalletsService } from './child-wallets.service';

/** A7.10 child-wallet paths (A3.15, ADR 0026): the guardian's children's wallets, their transactions, and money in and out. */
@ApiTags('wallet: child wallets')
@ApiBearerAuth()
@Controller()
export class ChildWalletsController {
  constructor(private readonly childWallets: ChildWalletsService) {}

  @ServeEndpoint(childWalletListEndpoint)
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.childWallets.list(user);
  }

  @ServeEndpoint(childWalletDetailEndpoint)
  detailByQuery(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(childWalletDetailEndpoint) query: EndpointParsedQuery<typeof childWalletDetailEndpoint>) {
    return this.childWallets.detail(user, query.childId);
  }

  @ServeEndpoint(childWalletDetailOfEndpoint)
  detail(@CurrentUser() user: AuthenticatedUser, @Param('childId') childId: string) {
    return this.childWallets.detail(user, childId);
  }

  @ServeEndpoint(childWalletTransactionsEndpoint)
  transactions(@CurrentUser() user: AuthenticatedUser, @Param('childId') childId: string, @EndpointQuery(childWalletTransactionsEndpoint) query: EndpointParsedQuery<typeof childWalletTransactionsEndpoint>) {
    return this.childWallets.transactionsOf(user, childId, clampLimit(query.limit, 10, 100));
  }

  @ServeEndpoint(childPreapprovalEndpoint)
  preapproval(@CurrentUser() user: AuthenticatedUser, @EndpointBody(childPreapprovalEndpoint) body: EndpointParsedBody<typeof childPreapprovalEndpoint>) {
    return this.childWallets.preapproval(user, body.childId, body.amount);
  }

  @ServeEndpoint(childTopupEndpoint)
  topUp(@CurrentUser() user: AuthenticatedUser, @EndpointBody(childTopupEndpoint) body: EndpointParsedBody<typeof childTopupEndpoint>) {
    return this.childWallets.topUp(user, body.childId, body.amount);
  }

  @ServeEndpoint(childWithdrawEndpoint)
  withdraw(@CurrentUser() user: AuthenticatedUser, @EndpointBody(childWithdrawEndpoint) body: EndpointParsedBody<typeof childWithdrawEndpoint>) {
    return this.childWallets.withdraw(user, body.childId, body.amount);
  }

  @ServeEndpoint(childBankWithdrawEndpoint)
  withdrawToBank(@CurrentUser() user: AuthenticatedUser, @EndpointBody(childBankWithdrawEndpoint) body: EndpointParsedBody<typeof childBankWithdrawEndpoint>) {
    return this.childWallets.withdrawToBank(user, body);
  }
}
