import { Injectable } from '@nestjs/common';
import { ChildAccountClaimedV1, ChildRegistrationDecidedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { Clock, OnEvent, Transactions } from '@cf/platform';
import { ChildrenRepository } from '../core/children.repository';
import { InvestorsRepository, standingLimits } from '../core/investors.repository';

/**
 * verification.child-registration-decided (ACCEPTED) → the child is an investor of its own: its
 * standing with the child's class and limits (apart from the guardian's, ADR 0026), its legal names
 * for its contracts, and who may act for it. Once per event; a repeat changes nothing.
 */
@Injectable()
export class ChildInvestorsConsumer {
  constructor(
    private readonly children: ChildrenRepository,
    private readonly investors: InvestorsRepository,
    private readonly transactions: Transactions,
    private readonly clock: Clock,
  ) {}

  @OnEvent(ChildRegistrationDecidedV1)
  async decided(event: EventEnvelope<EventData<typeof ChildRegistrationDecidedV1>>): Promise<void> {
    const d = event.data;
    if (d.status !== 'ACCEPTED') return;
    const join = (...parts: Array<string | null>) => parts.filter(Boolean).join(' ');
    await this.transactions.run(async () => {
      await this.children.insert({ childId: d.childId, guardianId: d.guardianId, adultOn: d.adultOn, acceptedAt: d.decidedAt });
      await this.investors.saveStanding(
        {
          userId: d.childId,
          verificationStatus: 'ACCEPTED',
          investorClass: d.investorClass,
          accredited: false,
          ...standingLimits(d.limits, d.cancellation),
          verificationUpdatedAt: event.occurredAt,
          legalName: join(d.child.firstName, d.child.middleName, d.child.lastName).slice(0, 300),
          legalNameAr: join(d.child.firstNameAr, d.child.middleNameAr, d.child.lastNameAr).slice(0, 300),
        },
        this.clock.nowIso(),
      );
    });
  }

  /** identity.child-account-claimed (ADR 0026): the guardian no longer acts; the person invests again after their own verification. */
  @OnEvent(ChildAccountClaimedV1)
  async claimed(event: EventEnvelope<EventData<typeof ChildAccountClaimedV1>>): Promise<void> {
    const { childId, claimedAt } = event.data;
    await this.transactions.run(async () => {
      await this.children.forget(childId);
      await this.investors.endChildStanding(childId, claimedAt, this.clock.nowIso());
    });
  }
}
