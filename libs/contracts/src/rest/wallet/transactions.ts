/** A4.6: 0 pending, 1 in process, 2 success, 3 rejected, 4 failed. */
export const TX_STATUS = { pending: 0, inProcess: 1, success: 2, rejected: 3, failed: 4 } as const;
export type TxStatus = (typeof TX_STATUS)[keyof typeof TX_STATUS];

export type EntryType = 'CREDIT' | 'DEBIT';
export type TransactionType = 'topup' | 'withdrawal' | 'investment' | 'refund' | 'admin_credit' | 'distribution' | 'campaign_unsuccessful' | 'payout' | 'repayment';
/** C4.19 activity reasons. */
export type TransactionReason = 'withdraw_by_user' | 'refunded_by_admin' | 'amount_invested' | 'distribution_credited_by_admin' | 'campaign_unsuccessful';
export type BankAccountType = 'current' | 'savings' | 'checking';

/** Fee parts in baisa. */
export interface FeeBreakdown {
  percentage: number;
  flat: number;
  service: number;
  platform: number;
  vat: number;
}

/** A3.11 bank account of a withdrawal, as shown back (the account number masked but for its last four digits). */
export interface BankDetailsView {
  bankName: string;
  accountHolderName: string;
  accountType: BankAccountType;
  accountNumber: string;
  accountNumberLast4: string;
  routingNumber: string;
  swiftCode: string | null;
}

/** A2 / A3.17: one row of the wallet's transaction list (and the receipt). Amounts in baisa. */
export interface TransactionView {
  _id: string;
  id: string;
  transactionNumber: string;
  userId: string;
  walletId: string;
  entryType: EntryType;
  type: TransactionType;
  reason: TransactionReason | null;
  currencyId: string;
  amount: number;
  fees: FeeBreakdown;
  totalFees: number;
  totalAmount: number;
  details: string | null;
  campaign: { id: string; name: string | null } | null;
  gateway: string;
  paymentMethod: string;
  status: TxStatus;
  rejectReason: string | null;
  failureReason: string | null;
  bankDetails: BankDetailsView | null;
  hasSlip: boolean;
  /** What a provider payment was for: a wallet top-up's preapproval, or an investment (paid by card or bank transfer). */
  preapprovalId: string | null;
  investmentId: string | null;
  createdAt: string;
  updatedAt: string;
  settledAt: string | null;
}

/** Top-up and withdrawal limits in baisa (A5.11; 0 as a maximum means none). */
export interface WalletLimits {
  topupMin: number;
  topupMax: number;
  withdrawMin: number;
  withdrawMax: number;
}

/** The ways to top up a wallet (docs/adr/0013). */
export type PaymentMethodId = 'sandbox_card' | 'bank_transfer' | 'stripe' | 'paymob' | 'paypal';

/** The platform's bank account for offline transfers. */
export interface BankTransferDetails {
  bankName: string;
  accountName: string;
  iban: string;
  swift: string;
}

/** GET wallet/get-user-wallet-detail (A3.17). Amounts in baisa. */
export interface WalletDetail {
  walletId: string;
  balance: number;
  held: number;
  available: number;
  currencyId: string;
  payType: 'wallet';
  lowBalance: boolean;
  lowBalanceThreshold: number;
  limits: WalletLimits;
  paymentMethods: Array<{ id: PaymentMethodId; enabled: boolean }>;
  bankTransferDetails: BankTransferDetails;
}
