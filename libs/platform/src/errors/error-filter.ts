import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FailEnvelope } from '@cf/contracts';
import { resolveLanguage, translate } from '../i18n/translator';
import { AppError, ValidationFailedError } from './app-error';
import { isUniqueViolation } from './unique-violation';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { JSON_TOO_DEEP } from '../http/json-depth';

/** A 429 that knows no better wait asks for this one. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;
/** A database briefly out of reach (connections all taken, restarting): worth trying again soon. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const STATUS_KEYS: Record<number, string> = {
  400: 'common.invalidFormat',
  401: 'common.unauthorized',
  403: 'common.forbidden',
  404: 'common.routeNotFound',
  409: 'common.conflict',
  413: 'common.payloadTooLarge',
  415: 'common.unsupportedMediaType',
  429: 'common.tooManyRequests',
  503: 'common.serviceUnavailable',
};

/**
 * Turns every failure into the fail envelope of DESIGN.md §7, translated to the caller's language.
 * Unknown errors are logged and answered 500 with a generic message (no internals leak).
 */
@Catch()
export class EnvelopeErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const language = resolveLanguage(request.query as Record<string, unknown>, request.headers['accept-language']);
    const { status, body } = this.toEnvelope(exception, language);
    if (status >= 500) {
      this.logger.error({ err: exception, path: request.url, correlationId: request.id }, 'request failed');
    }
    if (status === HttpStatus.SERVICE_UNAVAILABLE && isDatabaseUnavailable(exception)) void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    // Every 429 says when to try again (RFC 9110 §10.2.3): the error's own wait, else a minute.
    if (status === HttpStatus.TOO_MANY_REQUESTS) {
      const wait = (body as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      void reply.header('retry-after', String(typeof wait === 'number' ? wait : DEFAULT_RETRY_AFTER_SECONDS));
    }
    void reply.status(status).send(body);
  }

  toEnvelope(exception: unknown, language: ReturnType<typeof resolveLanguage>): { status: number; body: FailEnvelope } {
    if (exception instanceof ValidationFailedError) {
      const errors = exception.errors.map((e) => ({ field: e.field, msg: translate(e.messageKey, language, e.params) }));
      return { status: 400, body: { status: 'fail', message: errors[0]?.msg ?? translate('common.validationFailed', language), errors } };
    }
    if (exception instanceof AppError) {
      return { status: exception.status, body: { status: 'fail', message: translate(exception.messageKey, language, exception.params), ...exception.extra } };
    }
    if (isDatabaseUnavailable(exception)) {
      return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { status: 'fail', message: translate('common.serviceUnavailable', language) } };
    }
    if (isUniqueViolation(exception)) {
      return { status: 409, body: { status: 'fail', message: translate('common.duplicate', language) } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      return { status, body: { status: 'fail', message: translate(this.keyForHttp(exception, status), language) } };
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type) carry a statusCode.
    const fastifyStatus = (exception as { statusCode?: number })?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      const code = (exception as { code?: string }).code;
      const key =
        code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'common.badJson'
          : code === JSON_TOO_DEEP
            ? 'common.jsonTooDeep'
            : (STATUS_KEYS[fastifyStatus] ?? 'common.invalidFormat');
      return { status: fastifyStatus, body: { status: 'fail', message: translate(key, language) } };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { status: 'fail', message: translate('common.error', language) } };
  }

  private keyForHttp(exception: HttpException, status: number): string {
    const response = exception.getResponse();
    const message = typeof response === 'object' && response !== null ? (response as { message?: unknown }).message : response;
    if (typeof message === 'string' && message.includes('.') && !message.includes(' ')) return message;
    if (status === 400 && typeof message === 'string' && /JSON/i.test(message)) return 'common.badJson';
    return STATUS_KEYS[status] ?? 'common.error';
  }
}
