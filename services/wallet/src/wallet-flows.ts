import type { Type } from '@nestjs/common';
import { AdjustmentRow } from './admin/entities/adjustment.entity';
import { WalletAdminModule } from './admin/admin.module';
import { FeesModule } from './fees/fees.module';
import { WalletFlowsTables1740000000200 } from './migrations/1740000000200-wallet-flows-tables';
import { WalletAchTables1740000000250 } from './migrations/1740000000250-wallet-ach-tables';
import { AchAccountRow, AchCustomerRow } from './topup/ach/ach-account.entity';
import { StatementsModule } from './statements/statements.module';
import { PreapprovalRow } from './topup/entities/preapproval.entity';
import { WebhookEventRow } from './topup/entities/webhook-event.entity';
import { TopupModule } from './topup/topup.module';
import { WithdrawalModule } from './withdrawal/withdrawal.module';
import { WalletTransactionRow } from './wallet-transactions/entities/wallet-transaction.entity';
import { WalletUserRow } from './wallet-transactions/entities/wallet-user.entity';
import { WalletTransactionsModule } from './wallet-transactions/wallet-transactions.module';
import { ChildWalletsModule } from './child-wallets/child-wallets.module';
import { WalletChildRow } from './child-wallets/wallet-child.entity';
import { WalletChildren1740000000500 } from './migrations/1740000000500-wallet-children';
import { WalletChildrenClaimed1740000000600 } from './migrations/1740000000600-wallet-children-claimed';
import { ChildTopups1740000000700 } from './migrations/1740000000700-child-topups';
import { SavedBankAccounts1740000000800 } from './migrations/1740000000800-saved-bank-accounts';
import { RepaymentPayments1740000000900 } from './migrations/1740000000900-repayment-payments';
import { SavedBankAccountRow } from './bank-accounts/saved-bank-account.entity';
import { SavedBankAccountsModule } from './bank-accounts/saved-bank-accounts.module';

/** The wallet flows' pieces, appended to WALLET_ENTITIES / WALLET_MIGRATIONS / WALLET_FEATURE_MODULES in app.module.ts. */
export const WALLET_FLOWS_ENTITIES = [WalletTransactionRow, PreapprovalRow, WebhookEventRow, AdjustmentRow, WalletUserRow, AchAccountRow, AchCustomerRow, WalletChildRow, SavedBankAccountRow];
export const WALLET_FLOWS_MIGRATIONS = [WalletFlowsTables1740000000200, WalletAchTables1740000000250];
/** Appended after the payment-provider and investment-payment migrations (their timestamps are earlier). */
export const WALLET_CHILD_MIGRATIONS = [WalletChildren1740000000500, WalletChildrenClaimed1740000000600, ChildTopups1740000000700, SavedBankAccounts1740000000800, RepaymentPayments1740000000900];
export const WALLET_FLOWS_MODULES: Type[] = [FeesModule, WalletTransactionsModule, TopupModule, WithdrawalModule, StatementsModule, WalletAdminModule, ChildWalletsModule, SavedBankAccountsModule];
