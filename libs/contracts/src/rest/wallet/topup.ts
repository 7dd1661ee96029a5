import * as z from 'zod/mini';
import { answerBaisa, answerId, answerText, answerTimestamp } from '../answer-fields';
import { BAISA_AMOUNT_DOCUMENTED, checkedByService, defineEndpoint } from '../define-endpoint';
import { feeBreakdownSchema, PAYMENT_METHOD_IDS, transactionSchema } from './transactions';

/** What a top-up costs before paying (A3.17), in baisa: the fee parts, their sum, and what the payer is charged (amount + totalFees). */
export const feeQuoteSchema = z.object({ amount: answerBaisa(), fees: feeBreakdownSchema, totalFees: answerBaisa(), total: answerBaisa() });
export type FeeQuote = z.infer<typeof feeQuoteSchema>;

export const preapprovalSchema = z.object({
  _id: answerId(),
  id: answerId(),
  amount: answerBaisa(),
  currencyId: answerText(3),
  status: z.enum(['created', 'used']),
  transactionId: z.nullable(answerId()),
  /** A top-up for one of the guardian's children: it settles into the child's wallet (ADR 0026). */
  childId: z.nullable(answerId()),
  createdAt: answerTimestamp(),
});
export type PreapprovalView = z.infer<typeof preapprovalSchema>;

export const topupStartedSchema = z.object({
  preapprovalId: answerId(),
  transaction: transactionSchema,
  fees: feeQuoteSchema,
  /** Where to send the payer (hosted checkout), or null (bank transfer: upload the slip). */
  checkout: z.nullable(z.object({ redirectUrl: answerText(2000) })),
});
export type TopupStarted = z.infer<typeof topupStartedSchema>;

/** A preapproval id: "Please choose…" when missing, "not found" when it cannot be one. */
const preapprovalId = () => z.string('wallet.preapprovalRequired').check(z.minLength(1, 'wallet.preapprovalRequired'), z.maxLength(36, 'wallet.preapprovalNotFound'));

/** The amount's rules need the configured limits, so the service checks it (A5.11). */
export const createPreapprovalSchema = z.object({
  /** Baisa (25000 = OMR 25.000). */
  amount: checkedByService(z.optional(z.unknown()), BAISA_AMOUNT_DOCUMENTED),
  currencyId: z.nullish(z.enum(['OMR'], 'wallet.currencyUnsupported')),
  /** One of the guardian's children (ADR 0026): paid by the guardian, by card or bank transfer, credited to the child's wallet. */
  childId: z.optional(z.string('wallet.childNotFound').check(z.minLength(1, 'wallet.childNotFound'), z.maxLength(36, 'wallet.childNotFound'))),
});

export const createPreapprovalEndpoint = defineEndpoint({
  method: 'POST',
  path: 'wallet/wallet-preapproval',
  access: 'user',
  context: 'wallet',
  summary: 'A7.10 The amount to top up, checked against the minimum and maximum (A5.11); the fees are quoted before paying.',
  body: createPreapprovalSchema,
  example: { amount: 25_000, currencyId: 'OMR' },
  answer: preapprovalSchema,
});

export const addTopupSchema = z.object({ preapprovalId: preapprovalId(), paymentMethod: z.enum(PAYMENT_METHOD_IDS, 'wallet.paymentMethodInvalid') });

export const addTopupEndpoint = defineEndpoint({
  method: 'POST',
  path: 'wallet/add-wallet-topup',
  access: 'user',
  context: 'wallet',
  summary: 'A7.10 Pay a preapproved top-up: the transaction (status 1, in process) and the payment provider\'s checkout.',
  body: addTopupSchema,
  idempotencyKey: 'required',
  answer: topupStartedSchema,
});

export const checkoutSessionSchema = z.object({ preapprovalId: preapprovalId() });

export const cardCheckoutSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: 'equity/payment-gateway/wallet-checkout-session',
  access: 'user',
  context: 'wallet',
  summary: 'A7.10 Card checkout for a preapproved top-up (the card provider\'s alias of add-wallet-topup).',
  body: checkoutSessionSchema,
  idempotencyKey: 'required',
  answer: topupStartedSchema,
});

export const paymobCheckoutEndpoint = defineEndpoint({
  method: 'POST',
  path: 'equity/paymob-payment/get-wallet-checkout-url',
  access: 'user',
  context: 'wallet',
  summary: 'A7.10 Regional card provider checkout for a preapproved top-up.',
  body: checkoutSessionSchema,
  idempotencyKey: 'required',
  answer: topupStartedSchema,
});
