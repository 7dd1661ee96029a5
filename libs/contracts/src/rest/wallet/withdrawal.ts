import * as z from 'zod/mini';
import { isIban } from '../iban';
import { BAISA_AMOUNT_DOCUMENTED, checkedByService, defineEndpoint } from '../define-endpoint';
import { transactionSchema } from './transactions';

export const BANK_ACCOUNT_TYPES = ['current', 'savings', 'checking'] as const;
/** A5.9: numeric, 5 to 20 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{5,20}$/;
/** A5.9: 9 digits. */
export const ROUTING_NUMBER_PATTERN = /^\d{9}$/;
/** A BIC: 8 or 11 letters and digits. */
export const SWIFT_PATTERN = /^([A-Za-z0-9]{8}|[A-Za-z0-9]{11})$/;
export const BANK_TEXT_MAX = 100;


/** A required text: "Please enter…" when missing or empty; the first failed rule of a field is the one answered. */
const requiredText = (requiredKey: string, ...rules: Parameters<z.ZodMiniString['check']>) => z.string(requiredKey).check(z.minLength(1, requiredKey), ...rules);

/**
 * POST wallet/wallet-withdraw body (A3.11 bank account, A5.9 bank rules). The amount (A5.11: at
 * least 1, within the configured minimum and maximum, not above the available balance) and
 * "Account numbers must match" (A8.3) are checked by the service, which knows the limits and the
 * balance; the form checks them against the limits the wallet detail gives it.
 */
export const withdrawRequestSchema = z.object({
  /** Baisa (50000 = OMR 50.000): a whole number or its digits; its rules need the limits, so the service checks it. */
  amount: checkedByService(z.optional(z.unknown()), BAISA_AMOUNT_DOCUMENTED),
  bankName: requiredText('wallet.bankNameRequired', z.maxLength(BANK_TEXT_MAX, 'wallet.textTooLong')),
  accountHolderName: requiredText('wallet.accountHolderRequired', z.maxLength(BANK_TEXT_MAX, 'wallet.textTooLong')),
  accountType: z.enum(BANK_ACCOUNT_TYPES, 'wallet.accountTypeRequired'),
  accountNumber: requiredText('wallet.accountNumberRequired', z.regex(ACCOUNT_NUMBER_PATTERN, 'wallet.accountNumberInvalid')),
  confirmAccountNumber: requiredText('wallet.confirmAccountNumberRequired', z.maxLength(20, 'wallet.accountNumbersMustMatch')),
  routingNumber: requiredText('wallet.routingNumberRequired', z.regex(ROUTING_NUMBER_PATTERN, 'wallet.routingNumberInvalid')),
  swiftCode: z.nullish(z.string('wallet.swiftInvalid').check(z.regex(SWIFT_PATTERN, 'wallet.swiftInvalid'))),
  /** Beside the specification's fields (every Omani account has one): checked, kept in electronic form. */
  iban: z.nullish(z.string('wallet.ibanInvalid').check(z.maxLength(50, 'wallet.ibanInvalid'), z.refine(isIban, 'wallet.ibanInvalid'))),
});
export type WithdrawRequest = z.input<typeof withdrawRequestSchema>;

/** The bank fields of a typed withdrawal, required unless a saved account is chosen (their own rules above). */
const TYPED_FIELDS_REQUIRED = {
  bankName: 'wallet.bankNameRequired',
  accountHolderName: 'wallet.accountHolderRequired',
  accountType: 'wallet.accountTypeRequired',
  accountNumber: 'wallet.accountNumberRequired',
  confirmAccountNumber: 'wallet.confirmAccountNumberRequired',
  routingNumber: 'wallet.routingNumberRequired',
} as const;

const typed = withdrawRequestSchema.shape;

/**
 * The body POST wallet/wallet-withdraw accepts: either a saved account (A3.11: `bankAccountId`, one
 * of the caller's user-bank-accounts, the bank fields then not needed) or the bank fields typed, with
 * `saveAccount` to keep them for the next withdrawal. Each typed field keeps its rule and message.
 */
export const withdrawBodySchema = z
  .object({
    amount: typed.amount,
    /** One of the caller's saved accounts (GET user-bank-accounts): the money goes there. */
    bankAccountId: z.optional(z.string('wallet.bankAccountNotFound').check(z.minLength(1, 'wallet.bankAccountNotFound'), z.maxLength(36, 'wallet.bankAccountNotFound'))),
    /** Keep the typed account among the caller's saved accounts (ignored with bankAccountId). */
    saveAccount: z.optional(z.boolean('common.invalidFormat')),
    bankName: z.optional(typed.bankName),
    accountHolderName: z.optional(typed.accountHolderName),
    accountType: z.optional(typed.accountType),
    accountNumber: z.optional(typed.accountNumber),
    confirmAccountNumber: z.optional(typed.confirmAccountNumber),
    routingNumber: z.optional(typed.routingNumber),
    swiftCode: typed.swiftCode,
    iban: typed.iban,
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.bankAccountId) return;
      for (const [field, key] of Object.entries(TYPED_FIELDS_REQUIRED)) {
        if (body[field as keyof typeof TYPED_FIELDS_REQUIRED] === undefined) ctx.issues.push({ code: 'custom', message: key, path: [field], input: body });
      }
    }),
  );
export type WithdrawBody = z.input<typeof withdrawBodySchema>;

export const withdrawEndpoint = defineEndpoint({
  method: 'POST',
  path: 'wallet/wallet-withdraw',
  access: 'user',
  context: 'wallet',
  summary: 'A7.10 Withdraw to a bank account (saved or typed): held until an administrator approves or rejects it.',
  body: withdrawBodySchema,
  example: { amount: 50_000, bankName: 'Bank Muscat', accountHolderName: 'Salim Al-Harthy', accountType: 'current', accountNumber: '0123456789012', confirmAccountNumber: '0123456789012', routingNumber: '123456789', swiftCode: 'BMUSOMRX', iban: 'OM81 0180 0000 0129 9123 456', saveAccount: true },
  idempotencyKey: 'required',
  answer: transactionSchema,
});
