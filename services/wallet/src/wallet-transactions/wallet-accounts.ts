import type { AccountRef } from '../ledger/ledger.port';
import { accountIdOf } from '../ledger/ledger-rules';

export const WALLET_CURRENCY = 'OMR';

/** The ledger accounts the wallet flows move money between. */
export const accounts = {
  userWallet: (userId: string): AccountRef => ({ kind: 'user_wallet', owner: userId, currency: WALLET_CURRENCY }),
  /** A child's own wallet (A3.15), operated by the guardian (ADR 0026). */
  childWallet: (childId: string): AccountRef => ({ kind: 'child_wallet', owner: childId, currency: WALLET_CURRENCY }),
  /** Money at a payment provider (or the platform's bank account, for transfers) not yet in a wallet. */
  clearing: (gateway: string): AccountRef => ({ kind: 'gateway_clearing', owner: gateway, currency: WALLET_CURRENCY }),
  platformFees: (): AccountRef => ({ kind: 'platform_fees', owner: 'platform', currency: WALLET_CURRENCY }),
  vat: (): AccountRef => ({ kind: 'vat', owner: 'platform', currency: WALLET_CURRENCY }),
  /** Money on its way out to users' bank accounts (withdrawals). */
  payouts: (): AccountRef => ({ kind: 'payouts', owner: 'bank_transfer', currency: WALLET_CURRENCY }),
  /** The platform's own funds used for manual credits and refunds. */
  adjustments: (): AccountRef => ({ kind: 'suspense', owner: 'admin_adjustments', currency: WALLET_CURRENCY }),
};

/** A user's wallet id (A3.17 walletId): the ledger id of their user_wallet account. */
export function walletIdOf(userId: string): string {
  return accountIdOf(accounts.userWallet(userId));
}
