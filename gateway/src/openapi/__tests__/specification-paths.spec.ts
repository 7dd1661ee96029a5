import { buildOpenApiDocument } from '../openapi-document';

/**
 * Every literal API path of the specification's A7 and C7 sections (issue 38), as the published
 * OpenAPI document must serve it: a path counts as served when the document has it, or has it
 * followed by parameters (`users/get-user-campaigns` ↔ `/api/v1/users/get-user-campaigns/{slugOrId}`), or a
 * parameter in its place (`manage-options/countries` ↔ `/api/v1/manage-options/{list}`).
 * The sections name repayments' paths without their `repayment/` prefix; here they carry it.
 */
const SPECIFICATION_PATHS: Record<string, string[]> = {
  'A7.2': ['users/signup', 'users/login', 'users/social-login'],
  'A7.3': ['users/updateMyPassword', 'users/me', 'users/updateMe', 'users/forgotPassword', 'users/resetPassword'],
  'A7.4': ['users/activeAccount', 'users/resendUserActivationLink', 'users/send-invites', 'users/current-user-newsletter-subscribe'],
  'A7.5': [
    'users/validateSignupTwoFactorUser',
    'users/validateLoginTwoFactorUser',
    'users/regenerate-qr-code',
    'users/switch-to-two-factor-auth',
    'users/resend-login-otp',
    'users/resend-otp',
    'users/verify-otp',
    'users/change-number',
  ],
  'A7.6': [
    'users/apply-manual-kyc',
    'users/profile-network',
    'users/get-user-campaigns',
    'users/get-user-investments',
    'users/get-investment-received-pending-investments',
  ],
  'A7.7': [
    'email-preferences',
    'investor-profiles',
    'investor-profile-documents',
    'user-bank-accounts',
    'user-notifications',
    'user-activity',
    'contact-us',
  ],
  'A7.8': [
    'site-setting/front',
    'sliders/front-sliders',
    'languages/front',
    'recaptcha/front',
    'menus',
    'types/front',
    'categories/front',
    'manage-options/company-industry',
    'manage-options/team-member-type',
    'manage-options/campaign-stage',
    'manage-options/investing-round',
    'manage-options/investor-type',
    'manage-options/countries',
    'content-page/pages',
    'content-page/faqs/front',
    'content-page/home-page-section/front',
    'deal-types/front',
    'meta-setting/front',
    'front-faqs/front',
    'revenue-setting/front',
    'campaign-setting/front',
    'currencies/front',
    'usertypes',
    'social-signup',
    'testimonials/front',
    'banks',
    'countries',
    'sources-of-income-type',
    'employment-status',
    'employment-category',
    'suitability-test',
    'child-account-setting/front',
    'payment-gateway',
    'payment-gateway/ach/front',
  ],
  'A7.9': [
    'account-verification',
    'account-verification/complete-verification',
    'account-verification/resend-otp',
    'account-verification/verify-otp',
    'account-verification/generate-dynamic-contract-data',
    'account-verification/re-sign-verification',
    'account-verification-remark',
    'child-account-verification',
    'child-account-verification/resend-otp',
    'child-account-verification/verify-otp',
    'child-account-verification/generate-dynamic-contract-data',
    'child-account-verification/get-other-guardian-ekyc-data',
  ],
  'A7.10': [
    'wallet/add-wallet-topup',
    'wallet/update-wallet-topup',
    'wallet/get-user-wallet-detail',
    'wallet/get-user-wallet-list',
    'wallet/wallet-preapproval',
    'wallet/wallet-withdraw',
    'wallet/get-child-wallet-list',
    'wallet/get-child-wallet-transaction-list',
    'wallet/add-wallet-topup/child',
    'wallet/child-wallet-withdraw',
    'wallet/get-child-wallet-detail',
    'equity/payment-gateway/wallet-checkout-session',
    'equity/ach-payment/wallet-process-payment',
    'equity/paymob-payment/get-wallet-checkout-url',
    'transactions',
  ],
  'A7.11': [
    'equity/ach-payment/get-connection-url',
    'equity/ach-payment/connect-ach-account',
    'equity/ach-payment/get-all-accounts-by-user',
    'equity/ach-payment/disconnect-ach-account',
    'equity/ach-payment/create-payment-link-token',
  ],
  'C7.2': ['campaigns/equities', 'equities', 'equities/front', 'equities/get-signed-url/front', 'equities/become-early-bird'],
  'C7.3': [
    'campaign/fundraising-detail',
    'campaign/campaign-terms',
    'campaign/campaign-story',
    'campaign/extras-info',
    'campaign/payment-detail',
    'equity/company-profile',
    'equity/team-members',
    'equity/team-members/resend-email',
    'equity/extras-images',
    'extras-document',
    'extras-videos',
    'equity/campaign-faqs',
    'equity/updates',
    'equity/lead-investors',
  ],
  'C7.4': [
    'repayment/get-repayment',
    'repayment/get-single-repayment',
        'repayment/create-repayment',
    'repayment/calculate-total-repayment',
    'repayment/create-auto-repayment',
    'request-payout',
    'repayment/process-repayment',
      'equity/repayment-schedule',
  ],
  'C7.5': ['saved-campaigns', 'saved-campaigns/get-users'],
  'C7.6': [
    'investment',
    'investment/get-investment-process-reciept',
    'process-investment',
    'process-investment/campaign-investors',
    'equity/payment-gateway/checkout-session',
    'equity/payment-gateway/check-payment-session',
    'equity/payment-gateway/wallet-checkout-session',
  ],
  'C7.7': [
          'equity/ach-payment/wallet-process-payment',
    'equity/paymob-payment/get-wallet-checkout-url',
    'transactions',
  ],
  'C7.8': [
    'contracts/generate-pdf',
    'contracts/create-pdf',
    'contracts/get-investor-contract',
    'contracts/generate-dynamic-contract-data',
    'contracts/delete-pdf',
  ],
  'C7.9': [
    'my-investment',
    'my-investment/dashboard',
    'my-investment/get-graph-data',
    'my-investment/get-graph-by-transactions',
    'my-investment/get-unique-currency',
    'my-investment/get-re-sign-contract-list',
    'my-investment/get-graph-by-transactions-for-distribution',
    'my-investment/get-campaign-updates',
    'my-investment/get-campaigns',
    'my-investment/get-distribution-chart-data',
    'my-investment/get-dashbord-amounts',
    'my-investment/get-future-distribution',
    'my-investment/get-distribution-schedule-list',
    'my-investment/get-campaign-distribution-schedule-report',
  ],
  'C7.10': [
    'users/profile',
    'users/follow',
    'users/send-invites',
    'contact-us',
    'equity/comments',
    'equity/comments/parent-comments',
    'gallery',
  ],
};

describe("the specification's API paths (A7, C7) in the published document", () => {
  const documented = Object.keys(buildOpenApiDocument().paths).map((path) => path.replace(/^\/api\/v1\//, ''));
  // A documented `{param}` segment stands for any value (`manage-options/{list}` serves `manage-options/countries`).
  const servedBy = (literal: string, path: string) => {
    const want = literal.split('/');
    const have = path.split('/');
    return have.length >= want.length && want.every((segment, i) => have[i] === segment || /^\{[^}]+\}$/.test(have[i]));
  };
  const served = (literal: string) => documented.some((path) => servedBy(literal, path));

  it.each(Object.entries(SPECIFICATION_PATHS))('[%s] every literal path is served', (_id, paths) => {
    expect(paths.filter((path) => !served(path))).toEqual([]);
  });
});
