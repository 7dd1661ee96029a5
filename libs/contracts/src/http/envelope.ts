/** Response envelopes of the public REST API (DESIGN.md §7). */
export interface SuccessEnvelope<T> {
  status: 'success';
  data: { data: T };
}
export interface FieldError {
  field: string;
  msg: string;
}
export interface FailEnvelope {
  status: 'fail';
  message: string;
  errors?: FieldError[];
  /** Login only: offers to resend the activation e-mail. */
  showResendLink?: boolean;
}
/** Lists grow by `limit` (page × page size). */
export interface ListPage<T> {
  docs: T[];
  totalCount: number;
  displayLoadMore: boolean;
}
export const SUPPORTED_LANGUAGES = ['ar', 'en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
