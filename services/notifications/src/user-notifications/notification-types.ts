/**
 * In-app notification types of the specification (A4.7–A4.13) with the related records each
 * carries in its payload (A3.7). Producers are later services' events; the table and API are generic.
 */
export const NOTIFICATION_TYPES = {
  /** payload: { accountVerificationId: { id, consentAgreementRejectReasonAR, consentAgreementRejectReasonEN } } */
  reSignAccountverification: 'reSignAccountverification',
  /** payload: { childAccountVerificationId: { id, firstName, middleName, lastName, firstNameAr, …, rejectReason… }, childUserId } */
  reSignChildAccountVerifications: 'reSignChildAccountVerifications',
  /** payload: { accountVerificationRemarkId: { id, remarkNoteAr, remarkNoteEn } } */
  pendingAccountVerificationRemark: 'pendingAccountVerificationRemark',
  /** payload: { investmentProcessId: { id, companyName, preapprovalKey, documentRejectReason } } */
  reSignInvestmentContracts: 'reSignInvestmentContracts',
  /** payload: { investmentProcessId: {…}, childUserId: { _id, firstName, lastName } } */
  reSignChildInvestmentContracts: 'reSignChildInvestmentContracts',
  /** payload: { walletTransactionId: { id, walletType: 'CREDIT' | 'DEBIT', transactionNumber, walletId, rejectReason } } */
  rejectedWalletTransactions: 'rejectedWalletTransactions',
  /** payload: { walletTransactionId: {…}, childUserId: { _id, firstName, lastName } } */
  rejectedChildWalletTransactions: 'rejectedChildWalletTransactions',
  // The wallet's progress, beyond the specification's list, so a top-up or a withdrawal is answered
  // in the bell too. payload: { walletTransactionId: { id, walletType, transactionNumber, amount } }
  walletTopupCompleted: 'walletTopupCompleted',
  walletTopupFailed: 'walletTopupFailed',
  walletWithdrawalRequested: 'walletWithdrawalRequested',
  walletWithdrawalCompleted: 'walletWithdrawalCompleted',
  // An administrator's decision on the account verification (A4.3), beyond A4.7's list.
  // payload: { accountVerificationId: { id, status, investorClass, declineReason } }
  accountVerificationAccepted: 'accountVerificationAccepted',
  accountVerificationDeclined: 'accountVerificationDeclined',
  // An administrator's review of the accredited investor account (A4.3, A6.5), beyond A4.7's list.
  // payload: { accreditation: { status, declineReason } }
  accreditationApproved: 'accreditationApproved',
  accreditationDeclined: 'accreditationDeclined',
  // An administrator's decision on a child registration (A4.3), beyond A4.7's list.
  // payload: { childAccountVerificationId: { id, firstName, …, rejectReason }, childUserId: { _id, firstName, lastName } }
  childAccountVerificationAccepted: 'childAccountVerificationAccepted',
  childAccountVerificationDeclined: 'childAccountVerificationDeclined',
  // A registered child turned 18 (ADR 0026): the guardian no longer acts for the child. payload: as above.
  childCameOfAge: 'childCameOfAge',
  // The identity document expired: the verification is EXPIRED until it is updated (A4.3).
  accountVerificationExpired: 'accountVerificationExpired',
  // An investment paid or cancelled (issue 13). payload: { investmentProcessId: { id, companyName, amount } }
  investmentCommitted: 'investmentCommitted',
  investmentCancelled: 'investmentCancelled',
  // A campaign's close (issue 14): the investor refunded (campaign unsuccessful); the owner told the
  // outcome and, later, the payout. payload: { investmentProcessId: { id, companyName, amount } } /
  // { campaignId: { id, companyName, outcome, amount } }
  investmentRefunded: 'investmentRefunded',
  investmentFunded: 'investmentFunded',
  campaignClosedSuccessful: 'campaignClosedSuccessful',
  campaignClosedUnsuccessful: 'campaignClosedUnsuccessful',
  payoutConfirmed: 'payoutConfirmed',
  // Repayments (issue 15): a distribution credited to the investor; the owner reminded before and
  // after a due date, and told a repayment failed. payload: { campaignId: { id, companyName, amount, date? } }
  distributionCredited: 'distributionCredited',
  repaymentDueSoon: 'repaymentDueSoon',
  repaymentOverdue: 'repaymentOverdue',
  repaymentFailed: 'repaymentFailed',
  // An owner's update of a campaign the reader invested in, follows or saved (C1.2, C6.1, issue 38).
  // payload: { campaignId: { id, companyName, slug }, campaignUpdateId: { id, title } }
  campaignUpdatePublished: 'campaignUpdatePublished',
} as const;

export type KnownNotificationType = keyof typeof NOTIFICATION_TYPES;
