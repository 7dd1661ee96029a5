import { Injectable } from '@nestjs/common';
import { ChildCameOfAgeV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { ChildHandoverService } from './child-handover.service';

/** verification.child-came-of-age → the invitation to take the account over (once per child: the table's key). */
@Injectable()
export class ChildCameOfAgeConsumer {
  constructor(private readonly handovers: ChildHandoverService) {}

  @OnEvent(ChildCameOfAgeV1)
  cameOfAge(event: EventEnvelope<EventData<typeof ChildCameOfAgeV1>>): Promise<void> {
    return this.handovers.invite(event.data);
  }
}
