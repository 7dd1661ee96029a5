import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { resolveLanguage } from '@cf/platform';

/** The caller's language: `?lng=` or `?language=`, then Accept-Language, then Arabic. */
export const RequestLanguage = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return resolveLanguage(request.query as Record<string, unknown>, request.headers['accept-language']);
});
