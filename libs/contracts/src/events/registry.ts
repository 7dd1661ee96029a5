import type { EventContract } from './define-event';
import { AccountActivatedV1 } from './identity/account-activated.v1';
import { SignInAttemptsDetectedV1 } from './identity/sign-in-attempts-detected.v1';
import { ActivationLinkIssuedV1 } from './identity/activation-link-issued.v1';
import { ChildAccountClaimedV1, ChildHandoverInvitedV1 } from './identity/child-handover.v1';
import { InviteSentV1 } from './identity/invite-sent.v1';
import { LoginCodeIssuedV1 } from './identity/login-code-issued.v1';
import { NewsletterSubscribedV1 } from './identity/newsletter-subscribed.v1';
import { PasswordChangedV1 } from './identity/password-changed.v1';
import { SignupAttemptedForExistingAccountV1 } from './identity/signup-attempted-for-existing-account.v1';
import { PasswordResetRequestedV1 } from './identity/password-reset-requested.v1';
import { ProfileUpdatedV1 } from './identity/profile-updated.v1';
import { TwoFactorSwitchedV1 } from './identity/two-factor-switched.v1';
import { TwoFactorCodeIssuedV1 } from './identity/two-factor-code-issued.v1';
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
import { CampaignCreatedV1 } from './campaigns/campaign-created.v1';
import { CampaignSubmittedV1 } from './campaigns/campaign-submitted.v1';
import { CampaignApprovedV1 } from './campaigns/campaign-approved.v1';
import { CampaignDeclinedV1 } from './campaigns/campaign-declined.v1';
import { CampaignHiddenV1 } from './campaigns/campaign-hidden.v1';
import { CampaignUpdatePublishedV1 } from './campaigns/campaign-update-published.v1';
import { CampaignUpdateRemovedV1 } from './campaigns/campaign-update-removed.v1';
import { CampaignClosedV1 } from './campaigns/campaign-closed.v1';
import { TeamMemberInvitedV1 } from './campaigns/team-member-invited.v1';
import { CampaignTeamChangedV1 } from './campaigns/team-changed.v1';
import { CommentPostedV1 } from './campaigns/comment-posted.v1';
import { CommentModeratedV1 } from './campaigns/comment-moderated.v1';
import { CampaignFollowedV1 } from './campaigns/campaign-followed.v1';
import { CampaignUnfollowedV1 } from './campaigns/campaign-unfollowed.v1';
import { CampaignSavedV1 } from './campaigns/campaign-saved.v1';
import { CampaignUnsavedV1 } from './campaigns/campaign-unsaved.v1';
import { CampaignOfferPublishedV1 } from './campaigns/campaign-offer-published.v1';
import { InvestmentsCampaignClosedV1 } from './investments/campaign-closed.v1';
import { PayoutConfirmedV1 } from './investments/payout-confirmed.v1';
import { InvestmentRefundedV1 } from './investments/investment-refunded.v1';
import { InvestmentCommittedV1 } from './investments/investment-committed.v1';
import { InvestmentCancelledV1 } from './investments/investment-cancelled.v1';
import { InvestmentConfirmedV1 } from './investments/investment-confirmed.v1';
import { ContractCodeIssuedV1 } from './investments/contract-code-issued.v1';
import { InvestmentFundedV1 } from './investments/investment-funded.v1';
import { ContractSignedV1 } from './investments/contract-signed.v1';
import { ContractReviewedV1 } from './investments/contract-reviewed.v1';
import { RepaymentScheduleCreatedV1 } from './repayments/schedule-created.v1';
import { RepaymentReceivedV1 } from './repayments/repayment-received.v1';
import { RepaymentFailedV1 } from './repayments/repayment-failed.v1';
import { DistributionCreditedV1 } from './repayments/distribution-credited.v1';
import { DistributionCompletedV1 } from './repayments/distribution-completed.v1';
import { RepaymentWrittenOffV1 } from './repayments/repayment-written-off.v1';
import { RepaymentReminderDueV1 } from './repayments/repayment-reminder-due.v1';
import { HoldExpiredV1 } from './wallet/hold-expired.v1';
import { HoldPlacedV1 } from './wallet/hold-placed.v1';
import { HoldVoidedV1 } from './wallet/hold-voided.v1';
import { TransferPostedV1 } from './wallet/transfer-posted.v1';
import { AdjustmentPostedV1 } from './wallet/adjustment-posted.v1';
import { TopupCompletedV1 } from './wallet/topup-completed.v1';
import { TopupFailedV1 } from './wallet/topup-failed.v1';
import { TransactionRejectedV1 } from './wallet/transaction-rejected.v1';
import { WithdrawalCompletedV1 } from './wallet/withdrawal-completed.v1';
import { WithdrawalRequestedV1 } from './wallet/withdrawal-requested.v1';
import { VerificationStatusChangedV1 } from './verification/verification-status-changed.v1';
import { DocumentsViewedV1 } from './verification/documents-viewed.v1';
import { ConsentCodeIssuedV1 } from './verification/consent-code-issued.v1';
import { ConsentSignedV1 } from './verification/consent-signed.v1';
import { ConsentRejectedV1 } from './verification/consent-rejected.v1';
import { RemarkRequestedV1 } from './verification/remark-requested.v1';
import { GuardianStandingChangedV1 } from './verification/guardian-standing-changed.v1';
import { AccreditationReviewedV1 } from './verification/accreditation-reviewed.v1';
import { ChildRegistrationCodeIssuedV1, ChildRegistrationSubmittedV1, ChildRegistrationDecidedV1, ChildSignatureRejectedV1, ChildDocumentsViewedV1, ChildCameOfAgeV1 } from './verification/child-registration.v1';

