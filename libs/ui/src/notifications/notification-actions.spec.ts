import type { UserNotification } from '@cf/api-client';
import { notificationAction, notificationParams, notificationReason } from './notification-actions';

const n = (notificationType: string, extra: Partial<UserNotification> = {}): UserNotification => ({ id: 'n1', notificationType, isRead: false, readAt: null, createdAt: '2026-11-27T00:00:00.000Z', ...extra });

describe('notification click actions (A4.7)', () => {
  it('[A4.8] reSignAccountverification opens the re-sign consent agreement page', () => {
    expect(notificationAction(n('reSignAccountverification'))).toEqual({ path: '/re-sign-account-consent-agreement', markFirst: false });
  });
  it('[A4.3][A3.7] a decision on a child registration opens it; a child who turned 18 opens the children list', () => {
    expect(notificationAction(n('childAccountVerificationAccepted', { childAccountVerificationId: { id: 'c7' } }))).toEqual({ path: '/children-registration/c7', markFirst: true });
    expect(notificationAction(n('childAccountVerificationDeclined', { childAccountVerificationId: { id: 'c7', rejectReason: 'Unreadable' } }))?.path).toBe('/children-registration/c7');
    expect(notificationAction(n('childCameOfAge', { childAccountVerificationId: { id: 'c7' } }))).toEqual({ path: '/children-list', markFirst: true });
  });

  it('[A4.9] reSignChildAccountVerifications opens the child re-sign page with the id', () => {
    expect(notificationAction(n('reSignChildAccountVerifications', { childAccountVerificationId: { _id: 'cv9' } }))?.path).toBe(
      '/re-sign-child-registration-agreement/cv9',
    );
  });
  it('[A4.10] pendingAccountVerificationRemark opens the remark documents page', () => {
    expect(notificationAction(n('pendingAccountVerificationRemark'))?.path).toBe('/request-remark-verification-documents');
  });
  it('[A4.11] reSignInvestmentContracts opens investments', () => {
    expect(notificationAction(n('reSignInvestmentContracts'))?.path).toBe('/investments');
  });
  it("[A4.12] reSignChildInvestmentContracts opens that child's investments", () => {
    expect(notificationAction(n('reSignChildInvestmentContracts', { childUserId: { _id: 'child7' } }))?.path).toBe(
      '/child-investments/child7',
    );
  });
  it.each(['rejectedWalletTransactions', 'rejectedChildWalletTransactions'])(
    '[A4.13] %s updates the notification first, then opens the wallet settings',
    (type) => {
      expect(notificationAction(n(type))).toEqual({ path: '/settings/wallet', markFirst: true });
    },
  );
  it('ignores unknown types', () => {
    expect(notificationAction(n('somethingNew'))).toBeNull();
  });
  it('[A8.5] shows the rejection reason in the reader’s language and names the child', () => {
    const consent = n('reSignAccountverification', {
      accountVerificationId: { consentAgreementRejectReasonAR: 'التوقيع غير مطابق', consentAgreementRejectReasonEN: 'Signature mismatch' },
    });
    expect(notificationReason(consent, 'ar')).toBe('التوقيع غير مطابق');
    expect(notificationReason(consent, 'en')).toBe('Signature mismatch');
    const wallet = n('rejectedWalletTransactions', { walletTransactionId: { transactionNumber: 'TX-1', rejectReason: 'Bank refused' } });
    expect(notificationReason(wallet, 'en')).toBe('Bank refused');
    expect(notificationParams(wallet, 'en').number).toBe('TX-1');
    const child = n('reSignChildAccountVerifications', {
      childAccountVerificationId: { id: 'c', firstName: 'Sara', lastName: 'Ali', firstNameAr: 'سارة', lastNameAr: 'علي' },
    });
    expect(notificationParams(child, 'ar').name).toBe('سارة علي');
  });

  it('[C6.1][C1.2] an owner\'s update opens the campaign\'s updates tab, named by its company', () => {
    const update = n('campaignUpdatePublished', { campaignId: { id: 'c1', companyName: 'Nizwa Dates', slug: 'nizwa dates' }, campaignUpdateId: { id: 'u1', title: 'Harvest' } });
    expect(notificationAction(update)).toEqual({ path: '/campaign-detail-page/nizwa%20dates?tab=updates', markFirst: true });
    expect(notificationParams(update, 'en').company).toBe('Nizwa Dates');
    expect(notificationAction(n('campaignUpdatePublished', { campaignId: { id: 'c1' } }))).toBeNull();
  });

  it('[A4.7] a campaign\'s close: the refund and the payout open the wallet, the owner\'s close opens the campaign dashboard, with the company and amount', () => {
    expect(notificationAction(n('investmentRefunded'))).toEqual({ path: '/settings/wallet', markFirst: true });
    expect(notificationAction(n('payoutConfirmed'))).toEqual({ path: '/settings/wallet', markFirst: true });
    expect(notificationAction(n('investmentFunded'))).toEqual({ path: '/investments', markFirst: true });
    expect(notificationAction({ ...n('distributionCredited'), campaignId: { id: 'c1' } })).toEqual({ path: '/distribution-schedule/c1', markFirst: true });
    expect(notificationAction({ ...n('repaymentOverdue'), campaignId: { id: 'c1' } })).toEqual({ path: '/campaign-dashboard/repayment/c1', markFirst: true });
    const closed = n('campaignClosedSuccessful', { campaignId: { id: 'c 1', companyName: 'Nizwa Dates', amount: 4_737_500 } });
    expect(notificationAction(closed)).toEqual({ path: '/campaign-dashboard/c%201', markFirst: true });
    expect(notificationParams(closed, 'en')).toMatchObject({ company: 'Nizwa Dates', amount: 'OMR 4,737.500' });
  });
});
