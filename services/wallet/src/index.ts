export { walletService } from './wallet.service-definition';
export { walletConfigFromEnv, type WalletConfig } from './config/env';
export { WALLET_CONFIG } from './wallet.tokens';
export { LEDGER } from './ledger/ledger.tokens';
export { LedgerModule } from './ledger/ledger.module';
export { LedgerService } from './ledger/ledger.service';
export * from './ledger/ledger.port';
export { accountIdOf } from './ledger/ledger-rules';
export { runReconciliation, formatReconciliation, type ReconciliationReport } from './ledger/reconciliation';
