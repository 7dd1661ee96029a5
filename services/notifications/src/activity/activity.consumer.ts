import { Injectable } from '@nestjs/common';
import {
  AccountActivatedV1,
  PasswordChangedV1,
  SignInAttemptsDetectedV1,
  PhoneVerifiedV1,
  ProfileUpdatedV1,
  TwoFactorDisabledV1,
  TwoFactorSwitchedV1,
  UserFollowedV1,
  UserLoggedInV1,
  UserLoggedOutV1,
  UserRegisteredV1,
  UserStatusChangedV1,
  UserUnfollowedV1,
  type EventData,
  type EventEnvelope,
} from '@cf/contracts';
import { OnEvent } from '@cf/platform';
import { ActivityService } from './activity.service';

type Event<C extends Parameters<typeof OnEvent>[0]> = EventEnvelope<EventData<C>>;

/** Writes the account events of identity into the owner's activity log. No secrets are copied. */
@Injectable()
export class ActivityConsumer {
  constructor(private readonly activity: ActivityService) {}

  private log(event: EventEnvelope, userId: string, activityType: string, details: Record<string, unknown> = {}): Promise<void> {
    return this.activity.record({ userId, activityType, details, causationEventId: event.id, occurredAt: event.occurredAt });
  }

  @OnEvent(UserRegisteredV1)
  registered(event: Event<typeof UserRegisteredV1>): Promise<void> {
    return this.log(event, event.data.userId, 'user-registered');
  }

  @OnEvent(AccountActivatedV1)
  activated(event: Event<typeof AccountActivatedV1>): Promise<void> {
    return this.log(event, event.data.userId, 'account-activated');
  }

  @OnEvent(UserLoggedInV1)
  loggedIn(event: Event<typeof UserLoggedInV1>): Promise<void> {
    return this.log(event, event.data.userId, 'user-logged-in', { method: event.data.method, ip: event.data.ip });
  }

  @OnEvent(UserLoggedOutV1)
  loggedOut(event: Event<typeof UserLoggedOutV1>): Promise<void> {
    return this.log(event, event.data.userId, 'user-logged-out');
  }

  @OnEvent(PasswordChangedV1)
  passwordChanged(event: Event<typeof PasswordChangedV1>): Promise<void> {
    return this.log(event, event.data.userId, event.data.via === 'reset' ? 'password-reset' : 'password-changed');
  }

  @OnEvent(SignInAttemptsDetectedV1)
  signInAttempts(event: Event<typeof SignInAttemptsDetectedV1>): Promise<void> {
    return this.log(event, event.data.userId, 'sign-in-attempts', { failures: event.data.failures });
  }

  @OnEvent(TwoFactorSwitchedV1)
  twoFactorSwitched(event: Event<typeof TwoFactorSwitchedV1>): Promise<void> {
    return this.log(event, event.data.userId, 'two-factor-switched', { method: event.data.method });
  }

  @OnEvent(TwoFactorDisabledV1)
  twoFactorDisabled(event: Event<typeof TwoFactorDisabledV1>): Promise<void> {
    return this.log(event, event.data.userId, 'two-factor-disabled');
  }

  @OnEvent(ProfileUpdatedV1)
  profileUpdated(event: Event<typeof ProfileUpdatedV1>): Promise<void> {
    return this.log(event, event.data.userId, 'profile-updated', { fields: event.data.fields });
  }

  @OnEvent(PhoneVerifiedV1)
  phoneVerified(event: Event<typeof PhoneVerifiedV1>): Promise<void> {
    return this.log(event, event.data.userId, 'phone-verified');
  }

  @OnEvent(UserFollowedV1)
  followed(event: Event<typeof UserFollowedV1>): Promise<void> {
    return this.log(event, event.data.followerId, 'user-followed', { followeeId: event.data.followeeId });
  }

  @OnEvent(UserUnfollowedV1)
  unfollowed(event: Event<typeof UserUnfollowedV1>): Promise<void> {
    return this.log(event, event.data.followerId, 'user-unfollowed', { followeeId: event.data.followeeId });
  }

  @OnEvent(UserStatusChangedV1)
  statusChanged(event: Event<typeof UserStatusChangedV1>): Promise<void> {
    return this.log(event, event.data.userId, 'user-status-changed', { status: event.data.status });
  }
}
