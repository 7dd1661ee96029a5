import { Global, Module, type DynamicModule, type Type } from '@nestjs/common';
import { PlatformModule, type EntityList, type MigrationList } from '@cf/platform';
import './i18n/messages';
import type { WalletConfig } from './config/env';
import { LEDGER_ENTITIES } from './ledger/entities';
import { LedgerModule } from './ledger/ledger.module';
import { LedgerActivityModule } from './wallet-transactions/ledger-activity.module';
import { LedgerTables1740000000100 } from './migrations/1740000000100-ledger-tables';
import { PaymentProviderTables1740000000300 } from './migrations/1740000000300-payment-provider-tables';
import { InvestmentPayments1740000000400 } from './migrations/1740000000400-investment-payments';
import { PROVIDER_ENTITIES, ProvidersModule } from './providers/providers.module';
import { WALLET_CHILD_MIGRATIONS, WALLET_FLOWS_ENTITIES, WALLET_FLOWS_MIGRATIONS, WALLET_FLOWS_MODULES } from './wallet-flows';
import { WALLET_CONFIG } from './wallet.tokens';

/** Every entity of the wallet service. Each feature appends its own (one line). */
export const WALLET_ENTITIES: EntityList = [...LEDGER_ENTITIES, ...PROVIDER_ENTITIES, ...WALLET_FLOWS_ENTITIES];

/** Every migration of the wallet service, in timestamp order. Each feature appends its own. */
export const WALLET_MIGRATIONS: MigrationList = [LedgerTables1740000000100, ...WALLET_FLOWS_MIGRATIONS, PaymentProviderTables1740000000300, InvestmentPayments1740000000400, ...WALLET_CHILD_MIGRATIONS];

/** Feature modules (the ledger is global and always first). Each feature appends its module. */
export const WALLET_FEATURE_MODULES: Array<Type | DynamicModule> = [LedgerModule, LedgerActivityModule, ProvidersModule, ...WALLET_FLOWS_MODULES];

/** Makes the service's configuration injectable everywhere under WALLET_CONFIG. */
@Global()
@Module({})
class WalletConfigModule {
  static register(config: WalletConfig): DynamicModule {
    return { module: WalletConfigModule, providers: [{ provide: WALLET_CONFIG, useValue: config }], exports: [WALLET_CONFIG] };
  }
}

@Module({})
export class AppModule {
  static register(config: WalletConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forService(config.platform, { entities: WALLET_ENTITIES, migrations: WALLET_MIGRATIONS }),
        WalletConfigModule.register(config),
        ...WALLET_FEATURE_MODULES,
      ],
    };
  }
}
