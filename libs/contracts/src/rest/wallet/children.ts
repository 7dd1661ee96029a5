import * as z from 'zod/mini';
import { answerBaisa, answerId, answerText, listPageOf } from '../answer-fields';
import { BAISA_AMOUNT_DOCUMENTED, checkedByService, defineEndpoint } from '../define-endpoint';
import { transactionSchema } from './transactions';
import { transactionPageSchema } from './reads';
import { withdrawRequestSchema } from './withdrawal';

/**
 * Child wallets (A3.15, A7.10, ADR 0026): each accepted child has a wallet in the ledger, owned by
 * the child and operated by the guardian until the child's 18th birthday. Money comes in only from
 * the guardian's own wallet (or a card or bank-transfer top-up the guardian pays, credited to the
 * child's wallet) and goes out only back to it or to a bank account in the child's name.
 */
const queryText = (max = 100) => z.optional(z.string('common.invalidFormat').check(z.maxLength(max, 'common.invalidFormat')));
const childId = () => z.string('wallet.childRequired').check(z.minLength(1, 'wallet.childRequired'), z.maxLength(36, 'wallet.childNotFound'));

/** A3.15 child wallet: minor, owner type, guardian, minor wallet ID, balance. */
export const childWalletSchema = z.object({
  childId: answerId(),
  minor: z.object({ firstName: answerText(100), lastName: answerText(100), firstNameAr: answerText(100), lastNameAr: answerText(100) }),
  ownerType: z.literal('minor'),
  guardian: answerId(),
  walletId: answerText(100),
  currencyId: answerText(3),
  balance: answerBaisa(),
  held: answerBaisa(),
  available: answerBaisa(),
  /** The day (Muscat) the child turns 18: the guardian acts for the child until then. */
  adultOn: answerText(10),
});
export type ChildWalletView = z.infer<typeof childWalletSchema>;

/** Money between the guardian's wallet and a child's: the child and an amount in baisa (checked by the wallet, which knows the balance). */
export const childTransferSchema = z.object({
  childId: childId(),
  amount: checkedByService(z.optional(z.unknown()), BAISA_AMOUNT_DOCUMENTED),
});
export type ChildTransferInput = z.input<typeof childTransferSchema>;

/** What the guardian may move into the child's wallet now: the guardian's available balance. */
export const childPreapprovalSchema = z.object({ childId: answerId(), amount: answerBaisa(), source: z.literal('wallet'), guardianAvailable: answerBaisa(), allowed: z.boolean() });

const wallet = (method: 'GET' | 'POST', path: string, summary: string) => ({ method, path, access: 'user', context: 'wallet', summary }) as const;

export const childWalletListEndpoint = defineEndpoint({ ...wallet('GET', 'wallet/get-child-wallet-list', 'A3.15, A7.10 The guardian\'s children\'s wallets with their balances.'), answer: listPageOf(childWalletSchema, 50) });
export const childWalletDetailEndpoint = defineEndpoint({
  ...wallet('GET', 'wallet/get-child-wallet-detail', 'A3.15, A7.10 One child\'s wallet (`childId`).'),
  query: z.object({ childId: queryText(36) }),
  answer: childWalletSchema,
});
export const childWalletDetailOfEndpoint = defineEndpoint({ ...wallet('GET', 'wallet/get-child-wallet-detail/:childId', 'A3.15, A7.10 One child\'s wallet.'), answer: childWalletSchema });
export const childWalletTransactionsEndpoint = defineEndpoint({
  ...wallet('GET', 'wallet/get-child-wallet-transaction-list/:childId', 'A7.10 A child\'s wallet transactions, newest first (page × 10).'),
  query: z.object({ limit: queryText(10) }),
  answer: transactionPageSchema,
});
export const childPreapprovalEndpoint = defineEndpoint({
  ...wallet('POST', 'wallet/child-wallet-preapproval', 'A7.10 Whether the guardian can move this amount into the child\'s wallet now (from the guardian\'s wallet).'),
  body: childTransferSchema,
  answer: childPreapprovalSchema,
});
export const childTopupEndpoint = defineEndpoint({
  ...wallet('POST', 'wallet/add-wallet-topup/child', 'A7.10, A3.15 Move money from the guardian\'s wallet into the child\'s wallet (ADR 0026); refused beyond the guardian\'s available balance.'),
  body: childTransferSchema,
  idempotencyKey: 'required',
  answer: transactionSchema,
});
export const childWithdrawEndpoint = defineEndpoint({
  ...wallet('POST', 'wallet/child-wallet-withdraw', 'A7.10 Move money from the child\'s wallet back to the guardian\'s wallet, the only way out (ADR 0026); refused beyond the child\'s available balance.'),
  body: childTransferSchema,
  idempotencyKey: 'required',
  answer: transactionSchema,
});

/** A withdrawal's bank account (A3.11) for one of the guardian's children: the account must be in the child's name. */
export const childBankWithdrawSchema = z.extend(withdrawRequestSchema, { childId: childId() });
export type ChildBankWithdrawInput = z.input<typeof childBankWithdrawSchema>;

export const childBankWithdrawEndpoint = defineEndpoint({
  ...wallet(
    'POST',
    'wallet/child-wallet-withdraw/bank',
    "A7.10, A3.11 Withdraw from the child's wallet to a bank account in the child's name (ADR 0026): held until an administrator approves or rejects it (rejectedChildWalletTransactions); refused when the account holder is not the child.",
  ),
  body: childBankWithdrawSchema,
  idempotencyKey: 'required',
  answer: transactionSchema,
});
