import type { UserNotification } from '@cf/api-client';
import { formatOmr, toLanguage } from '@cf/i18n';

export interface NotificationAction {
  /** Page to open. */
  path: string;
  /** A4.13: send the update-notification request (PATCH user-notifications/{id}) before opening. */
  markFirst: boolean;
}

const idOf = (record: { id?: unknown; _id?: unknown } | null | undefined): string => String(record?.id ?? record?._id ?? '');

/** A4.7-A4.13: where a click on each kind of notification leads. */
export function notificationAction(notification: UserNotification): NotificationAction | null {
  const payload = (notification.payload ?? {}) as Record<string, { id?: unknown; _id?: unknown } | undefined>;
  switch (notification.notificationType) {
    case 'reSignAccountverification':
      return { path: '/re-sign-account-consent-agreement', markFirst: false };
    case 'reSignChildAccountVerifications': {
      const id = idOf(notification.childAccountVerificationId ?? payload.childAccountVerificationId);
      return { path: `/re-sign-child-registration-agreement/${encodeURIComponent(id)}`, markFirst: false };
    }
    // A decision on a child registration opens it; a child who came of age, the children list (issue 37).
    case 'childAccountVerificationAccepted':
    case 'childAccountVerificationDeclined':
      return { path: `/children-registration/${encodeURIComponent(idOf(notification.childAccountVerificationId ?? payload.childAccountVerificationId))}`, markFirst: true };
    case 'childCameOfAge':
      return { path: '/children-list', markFirst: true };
    case 'pendingAccountVerificationRemark':
      return { path: '/request-remark-verification-documents', markFirst: false };
    case 'reSignInvestmentContracts':
      return { path: '/investments', markFirst: false };
    case 'reSignChildInvestmentContracts': {
      const id = idOf(notification.childUserId ?? payload.childUserId);
      return { path: `/child-investments/${encodeURIComponent(id)}`, markFirst: false };
    }
    case 'rejectedWalletTransactions':
    case 'rejectedChildWalletTransactions':
    // The wallet's progress (beyond A4.7's list) opens the wallet like a rejection does.
    case 'walletTopupCompleted':
    case 'walletTopupFailed':
    case 'walletWithdrawalRequested':
    case 'walletWithdrawalCompleted':
      return { path: '/settings/wallet', markFirst: true };
    // An administrator's decision on the account verification opens where it stands.
    case 'accountVerificationAccepted':
    case 'accountVerificationDeclined':
    case 'accountVerificationExpired':
      return { path: '/account-kyc-verification', markFirst: true };
    case 'accreditationApproved':
    case 'accreditationDeclined':
      return { path: '/settings/investment-account', markFirst: true };
    case 'investmentCommitted':
      return { path: `/receipt/${encodeURIComponent(idOf(notification.investmentProcessId ?? payload.investmentProcessId))}`, markFirst: true };
    case 'investmentCancelled':
    // A campaign funded: the investment is in the portfolio.
    case 'investmentFunded':
      return { path: '/investments', markFirst: true };
    // A campaign's close (issue 14): the refund is in the investor's wallet; the owner sees the close, then the payout.
    case 'investmentRefunded':
    case 'payoutConfirmed':
      return { path: '/settings/wallet', markFirst: true };
    case 'campaignClosedSuccessful':
    case 'campaignClosedUnsuccessful':
      return { path: `/campaign-dashboard/${encodeURIComponent(idOf(notification.campaignId ?? payload.campaignId))}`, markFirst: true };
    // Repayments (issue 15): the investor's distribution schedule; the owner's repayment tab.
    case 'distributionCredited':
      return { path: `/distribution-schedule/${encodeURIComponent(idOf(notification.campaignId ?? payload.campaignId))}`, markFirst: true };
    case 'repaymentDueSoon':
    case 'repaymentOverdue':
    case 'repaymentFailed':
      return { path: `/campaign-dashboard/repayment/${encodeURIComponent(idOf(notification.campaignId ?? payload.campaignId))}`, markFirst: true };
    // An owner's update (issue 38): the campaign's updates tab.
    case 'campaignUpdatePublished': {
      const campaign = (notification.campaignId ?? payload.campaignId) as { slug?: unknown } | null | undefined;
      const slug = String(campaign?.slug ?? '');
      return slug ? { path: `/campaign-detail-page/${encodeURIComponent(slug)}?tab=updates`, markFirst: true } : null;
    }
    default:
      return null;
  }
}

/** Values for the translated line of a notification (names, company, transaction number). */
export function notificationParams(notification: UserNotification, language: string): Record<string, string> {
  const child = notification.childAccountVerificationId ?? notification.childUserId ?? {};
  const arabic = language === 'ar';
  const amount = notification.walletTransactionId?.amount ?? notification.investmentProcessId?.amount ?? notification.campaignId?.amount;
  const first = String((arabic ? child.firstNameAr : undefined) ?? child.firstName ?? '');
  const last = String((arabic ? child.lastNameAr : undefined) ?? child.lastName ?? '');
  return {
    name: `${first} ${last}`.trim(),
    company: String(notification.investmentProcessId?.companyName ?? notification.campaignId?.companyName ?? ''),
    number: String(notification.walletTransactionId?.transactionNumber ?? ''),
    date: String(notification.campaignId?.date ?? ''),
    amount: typeof amount === 'number' && Number.isSafeInteger(amount) ? formatOmr(amount, toLanguage(language)) : '',
  };
}

/** A8.5: the rejection reason, in the reader's language where the server sends both. */
export function notificationReason(notification: UserNotification, language: string): string | undefined {
  const arabic = language === 'ar';
  const av = notification.accountVerificationId;
  const remark = notification.accountVerificationRemarkId;
  const reason =
    (av && (arabic ? av.consentAgreementRejectReasonAR : av.consentAgreementRejectReasonEN)) ||
    (av?.declineReason as string | undefined) ||
    (remark && (arabic ? remark.remarkNoteAr : remark.remarkNoteEn)) ||
    notification.walletTransactionId?.rejectReason ||
    notification.investmentProcessId?.documentRejectReason ||
    (notification.childAccountVerificationId?.rejectReason as string | undefined) ||
    ((notification.accreditation as { declineReason?: unknown } | undefined)?.declineReason as string | undefined);
  return reason ? String(reason) : undefined;
}
