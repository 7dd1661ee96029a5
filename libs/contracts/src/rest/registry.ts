import type { Endpoint } from './define-endpoint';
import { createAdjustmentEndpoint, rejectAdjustmentEndpoint, rejectTransactionEndpoint } from './wallet/admin';
import { addTopupEndpoint, cardCheckoutSessionEndpoint, createPreapprovalEndpoint, paymobCheckoutEndpoint } from './wallet/topup';
import { withdrawEndpoint } from './wallet/withdrawal';

/**
 * Every REST endpoint written as a contract. The gateway documents them (OpenAPI) and a test checks
 * that each is served, with the access the route table gives it.
 */
export const REST_ENDPOINTS: readonly Endpoint[] = [
  // wallet
  createPreapprovalEndpoint,
  addTopupEndpoint,
  cardCheckoutSessionEndpoint,
  paymobCheckoutEndpoint,
  withdrawEndpoint,
  rejectTransactionEndpoint,
  createAdjustmentEndpoint,
  rejectAdjustmentEndpoint,
];

/**
 * Path prefixes (under /api/v1) whose every route is a contract: for these the agreement test also
 * refuses a served or documented route without a contract. The list grows as resources move.
 */
export const CONTRACT_COMPLETE_PREFIXES: readonly string[] = [];
