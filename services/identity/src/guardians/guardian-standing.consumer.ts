import { Injectable } from '@nestjs/common';
import { GuardianStandingChangedV1, type EventData, type EventEnvelope } from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { UsersRepository } from '../core/users/users.repository';

/**
 * A6.3: the current user's `isChildVerificationAllowed` follows verification's count (an accepted
 * verification and at least two paid investments), newest version only: redelivered or reordered
 * events leave the newest answer in place.
 */
@Injectable()
export class GuardianStandingConsumer {
  constructor(private readonly users: UsersRepository) {}

  @OnEvent(GuardianStandingChangedV1)
  async changed(event: EventEnvelope<EventData<typeof GuardianStandingChangedV1>>): Promise<void> {
    const { userId, allowed, version } = event.data;
    await this.users.applyGuardianStanding(userId, allowed, version);
  }
}
