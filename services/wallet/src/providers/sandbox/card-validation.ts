import { ValidationFailedError } from '@cf/platform';

/** Test cards of the sandbox, as a card processor's test mode documents them. */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  challenge: '4000000000003220',
} as const;

/** The code that approves a challenge; any other code declines the payment. */
export const SANDBOX_CHALLENGE_CODE = '123456';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
}

/** Luhn (mod 10) check digit, as every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'card';
}

const asText = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

/**
 * Checks what a card form sends (`{cardNumber, expMonth, expYear, cvc, holderName}`) the way a
 * processor would before charging: Luhn, expiry month/year not in the past (a card is valid to the
 * end of its expiry month), CVC of 3-4 digits, a holder name. Each field gets its own message.
 */
export function parseCardDetails(body: unknown, now: Date): CardDetails {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: Array<{ field: string; messageKey: string }> = [];

  const number = (asText(input.cardNumber) ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
    errors.push({ field: 'cardNumber', messageKey: 'wallet.sandbox.cardNumberInvalid' });

  const monthText = (asText(input.expMonth) ?? '').trim();
  const expMonth = /^\d{1,2}$/.test(monthText) ? Number(monthText) : NaN;
  const monthValid = expMonth >= 1 && expMonth <= 12;
  if (!monthValid) errors.push({ field: 'expMonth', messageKey: 'wallet.sandbox.expMonthInvalid' });

  const yearText = (asText(input.expYear) ?? '').trim();
  let expYear = NaN;
  if (/^\d{2}$/.test(yearText)) expYear = 2000 + Number(yearText);
  else if (/^\d{4}$/.test(yearText)) expYear = Number(yearText);
  const currentYear = now.getUTCFullYear();
  if (!(expYear >= 2000 && expYear <= currentYear + 50)) errors.push({ field: 'expYear', messageKey: 'wallet.sandbox.expYearInvalid' });
  else if (monthValid) {
    const currentMonth = now.getUTCMonth() + 1;
    if (expYear < currentYear || (expYear === currentYear && expMonth < currentMonth))
      errors.push({ field: 'expYear', messageKey: 'wallet.sandbox.cardExpired' });
  }

  const cvc = (asText(input.cvc) ?? '').trim();
  if (!/^\d{3,4}$/.test(cvc)) errors.push({ field: 'cvc', messageKey: 'wallet.sandbox.cvcInvalid' });

  const holderName = (asText(input.holderName) ?? '').trim().replace(/\s+/g, ' ');
  if (holderName.length < 2 || holderName.length > 100 || !/\p{L}/u.test(holderName) || /[<>{}\d]/.test(holderName)) {
    errors.push({ field: 'holderName', messageKey: 'wallet.sandbox.holderNameInvalid' });
  }

  if (errors.length) throw new ValidationFailedError(errors);
  return { number, expMonth, expYear, cvc, holderName };
}

/** The 3-D-Secure-like code form: a code must be entered; any code but the right one declines. */
export function parseChallengeCode(body: unknown): string {
  const code = asText((body as Record<string, unknown> | null)?.code)?.trim() ?? '';
  if (code.length === 0 || code.length > 20) throw ValidationFailedError.single('code', 'wallet.sandbox.codeInvalid');
  return code;
}
