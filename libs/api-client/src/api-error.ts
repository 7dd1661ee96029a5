import type { FieldError } from './types';

/** A failed call: the server's translated message is shown unchanged (A8.1). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  readonly showResendLink: boolean;

  constructor(message: string, status: number, errors: FieldError[] = [], showResendLink = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.showResendLink = showResendLink;
  }

  /** The server's message for one field, if it sent one. */
  fieldMessage(field: string): string | undefined {
    return this.errors.find((e) => e.field === field)?.msg;
  }

  /** Field → message, for forms that show server validation beside each input. */
  fieldMessages(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of this.errors) if (!(e.field in out)) out[e.field] = e.msg;
    return out;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Message to show for any thrown value: the server's text, else the caller's generic fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}
