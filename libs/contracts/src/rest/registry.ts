import type { Endpoint } from './define-endpoint';
import * as campaignBrowse from './campaigns/browse';
import * as campaignReview from './campaigns/review';
import * as campaignSocial from './campaigns/social';
import * as campaignWizard from './campaigns/wizard-endpoints';
import * as identity from './identity';
import * as siteContent from './site/content';
import * as siteCurrencies from './site/currencies';
import * as siteHome from './site/home';
import * as siteLanguages from './site/languages';
import * as siteMenus from './site/menus';
import * as siteReference from './site/reference';
import * as siteSettings from './site/settings';
import * as notifications from './notifications';
import * as walletAch from './wallet/ach';
import * as walletBankAccounts from './wallet/bank-accounts';
import * as walletAdmin from './wallet/admin';
import * as walletReads from './wallet/reads';
import * as walletChildren from './wallet/children';
import * as walletTopup from './wallet/topup';
import * as walletWithdrawal from './wallet/withdrawal';
import * as verification from './verification';
import * as investments from './investments';
import * as repayments from './repayments';
import { PARKED_EVENT_ENDPOINTS } from './events/parked-events';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value && 'context' in value;

/** Every endpoint a resource module exports: a contract cannot be written and then left out. */
const endpointsOf = (...modules: object[]): Endpoint[] => modules.flatMap((module) => Object.values(module).filter(isEndpoint));

/**
 * Every REST endpoint written as a contract. The gateway documents them (OpenAPI) and takes their
 * access; a test checks that each is served, with that access.
 */
export const REST_ENDPOINTS: readonly Endpoint[] = [
  ...endpointsOf(
    identity,
    notifications,
    walletTopup,
    walletWithdrawal,
    walletAdmin,
    walletAch,
    walletBankAccounts,
    walletReads,
    walletChildren,
    campaignBrowse,
    campaignWizard,
    campaignSocial,
    campaignReview,
    siteContent,
    siteCurrencies,
    siteHome,
    siteLanguages,
    siteMenus,
    siteReference,
    siteSettings,
    verification,
    investments,
    repayments,
  ),
  // One pair per consuming service, made by a function: not a module's exported constants.
  ...PARKED_EVENT_ENDPOINTS,
];

/**
 * Paths (under /api/v1) served without a contract, on purpose: the OpenAPI document itself and the
 * development mailbox (registered only when DEV_MAILBOX=true, never part of the published API).
 * Every other route is a contract; the agreement test refuses one that is not.
 */
export const CONTRACT_EXEMPT_PREFIXES: readonly string[] = ['openapi.json', 'dev/'];

interface CompiledEndpoint {
  endpoint: Endpoint;
  pattern: RegExp;
  /** Literal segments: where two contracts match a path, the one with more wins (`investment/admin/contracts` over `investment/:id/:campaignId`). */
  literals: number;
}

let compiled: Map<string, CompiledEndpoint[]> | null = null;

function compileEndpoints(): Map<string, CompiledEndpoint[]> {
  const byMethod = new Map<string, CompiledEndpoint[]>();
  for (const endpoint of REST_ENDPOINTS) {
    const source = endpoint.path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('\\/');
    const list = byMethod.get(endpoint.method) ?? [];
    list.push({ endpoint, pattern: new RegExp(`^${source}\\/?$`), literals: endpoint.path.split('/').filter((s) => !s.startsWith(':')).length });
    byMethod.set(endpoint.method, list);
  }
  for (const list of byMethod.values()) list.sort((a, b) => b.literals - a.literals);
  return byMethod;
}

/** The contract a request reaches: `path` under /api/v1, without its query (`wallet/transactions/42`). */
export function endpointAt(method: string, path: string): Endpoint | undefined {
  compiled ??= compileEndpoints();
  return compiled.get(method.toUpperCase())?.find((c) => c.pattern.test(path))?.endpoint;
}
