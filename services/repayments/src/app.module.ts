import { Global, Module, type DynamicModule } from '@nestjs/common';
import { PlatformModule } from '@cf/platform';
import './i18n/messages';
import { HoldingRow } from './core/entities/holding.entity';
import { RepaymentCampaignRow } from './core/entities/repayment-campaign.entity';
import type { RepaymentsConfig } from './config/env';
import { DistributionShareRow } from './core/entities/distribution-share.entity';
import { DistributionRow } from './core/entities/distribution.entity';
import { DistributionsModule } from './distributions/distributions.module';
import { RepaymentsTables1800000000000 } from './migrations/1800000000000-repayments-tables';
import { RepaymentPaymentRow } from './core/entities/repayment-payment.entity';
import { PaymentsModule } from './payments/payments.module';
import { REPAYMENTS_CONFIG } from './repayments.tokens';
import { ScheduleRowRecord } from './core/entities/schedule-row.entity';
import { SchedulesModule } from './schedules/schedules.module';
import { StatisticsModule } from './statistics/statistics.module';
import { RepaymentChildRow } from './core/entities/child.entity';
import { RepaymentChildren1800000000100 } from './migrations/1800000000100-children';
import { OfflineRepayments1800000000200 } from './migrations/1800000000200-offline-repayments';
import { OfflineRepaymentProofs1800000000300 } from './migrations/1800000000300-offline-repayment-proofs';
import { OfflineRequestRow } from './core/entities/offline-request.entity';

export const REPAYMENTS_ENTITIES = [RepaymentCampaignRow, HoldingRow, ScheduleRowRecord, RepaymentPaymentRow, DistributionRow, DistributionShareRow, RepaymentChildRow, OfflineRequestRow];
export const REPAYMENTS_MIGRATIONS = [RepaymentsTables1800000000000, RepaymentChildren1800000000100, OfflineRepayments1800000000200, OfflineRepaymentProofs1800000000300];

/** Makes the service's configuration injectable everywhere under REPAYMENTS_CONFIG. */
@Global()
@Module({})
class RepaymentsConfigModule {
  static register(config: RepaymentsConfig): DynamicModule {
    return { module: RepaymentsConfigModule, providers: [{ provide: REPAYMENTS_CONFIG, useValue: config }], exports: [REPAYMENTS_CONFIG] };
  }
}

@Module({})
export class AppModule {
  static register(config: RepaymentsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forService(config.platform, { entities: REPAYMENTS_ENTITIES, migrations: REPAYMENTS_MIGRATIONS }),
        RepaymentsConfigModule.register(config),
        // One module per feature (docs/adr/0015); RepaymentsCoreModule holds what they share.
        SchedulesModule,
        PaymentsModule,
        DistributionsModule,
        StatisticsModule,
      ],
    };
  }
}
