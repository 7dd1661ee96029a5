import { Global, Module, type DynamicModule } from '@nestjs/common';
import { PlatformModule } from '@cf/platform';
import './i18n/messages';
import { AdminInvestmentsModule } from './admin/admin-investments.module';
import { CampaignInvestmentsModule } from './campaign-investments/campaign-investments.module';
import { CampaignUpdateRow } from './campaign-updates/entities/campaign-update.entity';
import { CampaignUpdatesModule } from './campaign-updates/campaign-updates.module';
import { CampaignCloseRow } from './closing/entities/campaign-close.entity';
import { ClosingModule } from './closing/closing.module';
import { ContractsModule } from './contracts/contracts.module';
import { PayoutRow } from './payouts/entities/payout.entity';
import { PayoutsModule } from './payouts/payouts.module';
import type { InvestmentsConfig } from './config/env';
import { InvestmentRow } from './core/entities/investment.entity';
import { InvestingModule } from './investing/investing.module';
import { INVESTMENTS_CONFIG } from './investments.tokens';
import { InvestorCampaignRow, InvestorRow } from './core/entities/investor.entity';
import { InvestorsModule } from './investors/investors.module';
import { InvestmentsTables1790000000000 } from './migrations/1790000000000-investments-tables';
import { CampaignUpdates1790000000100 } from './migrations/1790000000100-campaign-updates';
import { CampaignCloses1790000000200 } from './migrations/1790000000200-campaign-closes';
import { Payouts1790000000300 } from './migrations/1790000000300-payouts';
import { InvestorLegalNames1790000000400 } from './migrations/1790000000400-investor-legal-names';
import { ContractSignatures1790000000500 } from './migrations/1790000000500-contract-signatures';
import { ContractSignatureRow } from './contracts/entities/contract-signature.entity';
import { MyInvestmentsModule } from './my-investments/my-investments.module';
import { OfferRow } from './core/entities/offer.entity';
import { OffersModule } from './offers/offers.module';
import { ChildRow } from './core/entities/child.entity';
import { InvestorReturnRow } from './core/entities/investor-return.entity';
import { Children1790000000600 } from './migrations/1790000000600-children';

export const INVESTMENTS_ENTITIES = [OfferRow, InvestorRow, InvestorCampaignRow, InvestmentRow, CampaignUpdateRow, CampaignCloseRow, PayoutRow, ContractSignatureRow, ChildRow, InvestorReturnRow];
export const INVESTMENTS_MIGRATIONS = [InvestmentsTables1790000000000, CampaignUpdates1790000000100, CampaignCloses1790000000200, Payouts1790000000300, InvestorLegalNames1790000000400, ContractSignatures1790000000500, Children1790000000600];

/** Makes the service's configuration injectable everywhere under INVESTMENTS_CONFIG. */
@Global()
@Module({})
class InvestmentsConfigModule {
  static register(config: InvestmentsConfig): DynamicModule {
    return { module: InvestmentsConfigModule, providers: [{ provide: INVESTMENTS_CONFIG, useValue: config }], exports: [INVESTMENTS_CONFIG] };
  }
}

@Module({})
export class AppModule {
  static register(config: InvestmentsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forService(config.platform, { entities: INVESTMENTS_ENTITIES, migrations: INVESTMENTS_MIGRATIONS }),
        InvestmentsConfigModule.register(config),
        // One module per feature (docs/adr/0015); InvestmentsCoreModule holds what they share.
        OffersModule,
        InvestorsModule,
        InvestingModule,
        MyInvestmentsModule,
        CampaignInvestmentsModule,
        AdminInvestmentsModule,
        CampaignUpdatesModule,
        ClosingModule,
        PayoutsModule,
        ContractsModule,
      ],
    };
  }
}
