import { HttpStatus } from '@nestjs/common';
import { AppError } from '@cf/platform';

/** A debit or hold would take a wallet below zero (counting pending holds). Spec A8.3 / C8.3. */
export class InsufficientFundsError extends AppError {
  constructor(readonly accountId: string) {
    super('wallet.insufficientBalance', HttpStatus.UNPROCESSABLE_ENTITY);
  }
}

/** The same transfer or hold id was sent with a different request. */
export class LedgerConflictError extends AppError {
  constructor(messageKey: 'wallet.transferConflict' | 'wallet.holdConflict' | 'wallet.holdAlreadyPosted' | 'wallet.holdNotPending' | 'wallet.holdExpired' | 'common.conflict') {
    super(messageKey, HttpStatus.CONFLICT);
  }
}
