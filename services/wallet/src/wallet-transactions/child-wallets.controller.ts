import { Controller, HttpStatus, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AppError, listPage, ServeEndpoint } from '@cf/platform';
import { childPreapprovalEndpoint, childTopupEndpoint, childWalletDetailEndpoint, childWalletDetailOfEndpoint, childWalletListEndpoint, childWalletTransactionsEndpoint, childWithdrawEndpoint } from '@cf/contracts';

const unavailable = () => new AppError('wallet.childAccountsUnavailable', HttpStatus.NOT_FOUND);

/**
 * A7.10 child-wallet paths. Children (minors registered by a guardian) belong to the verification
 * service, which does not exist yet, so the wallet knows no child and no guardian: the list is empty
 * and every path about one child answers 404 "Child accounts are not available yet" (ADR 0012). When
 * verification publishes child events, these become reads over the ledger's child_wallet accounts
 * checked against a local guardian table fed by those events.
 */
@ApiTags('wallet: child wallets')
@ApiBearerAuth()
@Controller()
export class ChildWalletsController {
  @ServeEndpoint(childWalletListEndpoint)
  list() {
    return listPage([], 0);
  }

  @ServeEndpoint(childWalletDetailEndpoint, childWalletDetailOfEndpoint)
  detail(@Param('childId') _childId?: string) {
    throw unavailable();
  }

  @ServeEndpoint(childWalletTransactionsEndpoint)
  transactions(@Param('childId') _childId: string) {
    throw unavailable();
  }

  @ServeEndpoint(childTopupEndpoint, childPreapprovalEndpoint)
  topup() {
    throw unavailable();
  }

  @ServeEndpoint(childWithdrawEndpoint)
  withdraw() {
    throw unavailable();
  }
}
