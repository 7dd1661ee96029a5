import * as z from 'zod/mini';
import { answerBaisa, answerId, answerText, answerTimestamp } from '../answer-fields';

/** A4.6: 0 pending, 1 in process, 2 success, 3 rejected, 4 failed. */
export const TX_STATUS = { pending: 0, inProcess: 1, success: 2, rejected: 3, failed: 4 } as const;
export type TxStatus = (typeof TX_STATUS)[keyof typeof TX_STATUS];

export const ENTRY_TYPES = ['CREDIT', 'DEBIT'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export const TRANSACTION_TYPES = ['topup', 'withdrawal', 'investment', 'refund', 'admin_credit', 'distribution', 'campaign_unsuccessful', 'payout', 'repayment', 'child_topup', 'child_withdrawal', 'child_handover'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
/** C4.19 activity reasons. */
export const TRANSACTION_REASONS = ['withdraw_by_user', 'refunded_by_admin', 'amount_invested', 'distribution_credited_by_admin', 'campaign_unsuccessful'] as const;
export type TransactionReason = (typeof TRANSACTION_REASONS)[number];
export type BankAccountType = 'current' | 'savings' | 'checking';

/** Fee parts in baisa. */
export const feeBreakdownSchema = z.object({ percentage: answerBaisa(), flat: answerBaisa(), service: answerBaisa(), platform: answerBaisa(), vat: answerBaisa() });
export type FeeBreakdown = z.infer<typeof feeBreakdownSchema>;

/** A3.11 bank account of a withdrawal, as shown back (the account number masked but for its last four digits). */
export const bankDetailsSchema = z.object({
  bankName: answerText(100),
  accountHolderName: answerText(100),
  accountType: z.enum(['current', 'savings', 'checking']),
  accountNumber: answerText(40),
  accountNumberLast4: answerText(4),
  routingNumber: answerText(20),
  swiftCode: z.nullable(answerText(11)),
  /** Electronic form (no spaces); absent on withdrawals made before it was asked. */
  iban: z.optional(z.nullable(answerText(34))),
});
export type BankDetailsView = z.infer<typeof bankDetailsSchema>;

const txStatus = z.literal([TX_STATUS.pending, TX_STATUS.inProcess, TX_STATUS.success, TX_STATUS.rejected, TX_STATUS.failed]);

/** A2 / A3.17: one row of the wallet's transaction list (and the receipt). Amounts in baisa. */
export const transactionSchema = z.object({
  _id: answerId(),
  id: answerId(),
  transactionNumber: answerText(40),
  userId: answerId(),
  walletId: answerId(),
  entryType: z.enum(ENTRY_TYPES),
  type: z.enum(TRANSACTION_TYPES),
  reason: z.nullable(z.enum(TRANSACTION_REASONS)),
  currencyId: answerText(3),
  amount: answerBaisa(),
  fees: feeBreakdownSchema,
  totalFees: answerBaisa(),
  totalAmount: answerBaisa(),
  details: z.nullable(answerText(1000)),
  campaign: z.nullable(z.object({ id: answerId(), name: z.nullable(answerText(200)) })),
  gateway: answerText(40),
  paymentMethod: answerText(40),
  status: txStatus,
  rejectReason: z.nullable(answerText(2000)),
  failureReason: z.nullable(answerText(2000)),
  bankDetails: z.nullable(bankDetailsSchema),
  hasSlip: z.boolean(),
  /** What a provider payment was for: a wallet top-up's preapproval, or an investment (paid by card or bank transfer). */
  preapprovalId: z.nullable(answerId()),
  investmentId: z.nullable(answerId()),
  createdAt: answerTimestamp(),
  updatedAt: answerTimestamp(),
  settledAt: z.nullable(answerTimestamp()),
});
export type TransactionView = z.infer<typeof transactionSchema>;

/** Top-up and withdrawal limits in baisa (A5.11; 0 as a maximum means none). */
export const walletLimitsSchema = z.object({ topupMin: answerBaisa(), topupMax: answerBaisa(), withdrawMin: answerBaisa(), withdrawMax: answerBaisa() });
export type WalletLimits = z.infer<typeof walletLimitsSchema>;

/** The ways to top up a wallet (docs/adr/0013). */
export const PAYMENT_METHOD_IDS = ['sandbox_card', 'bank_transfer', 'stripe', 'paymob', 'paypal'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/** The platform's bank account for offline transfers. */
export const bankTransferDetailsSchema = z.object({ bankName: answerText(200), accountName: answerText(200), iban: answerText(64), swift: answerText(20) });
export type BankTransferDetails = z.infer<typeof bankTransferDetailsSchema>;

/** GET wallet/get-user-wallet-detail (A3.17). Amounts in baisa. */
export const walletDetailSchema = z.object({
  walletId: answerId(),
  balance: answerBaisa(),
  held: answerBaisa(),
  available: answerBaisa(),
  currencyId: answerText(3),
  payType: z.literal('wallet'),
  lowBalance: z.boolean(),
  lowBalanceThreshold: answerBaisa(),
  limits: walletLimitsSchema,
  paymentMethods: z.array(z.object({ id: z.enum(PAYMENT_METHOD_IDS), enabled: z.boolean() })).check(z.maxLength(PAYMENT_METHOD_IDS.length)),
  bankTransferDetails: bankTransferDetailsSchema,
});
export type WalletDetail = z.infer<typeof walletDetailSchema>;
