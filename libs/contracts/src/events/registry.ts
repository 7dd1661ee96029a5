import type { EventContract } from './define-event';
import { AccountActivatedV1 } from './identity/account-activated.v1';
import { AccountLockedV1 } from './identity/account-locked.v1';
import { ActivationLinkIssuedV1 } from './identity/activation-link-issued.v1';
import { InviteSentV1 } from './identity/invite-sent.v1';
import { LoginCodeIssuedV1 } from './identity/login-code-issued.v1';
import { NewsletterSubscribedV1 } from './identity/newsletter-subscribed.v1';
import { PasswordChangedV1 } from './identity/password-changed.v1';
import { PasswordResetRequestedV1 } from './identity/password-reset-requested.v1';
import { ProfileUpdatedV1 } from './identity/profile-updated.v1';
import { TwoFactorSwitchedV1 } from './identity/two-factor-switched.v1';
import { UserFollowedV1 } from './identity/user-followed.v1';
import { UserLoggedInV1 } from './identity/user-logged-in.v1';
import { UserLoggedOutV1 } from './identity/user-logged-out.v1';
import { UserRegisteredV1 } from './identity/user-registered.v1';
import { UserUnfollowedV1 } from './identity/user-unfollowed.v1';
import { EmailPreferencesUpdatedV1 } from './identity/email-preferences-updated.v1';
import { PhoneOtpIssuedV1 } from './identity/phone-otp-issued.v1';
import { PhoneVerifiedV1 } from './identity/phone-verified.v1';
import { TwoFactorDisabledV1 } from './identity/two-factor-disabled.v1';
import { UserStatusChangedV1 } from './identity/user-status-changed.v1';
import { ContactMessageReceivedV1 } from './notifications/contact-message-received.v1';
import { EmailDeliveredV1 } from './notifications/email-delivered.v1';
import { SmsDeliveredV1 } from './notifications/sms-delivered.v1';
import { SiteSettingsUpdatedV1 } from './site/settings-updated.v1';

export { AccountActivatedV1 } from './identity/account-activated.v1';
export { AccountLockedV1 } from './identity/account-locked.v1';
export { ActivationLinkIssuedV1 } from './identity/activation-link-issued.v1';
export { InviteSentV1 } from './identity/invite-sent.v1';
export { LoginCodeIssuedV1 } from './identity/login-code-issued.v1';
export { NewsletterSubscribedV1 } from './identity/newsletter-subscribed.v1';
export { PasswordChangedV1 } from './identity/password-changed.v1';
export { PasswordResetRequestedV1 } from './identity/password-reset-requested.v1';
export { ProfileUpdatedV1 } from './identity/profile-updated.v1';
export { TwoFactorSwitchedV1 } from './identity/two-factor-switched.v1';
export { UserFollowedV1 } from './identity/user-followed.v1';
export { UserLoggedInV1 } from './identity/user-logged-in.v1';
export { UserLoggedOutV1 } from './identity/user-logged-out.v1';
export { UserRegisteredV1 } from './identity/user-registered.v1';
export { UserUnfollowedV1 } from './identity/user-unfollowed.v1';
export { EmailPreferencesUpdatedV1 } from './identity/email-preferences-updated.v1';
export { PhoneOtpIssuedV1 } from './identity/phone-otp-issued.v1';
export { PhoneVerifiedV1 } from './identity/phone-verified.v1';
export { TwoFactorDisabledV1 } from './identity/two-factor-disabled.v1';
export { UserStatusChangedV1 } from './identity/user-status-changed.v1';
export { ContactMessageReceivedV1 } from './notifications/contact-message-received.v1';
export { EmailDeliveredV1 } from './notifications/email-delivered.v1';
export { SmsDeliveredV1 } from './notifications/sms-delivered.v1';
export { SiteSettingsUpdatedV1 } from './site/settings-updated.v1';

/** Every published event contract, keyed by `type@version`; used to validate on publish and on consume. */
export const EVENT_CONTRACTS: ReadonlyMap<string, EventContract> = new Map(
  [
    AccountActivatedV1,
    AccountLockedV1,
    ActivationLinkIssuedV1,
    InviteSentV1,
    LoginCodeIssuedV1,
    NewsletterSubscribedV1,
    PasswordChangedV1,
    PasswordResetRequestedV1,
    ProfileUpdatedV1,
    TwoFactorSwitchedV1,
    UserFollowedV1,
    UserLoggedInV1,
    UserLoggedOutV1,
    UserRegisteredV1,
    UserUnfollowedV1,
    EmailPreferencesUpdatedV1,
    PhoneOtpIssuedV1,
    PhoneVerifiedV1,
    TwoFactorDisabledV1,
    UserStatusChangedV1,
    ContactMessageReceivedV1,
    EmailDeliveredV1,
    SmsDeliveredV1,
    SiteSettingsUpdatedV1,
  ].map((c) => [`${c.type}@${c.version}`, c as EventContract]),
);
