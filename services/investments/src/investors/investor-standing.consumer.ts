import { Injectable } from '@nestjs/common';
import { VerificationStatusChangedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { Clock, OnEvent } from '@cf/platform';
import { InvestorsRepository, standingLimits } from '../core/investors.repository';

/**
 * Keeps each investor's standing from verification's events: status, class, limits (the
 * jurisdiction pack's, in minor units) and cancellation window. Verification owns the policy;
 * investments applies it to what it counts.
 */
@Injectable()
export class InvestorStandingConsumer {
  constructor(
    private readonly investors: InvestorsRepository,
    private readonly clock: Clock,
  ) {}

  @OnEvent(VerificationStatusChangedV1)
  async statusChanged(event: EventEnvelope<EventData<typeof VerificationStatusChangedV1>>): Promise<void> {
    const d = event.data;
    const accepted = d.status === 'ACCEPTED';
    await this.investors.saveStanding(
      {
        userId: d.userId,
        verificationStatus: d.status,
        investorClass: accepted ? d.investorClass : null,
        accredited: accepted && (d.accredited ?? false),
        ...standingLimits(d.limits, d.cancellation),
        verificationUpdatedAt: event.occurredAt,
        // Names come with an acceptance; other decisions keep the ones known.
        ...(d.legalName ? { legalName: d.legalName.en.slice(0, 300), legalNameAr: d.legalName.ar?.slice(0, 300) ?? null } : {}),
        ...(d.verifiedPhone ? { verifiedPhone: d.verifiedPhone } : {}),
      },
      this.clock.nowIso(),
    );
  }
}
