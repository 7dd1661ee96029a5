import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AppError } from '../errors/app-error';
import { ADMIN_ONLY, PUBLIC_ROUTE } from './decorators';
import type { AuthenticatedUser } from './authenticated-user';

/**
 * Global guard: every route needs a valid, unrevoked token unless marked @Public(); @AdminOnly()
 * further needs isAdmin. Routes are guarded by default so a forgotten decorator fails closed.
 */
@Injectable()
export class PlatformAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets);
    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined>; user?: AuthenticatedUser }>();
    const hasToken = /^Bearer\s+\S+/i.test(request.headers.authorization ?? '');
    if (isPublic && !hasToken) return true;
    try {
      await (super.canActivate(context) as Promise<boolean>);
    } catch (error) {
      if (isPublic) return true; // a stale token on a public page: serve it anonymously
      throw error;
    }
    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) && !request.user?.isAdmin) throw AppError.forbidden();
    return true;
  }

  override handleRequest<TUser = AuthenticatedUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (error instanceof AppError) throw error;
    if (error || !user) {
      const expired = (info as { name?: string } | undefined)?.name === 'TokenExpiredError';
      throw AppError.unauthorized(expired ? 'common.sessionExpired' : 'common.unauthorized');
    }
    return user;
  }
}
