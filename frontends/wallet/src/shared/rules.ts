/**
 * Client rules of the wallet forms, the same as the wallet service's and in the same order, so the
 * first message a user sees is the one the server would send (A5.7, A5.11, A8.3). Amounts are parsed
 * to integer baisa with `parseOmrInput`; no floating point touches them. A5.11: the minimum and the
 * maximum are checked but never shown.
 */
import { parseOmrInput } from '@cf/i18n';
import type { AccountType, WalletLimits } from '../api/wallet-api';

export interface RuleMessage {
  key: string;
  params?: Record<string, string | number>;
}

const rule = (key: string): RuleMessage => ({ key });
const blank = (value: string) => value.trim() === '';

/** A5.11 "at least 1": one rial. */
export const ONE_RIAL = 1000n;

export type AmountResult = { baisa: bigint; error?: undefined } | { baisa?: undefined; error: RuleMessage };

function amountOf(text: string): AmountResult {
  if (blank(text)) return { error: rule('required') };
  const baisa = parseOmrInput(text);
  if (baisa === null) return { error: rule('amountInvalid') };
  if (baisa < ONE_RIAL) return { error: rule('amountAtLeastOne') };
  return { baisa };
}

/** A5.11 top-up: at least 1, not below the minimum, not above the maximum. */
export function checkTopupAmount(text: string, limits?: Partial<WalletLimits>): AmountResult {
  const parsed = amountOf(text);
  if (parsed.error) return parsed;
  const { baisa } = parsed;
  if (limits?.topupMin !== undefined && baisa < BigInt(limits.topupMin)) return { error: rule('topupBelowMin') };
  if (limits?.topupMax !== undefined && limits.topupMax > 0 && baisa > BigInt(limits.topupMax)) return { error: rule('topupAboveMax') };
  return { baisa };
}

/** A5.11 withdrawal: at least 1, not below the minimum, not above the available balance, within the maximum. */
export function checkWithdrawAmount(text: string, available: number, limits?: Partial<WalletLimits>): AmountResult {
  const parsed = amountOf(text);
  if (parsed.error) return parsed;
  const { baisa } = parsed;
  if (limits?.withdrawMin !== undefined && baisa < BigInt(limits.withdrawMin)) return { error: rule('withdrawBelowMin') };
  if (baisa > BigInt(available)) return { error: rule('insufficientBalance') };
  if (limits?.withdrawMax !== undefined && limits.withdrawMax > 0 && baisa > BigInt(limits.withdrawMax))
    return { error: rule('withdrawAboveMax') };
  return { baisa };
}

export interface WithdrawValues {
  amount: string;
  bankName: string;
  accountHolderName: string;
  accountType: AccountType | '';
  accountNumber: string;
  confirmAccountNumber: string;
  routingNumber: string;
  swiftCode: string;
}
export type WithdrawErrors = Partial<Record<keyof WithdrawValues, RuleMessage>>;

export const ACCOUNT_TYPES: AccountType[] = ['current', 'savings', 'checking'];
/** A5.7: numeric, 5 to 20. */
export const ACCOUNT_NUMBER = /^\d{5,20}$/;
/** A5.7: 9 digits. */
export const ROUTING_NUMBER = /^\d{9}$/;
/** BIC: 8 or 11 letters and digits. */
export const SWIFT = /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/;
export const HOLDER_NAME_MAX = 100;

/** The withdrawal form (A5.7 bank rules, A5.11 amount, A8.3 "Account numbers must match"). */
export function checkWithdraw(values: WithdrawValues, available: number, limits?: Partial<WalletLimits>): WithdrawErrors {
  const errors: WithdrawErrors = {};
  const amount = checkWithdrawAmount(values.amount, available, limits);
  if (amount.error) errors.amount = amount.error;
  if (blank(values.bankName)) errors.bankName = rule('required');
  if (blank(values.accountHolderName)) errors.accountHolderName = rule('required');
  else if (values.accountHolderName.trim().length > HOLDER_NAME_MAX)
    errors.accountHolderName = { key: 'maxLength', params: { max: HOLDER_NAME_MAX } };
  if (!values.accountType) errors.accountType = rule('required');
  const number = values.accountNumber.trim();
  if (!number) errors.accountNumber = rule('required');
  else if (!ACCOUNT_NUMBER.test(number)) errors.accountNumber = rule('accountNumber');
  if (!values.confirmAccountNumber.trim()) errors.confirmAccountNumber = rule('required');
  else if (values.confirmAccountNumber.trim() !== number) errors.confirmAccountNumber = rule('accountMismatch');
  const routing = values.routingNumber.trim();
  if (!routing) errors.routingNumber = rule('required');
  else if (!ROUTING_NUMBER.test(routing)) errors.routingNumber = rule('routingNumber');
  if (values.swiftCode.trim() && !SWIFT.test(values.swiftCode.trim())) errors.swiftCode = rule('swift');
  return errors;
}

/** Bank-transfer slip: pdf, jpg or png, at most 5 MB (checked again by the service). */
export const SLIP_RULES = {
  types: ['application/pdf', 'image/jpeg', 'image/png'],
  extensions: ['.pdf', '.jpg', '.jpeg', '.png'],
  maxBytes: 5 * 1024 * 1024,
} as const;

export function checkSlip(file: File | null): RuleMessage | undefined {
  if (!file) return rule('slipRequired');
  const name = file.name.toLowerCase();
  const typeOk = (SLIP_RULES.types as readonly string[]).includes(file.type);
  const extensionOk = SLIP_RULES.extensions.some((e) => name.endsWith(e));
  if (!typeOk || !extensionOk) return rule('slipType');
  if (file.size > SLIP_RULES.maxBytes) return rule('slipSize');
  if (file.size === 0) return rule('slipEmpty');
  return undefined;
}
