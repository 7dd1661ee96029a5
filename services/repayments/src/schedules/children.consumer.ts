import { Injectable } from '@nestjs/common';
import { ChildAccountClaimedV1, ChildRegistrationDecidedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { RepaymentChildrenRepository } from '../core/children.repository';

/** verification.child-registration-decided (ACCEPTED) → the child's distributions go to the child's wallet, until identity.child-account-claimed (ADR 0026). */
@Injectable()
export class ChildrenConsumer {
  constructor(private readonly children: RepaymentChildrenRepository) {}

  @OnEvent(ChildRegistrationDecidedV1)
  async decided(event: EventEnvelope<EventData<typeof ChildRegistrationDecidedV1>>): Promise<void> {
    if (event.data.status === 'ACCEPTED') await this.children.insert({ childId: event.data.childId, guardianId: event.data.guardianId });
  }

  @OnEvent(ChildAccountClaimedV1)
  async claimed(event: EventEnvelope<EventData<typeof ChildAccountClaimedV1>>): Promise<void> {
    await this.children.forget(event.data.childId);
  }
}
