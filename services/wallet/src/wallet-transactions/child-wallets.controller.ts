import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AppError, listPage } from '@cf/platform';

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
@Controller('api/v1/wallet')
export class ChildWalletsController {
  @Get('get-child-wallet-list')
  list() {
    return listPage([], 0);
  }

  @Get(['get-child-wallet-detail', 'get-child-wallet-detail/:childId'])
  detail(@Param('childId') _childId?: string) {
    throw unavailable();
  }

  @Get('get-child-wallet-transaction-list/:childId')
  transactions(@Param('childId') _childId: string) {
    throw unavailable();
  }

  @HttpCode(200)
  @Post(['add-wallet-topup/child', 'child-wallet-preapproval'])
  topup() {
    throw unavailable();
  }

  @HttpCode(200)
  @Post('child-wallet-withdraw')
  withdraw() {
    throw unavailable();
  }
}