export { AccountActivatedV1 } from './identity/account-activated.v1';
export { SignInAttemptsDetectedV1 } from './identity/sign-in-attempts-detected.v1';
export { ActivationLinkIssuedV1 } from './identity/activation-link-issued.v1';
export { ChildAccountClaimedV1, ChildHandoverInvitedV1 } from './identity/child-handover.v1';
export { InviteSentV1 } from './identity/invite-sent.v1';
export { LoginCodeIssuedV1 } from './identity/login-code-issued.v1';
export { NewsletterSubscribedV1 } from './identity/newsletter-subscribed.v1';
export { PasswordChangedV1 } from './identity/password-changed.v1';
export { SignupAttemptedForExistingAccountV1 } from './identity/signup-attempted-for-existing-account.v1';
export { PasswordResetRequestedV1 } from './identity/password-reset-requested.v1';
export { ProfileUpdatedV1 } from './identity/profile-updated.v1';
export { TwoFactorSwitchedV1 } from './identity/two-factor-switched.v1';
export { TwoFactorCodeIssuedV1 } from './identity/two-factor-code-issued.v1';
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
export { CampaignCreatedV1 } from './campaigns/campaign-created.v1';
export { CampaignSubmittedV1 } from './campaigns/campaign-submitted.v1';
export { CampaignApprovedV1 } from './campaigns/campaign-approved.v1';
export { CampaignDeclinedV1 } from './campaigns/campaign-declined.v1';
export { CampaignHiddenV1 } from './campaigns/campaign-hidden.v1';
export { CampaignUpdatePublishedV1 } from './campaigns/campaign-update-published.v1';
export { CampaignUpdateRemovedV1 } from './campaigns/campaign-update-removed.v1';
export { CampaignClosedV1 } from './campaigns/campaign-closed.v1';
export { TeamMemberInvitedV1 } from './campaigns/team-member-invited.v1';
export { CampaignTeamChangedV1, TEAM_CHANGES } from './campaigns/team-changed.v1';
export { CommentPostedV1 } from './campaigns/comment-posted.v1';
export { CommentModeratedV1 } from './campaigns/comment-moderated.v1';
export { CampaignFollowedV1 } from './campaigns/campaign-followed.v1';
export { CampaignUnfollowedV1 } from './campaigns/campaign-unfollowed.v1';
export { CampaignSavedV1 } from './campaigns/campaign-saved.v1';
export { CampaignUnsavedV1 } from './campaigns/campaign-unsaved.v1';
export { CampaignOfferPublishedV1 } from './campaigns/campaign-offer-published.v1';
export { InvestmentsCampaignClosedV1 } from './investments/campaign-closed.v1';
export { PayoutConfirmedV1 } from './investments/payout-confirmed.v1';
export { InvestmentRefundedV1 } from './investments/investment-refunded.v1';
export { InvestmentCommittedV1 } from './investments/investment-committed.v1';
export { InvestmentCancelledV1 } from './investments/investment-cancelled.v1';
export { InvestmentConfirmedV1 } from './investments/investment-confirmed.v1';
export { ContractCodeIssuedV1 } from './investments/contract-code-issued.v1';
export { InvestmentFundedV1 } from './investments/investment-funded.v1';
export { ContractSignedV1 } from './investments/contract-signed.v1';
export { ContractReviewedV1 } from './investments/contract-reviewed.v1';
export { RepaymentScheduleCreatedV1 } from './repayments/schedule-created.v1';
export { RepaymentReceivedV1 } from './repayments/repayment-received.v1';
export { RepaymentFailedV1 } from './repayments/repayment-failed.v1';
export { DistributionCreditedV1 } from './repayments/distribution-credited.v1';
export { DistributionCompletedV1 } from './repayments/distribution-completed.v1';
export { RepaymentWrittenOffV1 } from './repayments/repayment-written-off.v1';
export { RepaymentReminderDueV1 } from './repayments/repayment-reminder-due.v1';
export { HoldExpiredV1 } from './wallet/hold-expired.v1';
export { HoldPlacedV1 } from './wallet/hold-placed.v1';
export { HoldVoidedV1 } from './wallet/hold-voided.v1';
export { TransferPostedV1 } from './wallet/transfer-posted.v1';
export { AdjustmentPostedV1 } from './wallet/adjustment-posted.v1';
export { TopupCompletedV1 } from './wallet/topup-completed.v1';
export { TopupFailedV1 } from './wallet/topup-failed.v1';
export { TransactionRejectedV1 } from './wallet/transaction-rejected.v1';
export { WithdrawalCompletedV1 } from './wallet/withdrawal-completed.v1';
export { WithdrawalRequestedV1 } from './wallet/withdrawal-requested.v1';
export { VerificationStatusChangedV1 } from './verification/verification-status-changed.v1';
export { DocumentsViewedV1 } from './verification/documents-viewed.v1';
export { ConsentCodeIssuedV1 } from './verification/consent-code-issued.v1';
export { ConsentSignedV1 } from './verification/consent-signed.v1';
export { ConsentRejectedV1 } from './verification/consent-rejected.v1';
export { RemarkRequestedV1 } from './verification/remark-requested.v1';
export { GuardianStandingChangedV1, CHILD_REGISTRATION_MIN_INVESTMENTS } from './verification/guardian-standing-changed.v1';
export { AccreditationReviewedV1 } from './verification/accreditation-reviewed.v1';
export { ChildRegistrationCodeIssuedV1, ChildRegistrationSubmittedV1, ChildRegistrationDecidedV1, ChildSignatureRejectedV1, ChildDocumentsViewedV1, ChildCameOfAgeV1 } from './verification/child-registration.v1';

