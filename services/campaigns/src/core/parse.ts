import { validateWithSchema, ValidationFailedError } from '@cf/platform';

/**
 * Validates a request body with a zod schema whose messages are translation keys; failures become
 * the platform's 400 `errors: [{ field, msg }]`, one message per field (the kernel's rule).
 */
export const parseBody = validateWithSchema;

/** Collects field errors of cross-field rules, then throws them together. */
export class FieldErrors {
  private readonly errors: Array<{ field: string; messageKey: string; params?: Record<string, unknown> }> = [];
  add(field: string, messageKey: string, params?: Record<string, unknown>): void {
    if (!this.errors.some((e) => e.field === field)) this.errors.push({ field, messageKey, params });
  }
  throwIfAny(): void {
    if (this.errors.length > 0) throw new ValidationFailedError(this.errors);
  }
}

/** A value "holds" something (used to merge partial saves and check required fields). */
export const present = (v: unknown): boolean => v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '');
