import type { ReactElement } from 'react';
import { clearSession, configureApi, startSession } from '@cf/api-client';
import { addNamespace } from '@cf/i18n';
import { renderPage, type FetchCall } from '@cf/web-tools/testing/render';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import type { WalletDetail, WalletTransaction } from '../api/wallet-api';

export const ok = (data: unknown) => ({ body: { status: 'success', data: { data } } });
export const fail = (status: number, message: string, errors?: Array<{ field: string; msg: string }>) => ({
  status,
  body: { status: 'fail', message, ...(errors ? { errors } : {}) },
});

export function signIn(): void {
  localStorage.clear();
  clearSession();
  startSession('tok', { id: 'u1', slug: 'khalid', userType: 'investor', email: 'khalid@example.om', firstName: 'Test', lastName: 'User', isAdmin: false });
}

/** A wallet page with this remote's strings, in English unless told. */
export function renderWalletPage(element: ReactElement, route: string, options: { language?: 'ar' | 'en' | 'fr'; path?: string } = {}) {
  return renderPage(element, {
    route,
    path: options.path,
    language: options.language ?? 'en',
    setup: (i18n) => addNamespace(i18n, 'wallet', { ar, en, fr }),
  });
}

type Answer = { status?: number; body: unknown };
export type WalletCall = FetchCall & { form?: FormData };

/**
 * A fetch double answering by "METHOD path" (like @cf/web-tools' mockApi) that also accepts
 * multipart bodies (the slip upload) and records request headers (Idempotency-Key).
 */
export function mockWalletApi(routes: Record<string, Answer | ((call: WalletCall) => Answer)>, language = 'en') {
  const calls: WalletCall[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const form = init?.body instanceof FormData ? init.body : undefined;
    const call: WalletCall = {
      url,
      method,
      body: form ? undefined : init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
      form,
    };
    calls.push(call);
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1\//, '');
    const route = routes[`${method} ${path}`];
    const answer = typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { status: 'fail', message: 'No record found' } });
    const status = answer.status ?? 200;
    return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(answer.body) } as Response;
  });
  configureApi({ fetchImpl: fetchImpl as unknown as typeof fetch, getLanguage: () => language });
  return { calls, fetchImpl };
}

export const paramsOf = (url: string) => new URL(url, 'http://localhost').searchParams;

export function makeDetail(overrides: Partial<WalletDetail> = {}): WalletDetail {
  return {
    walletId: 'w-1',
    balance: 1_234_500,
    held: 200_000,
    available: 1_034_500,
    currencyId: 'OMR',
    payType: 'wallet',
    lowBalance: false,
    lowBalanceThreshold: 10_000,
    limits: { topupMin: 5_000, topupMax: 5_000_000, withdrawMin: 10_000, withdrawMax: 2_000_000 },
    paymentMethods: [
      { id: 'sandbox_card', enabled: true },
      { id: 'bank_transfer', enabled: true },
      { id: 'stripe', enabled: false },
      { id: 'paymob', enabled: false },
      { id: 'paypal', enabled: false },
    ],
    bankTransferDetails: { bankName: 'Bank Muscat', accountName: 'Crowdfunding Platform SAOC', iban: 'OM810180000001299123456', swift: 'BMUSOMRX' },
    ...overrides,
  };
}

let sequence = 0;
export function makeTransaction(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  sequence += 1;
  // A whole transaction as the wallet answers it (its contract's schema).
  return {
    _id: `tx-${sequence}`,
    id: `tx-${sequence}`,
    transactionNumber: `WT-2026-${String(sequence).padStart(5, '0')}`,
    userId: 'user-1',
    walletId: 'wallet-1',
    entryType: 'CREDIT',
    type: 'topup',
    reason: null,
    currencyId: 'OMR',
    amount: 50_000,
    fees: { percentage: 1_250, flat: 100, service: 0, platform: 0, vat: 68 },
    totalFees: 1_418,
    totalAmount: 51_418,
    details: null,
    campaign: null,
    gateway: 'sandbox_card',
    paymentMethod: 'sandbox_card',
    status: 2,
    rejectReason: null,
    failureReason: null,
    bankDetails: null,
    hasSlip: false,
    preapprovalId: null,
    investmentId: null,
    createdAt: '2026-03-05T08:30:00.000Z',
    updatedAt: '2026-03-05T08:30:00.000Z',
    settledAt: null,
    ...overrides,
  };
}

export const page = <T,>(docs: T[], totalCount = docs.length, extra: Record<string, unknown> = {}) =>
  ok({ docs, totalCount, displayLoadMore: totalCount > docs.length, ...extra });
