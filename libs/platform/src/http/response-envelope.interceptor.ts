import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { map, Observable } from 'rxjs';
import type { SuccessEnvelope } from '@cf/contracts';
import { runWithContext } from '../context/request-context';
import { resolveLanguage } from '../i18n/translator';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { requestSpan } from '../tracing/request-span';
import { withSpan } from '../tracing/tracing';

const RAW_RESPONSE = 'cf:raw-response';
/** The handler's return value is sent as is (login's top-level token, files, JWKS). */
export const RawResponse = (): MethodDecorator => SetMetadata(RAW_RESPONSE, true);

export function successEnvelope<T>(payload: T): SuccessEnvelope<T> {
  return { status: 'success', data: { data: payload } };
}

/** Wraps results in the success envelope and runs the handler inside a request context (and its span). */
@Injectable()
export class ResponseEnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser }>();
    const raw = this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, [context.getHandler(), context.getClass()]);
    const requestContext = {
      correlationId: String(request.id),
      causationId: null,
      actorId: request.user?.id ?? null,
      language: resolveLanguage(request.query as Record<string, unknown>, request.headers['accept-language']),
    };
    // The request's span is active in the handler: its outbox rows and outgoing calls continue the trace.
    return new Observable((subscriber) =>
      withSpan(requestSpan(request), () =>
        runWithContext(requestContext, () =>
          next
            .handle()
            .pipe(map((value) => (raw ? value : successEnvelope(value ?? null))))
            .subscribe(subscriber),
        ),
      ),
    );
  }
}
