import { HttpStatus } from '@nestjs/common';
import type { FieldError } from '@cf/contracts';

/**
 * A business rule said no. `messageKey` is translated to the caller's language by the error filter;
 * `extra` is merged into the fail envelope (e.g. `showResendLink` on login).
 */
export class AppError extends Error {
  constructor(
    readonly messageKey: string,
    readonly status: number = HttpStatus.BAD_REQUEST,
    readonly params: Record<string, unknown> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }

  static notFound(key = 'common.notFound', params?: Record<string, unknown>): AppError {
    return new AppError(key, HttpStatus.NOT_FOUND, params);
  }
  static forbidden(key = 'common.forbidden'): AppError {
    return new AppError(key, HttpStatus.FORBIDDEN);
  }
  static unauthorized(key = 'common.unauthorized', extra?: Record<string, unknown>): AppError {
    return new AppError(key, HttpStatus.UNAUTHORIZED, {}, extra);
  }
  static conflict(key = 'common.conflict', params?: Record<string, unknown>): AppError {
    return new AppError(key, HttpStatus.CONFLICT, params);
  }
  /** 429 saying when to try again: `retryAfterSeconds` in the envelope and the `Retry-After` header. */
  static tooMany(key: string, retryAfterSeconds: number, params?: Record<string, unknown>): AppError {
    return new AppError(key, HttpStatus.TOO_MANY_REQUESTS, params, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });
  }
}

/** Seconds until `sinceIso` plus `windowSeconds` has passed (at least 1): how long a 429 should ask to wait. */
export function secondsUntil(sinceIso: string, windowSeconds: number, now: Date): number {
  return Math.max(1, Math.ceil((Date.parse(sinceIso) + windowSeconds * 1000 - now.getTime()) / 1000));
}

/** Field-level validation failed: answered as HTTP 400 with `errors: [{ field, msg }]`. */
export class ValidationFailedError extends Error {
  constructor(readonly errors: Array<{ field: string; messageKey: string; params?: Record<string, unknown> }>) {
    super('validation failed');
  }
  static single(field: string, messageKey: string, params?: Record<string, unknown>): ValidationFailedError {
    return new ValidationFailedError([{ field, messageKey, params }]);
  }
}

export type { FieldError };
