/**
 * Client rules of the wallet forms, the same as the wallet service's and in the same order, so the
 * first message a user sees is the one the server would send (A5.7, A5.11, A8.3). Amounts are parsed
 * to integer baisa with `parseOmrInput`; no floating point touches them. A5.11: the minimum and the
 * maximum are checked but never shown.
 */
import { BANK_ACCOUNT_TYPES, BANK_TEXT_MAX, ibanElectronic, withdrawRequestSchema, type BankAccountType } from '@cf/contracts/rest';
import { parseOmrInput } from '@cf/i18n';
import type { WalletLimits } from '../api/wallet-api';

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
  accountType: BankAccountType | '';
  accountNumber: string;
  confirmAccountNumber: string;
  routingNumber: string;
  swiftCode: string;
  iban: string;
}
export type WithdrawErrors = Partial<Record<keyof WithdrawValues, RuleMessage>>;

export const ACCOUNT_TYPES: readonly BankAccountType[] = BANK_ACCOUNT_TYPES;

/** The contract's message keys, shown with this form's wording (`validation.*`). */
const CONTRACT_RULE: Record<string, RuleMessage> = {
  'wallet.bankNameRequired': rule('required'),
  'wallet.accountHolderRequired': rule('required'),
  'wallet.accountTypeRequired': rule('required'),
  'wallet.accountNumberRequired': rule('required'),
  'wallet.confirmAccountNumberRequired': rule('required'),
  'wallet.routingNumberRequired': rule('required'),
  'wallet.accountNumberInvalid': rule('accountNumber'),
  'wallet.routingNumberInvalid': rule('routingNumber'),
  'wallet.swiftInvalid': rule('swift'),
  'wallet.ibanInvalid': rule('iban'),
};

/** One bank field checked by the service's own rule (`withdrawRequestSchema` of @cf/contracts), trimmed as the form sends it. */
function contractRule(field: Exclude<keyof WithdrawValues, 'amount'>, value: string, optional = false): RuleMessage | undefined {
  const text = value.trim();
  if (optional && text === '') return undefined;
  const result = withdrawRequestSchema.shape[field].safeParse(text === '' && field === 'accountType' ? undefined : text);
  if (result.success) return undefined;
  const key = result.error.issues[0]?.message ?? '';
  if (key === 'wallet.textTooLong') return { key: 'maxLength', params: { max: BANK_TEXT_MAX } };
  return CONTRACT_RULE[key] ?? rule('required');
}

/** The withdrawal form (A5.9 bank rules, A5.11 amount, A8.3 "Account numbers must match"). */
export function checkWithdraw(values: WithdrawValues, available: number, limits?: Partial<WalletLimits>): WithdrawErrors {
  const errors: WithdrawErrors = {};
  const amount = checkWithdrawAmount(values.amount, available, limits);
  if (amount.error) errors.amount = amount.error;
  for (const field of ['bankName', 'accountHolderName', 'accountType', 'accountNumber', 'confirmAccountNumber', 'routingNumber'] as const) {
    const error = contractRule(field, values[field]);
    if (error) errors[field] = error;
  }
  if (!errors.confirmAccountNumber && values.confirmAccountNumber.trim() !== values.accountNumber.trim()) errors.confirmAccountNumber = rule('accountMismatch');
  const swift = contractRule('swiftCode', values.swiftCode, true);
  if (swift) errors.swiftCode = swift;
  const iban = contractRule('iban', values.iban, true);
  if (iban) errors.iban = iban;
  return errors;
}

/** An IBAN in groups of four, as statements print it (`OM81 0180 0000 …`). */
export function friendlyIban(value: string): string {
  return ibanElectronic(value).replace(/(.{4})(?=.)/g, '$1 ');
}

