import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ServiceClient } from '@cf/platform';
import type { InvestmentsConfig } from '../config/env';
import { INVESTMENTS_CONFIG } from '../investments.tokens';
import { bpsOf, type FeeRates } from './domain/close-math';

interface RevenueSettings {
  vatPercentage: number;
  flexibleGoalReachedFeePercentage: number;
  flexibleGoalMissedFeePercentage: number;
  fixedSuccessFeePercentage: number;
}

/** The site's revenue settings (A3.5, C9.3), read through site's public API when a close decides its fee. */
@Injectable()
export class SiteRevenueClient implements OnModuleDestroy {
  private readonly client: ServiceClient;

  constructor(@Inject(INVESTMENTS_CONFIG) config: InvestmentsConfig) {
    this.client = new ServiceClient(config.siteUrl);
  }

  async feeRates(): Promise<FeeRates> {
    const r = await this.client.request<RevenueSettings>('GET', '/api/v1/revenue-setting/front');
    return {
      flexibleGoalReachedBps: bpsOf(r.flexibleGoalReachedFeePercentage),
      flexibleGoalMissedBps: bpsOf(r.flexibleGoalMissedFeePercentage),
      fixedSuccessBps: bpsOf(r.fixedSuccessFeePercentage),
      vatBps: bpsOf(r.vatPercentage),
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.client.close();
  }
}
