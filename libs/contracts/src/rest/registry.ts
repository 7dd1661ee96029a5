import type { Endpoint } from './define-endpoint';
import * as campaignBrowse from './campaigns/browse';
import * as campaignReview from './campaigns/review';
import * as campaignSocial from './campaigns/social';
import * as campaignWizard from './campaigns/wizard-endpoints';
import * as identity from './identity';
import * as notifications from './notifications';
import * as walletAch from './wallet/ach';
import * as walletAdmin from './wallet/admin';
import * as walletReads from './wallet/reads';
import * as walletTopup from './wallet/topup';
import * as walletWithdrawal from './wallet/withdrawal';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value && 'context' in value;

/** Every endpoint a resource module exports: a contract cannot be written and then left out. */
const endpointsOf = (...modules: object[]): Endpoint[] => modules.flatMap((module) => Object.values(module).filter(isEndpoint));

/**
 * Every REST endpoint written as a contract. The gateway documents them (OpenAPI) and takes their
 * access; a test checks that each is served, with that access.
 */
export const REST_ENDPOINTS: readonly Endpoint[] = endpointsOf(
  identity,
  notifications,
  walletTopup,
  walletWithdrawal,
  walletAdmin,
  walletAch,
  walletReads,
  campaignBrowse,
  campaignWizard,
  campaignSocial,
  campaignReview,
);

/**
 * Path prefixes (under /api/v1) whose every route is a contract: for these the agreement test also
 * refuses a served or documented route without a contract. The list grows as resources move.
 */
export const CONTRACT_COMPLETE_PREFIXES: readonly string[] = [
  // identity
  'users',
  'recaptcha/',
  'email-preferences',
  'newsletter/',
  // notifications
  'contact-us',
  'user-notifications',
  // wallet
  'wallet/',
  'transactions',
  'equity/ach-payment/',
  'equity/payment-gateway/',
  // campaigns
  'campaigns/',
  'campaign/',
  'equities/',
  'equity/',
  'saved-campaigns',
  'gallery/',
  'extras-videos/',
  'extras-document/',
];
