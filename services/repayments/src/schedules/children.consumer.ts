import { Injectable } from '@nestjs/common';
import { ChildRegistrationDecidedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { RepaymentChildrenRepository } from '../core/children.repository';

/** verification.child-registration-decided (ACCEPTED) → the child's distributions go to the child's wallet. */
@Injectable()
export class ChildrenConsumer {
  constructor(private readonly children: RepaymentChildrenRepository) {}

  @OnEvent(ChildRegistrationDecidedV1)
  async decided(event: EventEnvelope<EventData<typeof ChildRegistrationDecidedV1>>): Promise<void> {
    if (event.data.status === 'ACCEPTED') await this.children.insert({ childId: event.data.childId, guardianId: event.data.guardianId });
  }
}
