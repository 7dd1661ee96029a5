import { Module } from '@nestjs/common';
import { DistributionsRepository } from '../distributions/distributions.repository';
import { RepaymentPaymentsRepository } from '../payments/repayment-payments.repository';
import { ScheduleRowsRepository } from '../schedules/schedule-rows.repository';
import { RepaymentCampaignsRepository } from './repayment-campaigns.repository';
import { WalletLedgerClient } from './wallet-ledger.client';

/** What the features share (docs/adr/0015): the repositories and the wallet's ledger. */
@Module({
  providers: [RepaymentCampaignsRepository, ScheduleRowsRepository, RepaymentPaymentsRepository, DistributionsRepository, WalletLedgerClient],
  exports: [RepaymentCampaignsRepository, ScheduleRowsRepository, RepaymentPaymentsRepository, DistributionsRepository, WalletLedgerClient],
})
export class RepaymentsCoreModule {}
