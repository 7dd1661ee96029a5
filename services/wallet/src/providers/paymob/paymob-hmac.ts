import { createHmac } from 'node:crypto';
import { hexEquals } from '../shared/timestamped-signature';

/**
 * The fields of a transaction-processed callback's `obj` that Paymob signs, in its documented
 * (lexicographic) order. Their values are concatenated with no separator and signed with
 * HMAC-SHA512 under the HMAC secret; the hex digest arrives as the `hmac` query parameter.
 */
export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

function pick(obj: Record<string, unknown>, path: string): unknown {
  let value: unknown = obj;
  for (const key of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** JSON values as Paymob writes them into the string: booleans `true`/`false`, numbers as is, nothing for null. */
function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function paymobHmacString(obj: Record<string, unknown>): string {
  return PAYMOB_HMAC_FIELDS.map((path) => asText(pick(obj, path))).join('');
}

export function paymobHmac(obj: Record<string, unknown>, secret: string): string {
  return createHmac('sha512', secret).update(paymobHmacString(obj), 'utf8').digest('hex');
}

export function verifyPaymobHmac(obj: Record<string, unknown>, given: string | undefined, secret: string): boolean {
  if (!given) return false;
  return hexEquals(paymobHmac(obj, secret), given.trim().toLowerCase());
}
