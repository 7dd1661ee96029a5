import { lazy } from 'react';
import { getI18n } from 'react-i18next';
import { addNamespace } from '@cf/i18n';
import type { RemotePages } from '@cf/ui';
import ar from './i18n/ar.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';

// This remote's strings join the shell's single i18next instance under the `settings` namespace.
addNamespace(getI18n(), 'settings', { ar, en, fr });

/**
 * The exact route patterns this remote renders (the shell's route table names the same patterns).
 * Each page is its own chunk. Patterns not listed yet show the shell's "on its way" page.
 */
export const pages: RemotePages<'settings'> = {
  '/settings/profile': lazy(() => import(/* webpackChunkName: "profile" */ './features/profile/components/ProfileViewPage')),
  '/edit-profile': lazy(() => import(/* webpackChunkName: "edit-profile" */ './features/profile/components/EditProfilePage')),
  '/settings/email-preferences': lazy(
    () => import(/* webpackChunkName: "email-preferences" */ './features/email-preferences/components/EmailPreferencesPage'),
  ),
  '/settings/outside-links': lazy(() => import(/* webpackChunkName: "outside-links" */ './features/outside-links/components/OutsideLinksPage')),
  '/settings/change-password': lazy(
    () => import(/* webpackChunkName: "change-password" */ './features/change-password/components/ChangePasswordPage'),
  ),
  '/settings/two-factor-authentication': lazy(
    () => import(/* webpackChunkName: "two-factor" */ './features/two-factor/components/TwoFactorPage'),
  ),
  '/settings/dev-mailbox': lazy(() => import(/* webpackChunkName: "dev-mailbox" */ './features/dev-mailbox/components/DevMailboxPage')),
  '/inbox': lazy(() => import(/* webpackChunkName: "inbox" */ './features/inbox/components/InboxPage')),
  '/notifications': lazy(() => import(/* webpackChunkName: "notifications" */ './features/notifications/components/NotificationsPage')),
  '/invite': lazy(() => import(/* webpackChunkName: "invite" */ './features/invite/components/InvitePage')),
  '/account-kyc-verification': lazy(() => import(/* webpackChunkName: "verification" */ './features/verification/components/VerificationOverviewPage')),
  '/account-verification-personal-detail': lazy(
    () => import(/* webpackChunkName: "verification-personal" */ './features/verification/components/PersonalDetailsPage'),
  ),
  '/account-verification-declarations': lazy(
    () => import(/* webpackChunkName: "verification-declarations" */ './features/verification/components/DeclarationsPage'),
  ),
  '/account-verification-suitability-test': lazy(
    () => import(/* webpackChunkName: "verification-suitability" */ './features/verification/components/SuitabilityPage'),
  ),
  '/account-verification-scan-and-verify': lazy(
    () => import(/* webpackChunkName: "verification-scan" */ './features/verification/components/ScanAndVerifyPage'),
  ),
  '/otp-verification': lazy(() => import(/* webpackChunkName: "verification-consent" */ './features/verification/components/ConsentPage')),
  '/re-sign-account-consent-agreement': lazy(
    () => import(/* webpackChunkName: "verification-consent-re-sign" */ './features/verification/components/ReSignConsentPage'),
  ),
  '/request-remark-verification-documents': lazy(
    () => import(/* webpackChunkName: "verification-remarks" */ './features/verification/components/RemarkDocumentsPage'),
  ),
  '/user-kyc': lazy(() => import(/* webpackChunkName: "user-kyc" */ './features/verification/components/UserKycPage')),
  '/settings/investment-account': lazy(
    () => import(/* webpackChunkName: "investment-account" */ './features/verification/components/InvestmentAccountPage'),
  ),
  '/children-list': lazy(() => import(/* webpackChunkName: "children-list" */ './features/children/components/ChildrenListPage')),
  '/children-registration': lazy(() => import(/* webpackChunkName: "child-registration" */ './features/children/components/ChildRegistrationPage')),
  '/children-registration/:id': lazy(() => import(/* webpackChunkName: "child-registration" */ './features/children/components/ChildRegistrationPage')),
  '/re-sign-child-registration-agreement/:id': lazy(() => import(/* webpackChunkName: "child-registration" */ './features/children/components/ChildRegistrationPage')),
  '/profile': lazy(() => import(/* webpackChunkName: "public-profile" */ './features/public-profile/components/MyProfilePage')),
  '/profile/:slug': lazy(() => import(/* webpackChunkName: "public-profile" */ './features/public-profile/components/PublicProfilePage')),
};
