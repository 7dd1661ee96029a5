import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@cf/platform';
import type { WalletConfig } from '../config/env';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The name of the service whose credential (`x-internal-token`, INTERNAL_API_CREDENTIALS) came with
 * a call to the wallet's internal API; 401 for anything else. Every credential is compared (constant
 * time). A person's token, an administrator's included, is never one.
 */
export function internalCallerOf(config: WalletConfig, token: string | undefined): string {
  let name: string | null = null;
  for (const caller of config.ledger.internalCallers) if (token && sameSecret(token, caller.secret)) name = caller.name;
  if (!name) throw new AppError('wallet.internalTokenInvalid', 401);
  return name;
}
