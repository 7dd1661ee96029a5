import { timingSafeEqual } from 'node:crypto';
import { createParamDecorator, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AppError } from '@cf/platform';
import type { WalletConfig } from '../config/env';
import { WALLET_CONFIG } from '../wallet.tokens';

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

type InternalRequest = { headers: Record<string, string | string[] | undefined>; internalCaller?: string };

/** Refuses a call to the internal API without a service credential before its body is read (401, never a 400). */
@Injectable()
export class InternalCallerGuard implements CanActivate {
  constructor(@Inject(WALLET_CONFIG) private readonly config: WalletConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<InternalRequest>();
    const token = request.headers['x-internal-token'];
    request.internalCaller = internalCallerOf(this.config, Array.isArray(token) ? token[0] : token);
    return true;
  }
}

/** The calling service's name, as InternalCallerGuard found it. */
export const InternalCaller = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const caller = context.switchToHttp().getRequest<InternalRequest>().internalCaller;
  if (!caller) throw new AppError('wallet.internalTokenInvalid', 401);
  return caller;
});
