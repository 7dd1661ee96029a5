/**
 * Card checks of the sandbox hosted checkout, the same as the sandbox provider's (team brief 13):
 * Luhn on the number, an expiry in MM/YY not in the past, a 3 or 4 digit CVC, a holder name.
 */
import type { RuleMessage } from '../../shared/rules';

/** Only the digits (Arabic-Indic digits count too: a phone keyboard may type them). */
export function digitsOf(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '');
}

/** `4242424242424242` → `4242 4242 4242 4242` (at most 19 digits). */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `1228` → `12/28`, as the person types. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function luhnValid(number: string): boolean {
  const digits = digitsOf(number);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `MM/YY` → month and four-digit year, or null when it is not a real month. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/?(\d{2})$/.exec(digitsOf(text).length === 4 ? formatExpiry(text) : text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month. */
export function expired(expiry: { month: number; year: number }, now: Date = new Date()): boolean {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

export interface CardValues {
  holderName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}
export type CardErrors = Partial<Record<keyof CardValues, RuleMessage>>;

export function checkCard(values: CardValues, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  if (!values.holderName.trim()) errors.holderName = { key: 'holderName' };
  const number = digitsOf(values.cardNumber);
  if (!number) errors.cardNumber = { key: 'required' };
  else if (!luhnValid(number)) errors.cardNumber = { key: 'cardNumber' };
  if (!values.expiry.trim()) errors.expiry = { key: 'required' };
  else {
    const expiry = parseExpiry(values.expiry);
    if (!expiry) errors.expiry = { key: 'expiryInvalid' };
    else if (expired(expiry, now)) errors.expiry = { key: 'expiryPast' };
  }
  const cvc = digitsOf(values.cvc);
  if (!cvc) errors.cvc = { key: 'required' };
  else if (cvc.length < 3 || cvc.length > 4 || cvc.length !== values.cvc.trim().length) errors.cvc = { key: 'cvc' };
  return errors;
}

/** Test cards of the sandbox provider, shown on its page. */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'success' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 3220', outcome: 'challenge' },
] as const;
