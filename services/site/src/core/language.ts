import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** What a request says about its language: `?lng=`, `?language=` (a code or a language id), Accept-Language. */
export interface LanguageHints {
  lng?: string;
  language?: string;
  acceptLanguage?: string;
}

export const LanguageQuery = createParamDecorator((_data: unknown, context: ExecutionContext): LanguageHints => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const query = (request.query ?? {}) as Record<string, unknown>;
  const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 && v.length <= 64 ? v : undefined);
  return {
    lng: str(query.lng),
    language: str(query.language),
    acceptLanguage: str(request.headers['accept-language']?.split(',')[0]?.trim().slice(0, 2).toLowerCase()),
  };
});
