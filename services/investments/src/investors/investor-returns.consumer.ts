import { Injectable } from '@nestjs/common';
import { DistributionCreditedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { Clock, OnEvent } from '@cf/platform';
import { ChildrenRepository } from '../core/children.repository';

/** repayments.distribution-credited → what the investor received, for the child's dashboard (A3.15 total investment return). Once per event. */
@Injectable()
export class InvestorReturnsConsumer {
  constructor(
    private readonly children: ChildrenRepository,
    private readonly clock: Clock,
  ) {}

  @OnEvent(DistributionCreditedV1)
  async credited(event: EventEnvelope<EventData<typeof DistributionCreditedV1>>): Promise<void> {
    const d = event.data;
    if (d.amount > 0) await this.children.addReturn(d.investorId, d.currency, d.amount, this.clock.nowIso());
  }
}
