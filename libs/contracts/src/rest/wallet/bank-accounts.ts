import * as z from 'zod/mini';
import { answerId, answerList, answerText, answerTimestamp } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { BANK_ACCOUNT_TYPES, withdrawRequestSchema } from './withdrawal';

/**
 * Saved withdrawal accounts (A3.11, A7.7 user-bank-accounts): a person keeps the bank accounts money
 * is withdrawn to, one of them primary, and a withdrawal picks one instead of typing it again. The
 * account number and the IBAN are answered masked; the full ones never leave the wallet service.
 */
export const BANK_ACCOUNTS_MAX = 10;
const typed = withdrawRequestSchema.shape;

/** A3.11 bank account: holder, type, bank, account number with its confirmation, routing, SWIFT, IBAN, country, primary. */
export const saveBankAccountSchema = z.object({
  bankName: typed.bankName,
  accountHolderName: typed.accountHolderName,
  accountType: typed.accountType,
  accountNumber: typed.accountNumber,
  confirmAccountNumber: typed.confirmAccountNumber,
  routingNumber: typed.routingNumber,
  swiftCode: typed.swiftCode,
  iban: typed.iban,
  /** ISO 3166 alpha-2 (OM when absent). */
  country: z.optional(z.string('wallet.countryInvalid').check(z.regex(/^[A-Za-z]{2}$/, 'wallet.countryInvalid'))),
  isPrimary: z.optional(z.boolean('common.invalidFormat')),
});
export type SaveBankAccountRequest = z.input<typeof saveBankAccountSchema>;

export const savedBankAccountSchema = z.object({
  id: answerId(),
  _id: answerId(),
  bankName: answerText(100),
  accountHolderName: answerText(100),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  accountNumberLast4: answerText(4),
  routingNumber: answerText(20),
  swiftCode: z.nullable(answerText(11)),
  ibanLast4: z.nullable(answerText(4)),
  country: answerText(2),
  isPrimary: z.boolean(),
  createdAt: answerTimestamp(),
});
export type SavedBankAccountView = z.infer<typeof savedBankAccountSchema>;

const bankAccounts = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, summary: string) => ({ method, path, access: 'user', context: 'wallet', summary }) as const;

export const listBankAccountsEndpoint = defineEndpoint({
  ...bankAccounts('GET', 'user-bank-accounts', 'A3.11 The caller\'s saved accounts, primary first, masked.'),
  answer: z.object({ docs: answerList(savedBankAccountSchema, BANK_ACCOUNTS_MAX), totalCount: z.int() }),
});

export const saveBankAccountEndpoint = defineEndpoint({
  ...bankAccounts('POST', 'user-bank-accounts', `A3.11 Saves an account (409 twice, 422 past ${BANK_ACCOUNTS_MAX}).`),
  body: saveBankAccountSchema,
  example: { bankName: 'Bank Muscat', accountHolderName: 'Salim Al-Harthy', accountType: 'current', accountNumber: '0123456789012', confirmAccountNumber: '0123456789012', routingNumber: '123456789', swiftCode: 'BMUSOMRX', country: 'OM', isPrimary: true },
  created: true,
  answer: savedBankAccountSchema,
});

export const updateBankAccountEndpoint = defineEndpoint({
  ...bankAccounts('PATCH', 'user-bank-accounts/:id', 'A3.11 Makes a saved account the primary one.'),
  body: z.object({ isPrimary: z.literal(true, 'common.invalidFormat') }),
  example: { isPrimary: true },
  answer: savedBankAccountSchema,
});

export const deleteBankAccountEndpoint = defineEndpoint({
  ...bankAccounts('DELETE', 'user-bank-accounts/:id', 'A3.11 Removes a saved account.'),
  answer: z.object({ id: answerId(), deleted: z.boolean() }),
});
