import { ExecutionContext, Inject, Injectable, type CanActivate } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../errors/app-error';
import { TOKEN_VERIFIER } from '../platform.tokens';
import { ADMIN_ONLY, PUBLIC_ROUTE } from './decorators';
import { SESSION_CHECKED_HEADER } from './gateway-attestation';
import type { AuthenticatedUser } from './authenticated-user';
import type { TokenVerifier } from './token-verifier';

/**
 * Global guard: every route needs a valid, unrevoked token unless marked @Public(); @AdminOnly()
 * further needs isAdmin. Routes are guarded by default so a forgotten decorator fails closed.
 * Tokens are checked by the same TokenVerifier as the gateway's (cached key objects, a short
 * verified-token cache, revocation asked on every request), once per request: behind the gateway its
 * attestation stands for the check it has just made.
 */
@Injectable()
export class PlatformAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(TOKEN_VERIFIER) private readonly verifier: TokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets);
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined>; user?: AuthenticatedUser }>();
    const outcome = await this.verifier.verify(request.headers.authorization, request.headers[SESSION_CHECKED_HEADER]);
    if (!outcome.ok) {
      // A missing or stale token on a public page: serve it anonymously.
      if (isPublic) return true;
      if (outcome.reason === 'unavailable') throw new AppError('common.serviceUnavailable', 503);
      // Same words as the gateway: for the user a revoked or expired session is an ended one.
      throw AppError.unauthorized(outcome.reason === 'expired' || outcome.reason === 'revoked' ? 'common.sessionExpired' : 'common.unauthorized');
    }
    const claims = outcome.claims;
    request.user = { id: claims.sub, sessionId: claims.sid, email: claims.email, userType: claims.userType, isAdmin: claims.isAdmin === true, slug: claims.slug };
    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) && !request.user.isAdmin) throw AppError.forbidden();
    return true;
  }
}
