import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user';

export const PUBLIC_ROUTE = 'cf:public';
export const ADMIN_ONLY = 'cf:admin-only';

/** Anyone may call it; a valid token, when sent, still identifies the caller. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(PUBLIC_ROUTE, true);
/** Only administrators (isAdmin in the token). */
export const AdminOnly = (): MethodDecorator & ClassDecorator => SetMetadata(ADMIN_ONLY, true);

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser | undefined => {
  return context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
});