/** Every published event contract, keyed by `type@version`; used to validate on publish and on consume. */
export const EVENT_CONTRACTS: ReadonlyMap<string, EventContract> = new Map(
  [
    AccountActivatedV1,
    SignInAttemptsDetectedV1,
    ActivationLinkIssuedV1,
    ChildHandoverInvitedV1,
    ChildAccountClaimedV1,
    InviteSentV1,
    LoginCodeIssuedV1,
    NewsletterSubscribedV1,
    PasswordChangedV1,
    SignupAttemptedForExistingAccountV1,
    PasswordResetRequestedV1,
    ProfileUpdatedV1,
    TwoFactorSwitchedV1,
    TwoFactorCodeIssuedV1,
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
    CampaignCreatedV1,
    CampaignSubmittedV1,
    CampaignApprovedV1,
    CampaignDeclinedV1,
    CampaignHiddenV1,
    CampaignClosedV1,
    TeamMemberInvitedV1,
    CampaignTeamChangedV1,
    CommentPostedV1,
    CommentModeratedV1,
    CampaignFollowedV1,
    CampaignUnfollowedV1,
    CampaignSavedV1,
    CampaignUnsavedV1,
    CampaignOfferPublishedV1,
    CampaignUpdatePublishedV1,
    CampaignUpdateRemovedV1,
    InvestmentCommittedV1,
    InvestmentCancelledV1,
    InvestmentConfirmedV1,
    InvestmentsCampaignClosedV1,
    PayoutConfirmedV1,
    InvestmentRefundedV1,
    InvestmentFundedV1,
    ContractCodeIssuedV1,
    ContractSignedV1,
    ContractReviewedV1,
    RepaymentScheduleCreatedV1,
    RepaymentReceivedV1,
    RepaymentFailedV1,
    DistributionCreditedV1,
    DistributionCompletedV1,
    RepaymentWrittenOffV1,
    RepaymentReminderDueV1,
    TransferPostedV1,
    HoldPlacedV1,
    HoldVoidedV1,
    HoldExpiredV1,
    TopupCompletedV1,
    TopupFailedV1,
    WithdrawalRequestedV1,
    WithdrawalCompletedV1,
    TransactionRejectedV1,
    AdjustmentPostedV1,
    VerificationStatusChangedV1,
    DocumentsViewedV1,
    ConsentCodeIssuedV1,
    ConsentSignedV1,
    ConsentRejectedV1,
    RemarkRequestedV1,
    GuardianStandingChangedV1,
    AccreditationReviewedV1,
    ChildRegistrationCodeIssuedV1,
    ChildRegistrationSubmittedV1,
    ChildRegistrationDecidedV1,
    ChildSignatureRejectedV1,
    ChildDocumentsViewedV1,
    ChildCameOfAgeV1,
  ].map((c) => [`${c.type}@${c.version}`, c as EventContract]),
);
