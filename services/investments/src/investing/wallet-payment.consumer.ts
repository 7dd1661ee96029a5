import { Injectable } from '@nestjs/common';
import { TopupCompletedV1, TopupFailedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { InvestmentsRepository } from '../core/investments.repository';
import { InvestingService } from './investing.service';

/**
 * The wallet says a card or bank-transfer payment of an investment settled (its hold is placed) or
 * failed: the investment is committed, failed, or — when its place was given back meanwhile — the
 * hold is voided so the money stays in the investor's wallet. The same settle the investor's
 * check-payment-session and the sweep run, so whichever comes first decides and the others find it done.
 */
@Injectable()
export class WalletPaymentConsumer {
  constructor(
    private readonly investments: InvestmentsRepository,
    private readonly investing: InvestingService,
  ) {}

  @OnEvent(TopupCompletedV1)
  completed(event: EventEnvelope<EventData<typeof TopupCompletedV1>>): Promise<void> {
    return this.settle(event.data.investmentId);
  }

  @OnEvent(TopupFailedV1)
  failed(event: EventEnvelope<EventData<typeof TopupFailedV1>>): Promise<void> {
    return this.settle(event.data.investmentId);
  }

  private async settle(investmentId: string | undefined): Promise<void> {
    if (!investmentId) return;
    const row = await this.investments.find(investmentId);
    if (row) await this.investing.settle(row);
  }
}
