import * as z from 'zod/mini';
import { BAISA_AMOUNT_DOCUMENTED, checkedByService, defineEndpoint, responseOf } from '../define-endpoint';
import type { FeeBreakdown, PaymentMethodId, TransactionView } from './transactions';

export const PAYMENT_METHOD_IDS = ['sandbox_card', 'bank_transfer', 'stripe', 'paymob', 'paypal'] as const satisfies readonly PaymentMethodId[];

/** What a top-up costs before paying (A3.17), in baisa. */
export interface FeeQuote {
  amount: number;
  fees: FeeBreakdown;
  /** percentage + flat + service + platform + vat */
  totalFees: number;
  /** What the payer is charged: amount + totalFees. */
  total: number;
}

export interface PreapprovalView {
  _id: string;
  id: string;
  amount: number;
  currencyId: string;
  status: 'created' | 'used';
  transactionId: string | null;
  createdAt: string;
}

export interface TopupStarted {
  preapprovalId: string;
  transaction: TransactionView;
  fees: FeeQuote;
  /** Where to send the payer (hosted checkout), or null (bank transfer: upload the slip). */
  checkout: { redirectUrl: string } | null;
}

/** A preapproval id: "Please choose…" when missing, "not found" when it cannot be one. */
const preapprovalId = () => z.string('wallet.preapprovalRequired').check(z.minLength(1, 'wallet.preapprovalRequired'), z.maxLength(36, 'wallet.preapprovalNotFound'));

/** The amount's rules need the configured limits, so the service checks it (A5.11). */
export const createPreapprovalSchema = z.object({
  /** Baisa (25000 = OMR 25.000). */
  amount: checkedByService(z.optional(z.unknown()), BAISA_AMOUNT_DOCUMENTED),
  currencyId: z.nullish(z.enum(['OMR'], 'wallet.currencyUnsupported')),
});

export const createPreapprovalEndpoint = defineEndpoint({
  method: 'POST',
  path: 'wallet/wallet-preapproval',
  access: 'user',
  context: 'wallet',
  summary: 'A7.10 The amount to top up, checked against the minimum and maximum (A5.11); the fees are quoted before paying.',
  body: createPreapprovalSchema,
  example: { amount: 25_000, currencyId: 'OMR' },
  response: responseOf<PreapprovalView>(),
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
  response: responseOf<TopupStarted>(),
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
  response: responseOf<TopupStarted>(),
});

export const paymobCheckoutEndpoint = defineEndpoint({
  method: 'POST',
  path: 'equity/paymob-payment/get-wallet-checkout-url',
  access: 'user',
  context: 'wallet',
  summary: 'A7.10 Regional card provider checkout for a preapproved top-up.',
  body: checkoutSessionSchema,
  idempotencyKey: 'required',
  response: responseOf<TopupStarted>(),
});
