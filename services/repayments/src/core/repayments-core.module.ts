import { Module } from '@nestjs/common';
import { DistributionsRepository } from './distributions.repository';
import { RepaymentPaymentsRepository } from './repayment-payments.repository';
import { ScheduleRowsRepository } from './schedule-rows.repository';
import { RepaymentCampaignsRepository } from './repayment-campaigns.repository';
import { RepaymentChildrenRepository } from './children.repository';
import { OfflineRequestsRepository } from './offline-requests.repository';
import { InternalClient } from '@cf/platform';
import type { RepaymentsConfig } from '../config/env';
import { REPAYMENTS_CONFIG, WALLET } from '../repayments.tokens';

/** What the features share (docs/adr/0015): the repositories and the wallet's ledger. */
@Module({
  providers: [
    RepaymentCampaignsRepository,
    ScheduleRowsRepository,
    RepaymentPaymentsRepository,
    DistributionsRepository,
    RepaymentChildrenRepository,
    OfflineRequestsRepository,
    { provide: WALLET, useFactory: (config: RepaymentsConfig) => new InternalClient(config.walletUrl, config.walletToken), inject: [REPAYMENTS_CONFIG] },
  ],
  exports: [RepaymentCampaignsRepository, ScheduleRowsRepository, RepaymentPaymentsRepository, DistributionsRepository, RepaymentChildrenRepository, OfflineRequestsRepository, WALLET],
})
export class RepaymentsCoreModule {}
