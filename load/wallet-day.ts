/**
 * A busy day for wallets: investors look at their wallet and its movements, start top-ups (the fee
 * quote, then a card top-up that hands them to the provider's page, or a bank transfer that waits for
 * its slip) and ask for withdrawals to their bank, each money request with an Idempotency-Key and
 * retried with it on a timeout. Withdrawals are small (OMR 1) and wait for an administrator, as in
 * production: run it against a deployment whose administrators expect them.
 *
 *   RATE        wallet sessions per second (default 20)
 *   CARD        the card provider's payment method id (default sandbox_card)
 */
import { check, sleep } from 'k6';
import { Counter } from 'k6/metrics';
import type { Options } from 'k6/options';
import { api, investorAccounts, signIn, uuid, type Answer } from './lib/platform';

const RATE = Number(__ENV.RATE || 20);
const CARD = __ENV.CARD || 'sandbox_card';

export const options: Options = {
  scenarios: {
    wallets: {
      executor: 'constant-arrival-rate',
      rate: RATE,
      timeUnit: '1s',
      duration: '3m',
      preAllocatedVUs: RATE * 2,
      maxVUs: RATE * 10,
    },
  },
  thresholds: {
    'http_req_duration{name:wallet}': ['p(95)<300'],
    'http_req_duration{name:top-up}': ['p(95)<800'],
    'http_req_duration{name:withdraw}': ['p(95)<800'],
    server_errors: ['count==0'],
  },
};

const serverErrors = new Counter('server_errors');
const withdrawals = new Counter('withdrawals_requested');
const topUps = new Counter('top_ups_started');

export function setup(): { tokens: string[] } {
  return { tokens: investorAccounts().map(signIn) };
}

/** A money request: sent with a key, sent again with the same key after a timeout or a 503. */
function keyed<T>(path: string, token: string, body: unknown, name: string): Answer<T> {
  const key = `k6-${uuid()}`;
  let answer = api<T>('POST', path, { token, body, key, name });
  for (let retry = 0; (answer.status === 0 || answer.status === 503) && retry < 3; retry++) {
    sleep(0.5);
    answer = api<T>('POST', path, { token, body, key, name });
  }
  if (answer.status >= 500) serverErrors.add(1);
  return answer;
}

export default function walletSession(setup: { tokens: string[] }): void {
  const token = setup.tokens[Math.floor(Math.random() * setup.tokens.length)];
  const wallet = api<{ balance: number; available: number }>('GET', 'wallet/get-user-wallet-detail?currencyId=OMR', {
    token,
    name: 'wallet',
  });
  check(wallet, { 'wallet shown': (a) => a.status === 200 });
  api('GET', 'wallet/get-user-wallet-list?limit=10', { token, name: 'wallet movements' });
  const roll = Math.random();
  if (roll < 0.6) {
    // A top-up: the quote (preapproval), then the payment method.
    const quote = api<{ id: string }>('POST', 'wallet/wallet-preapproval', {
      token,
      body: { amount: 50_000 + Math.floor(Math.random() * 20) * 10_000, currencyId: 'OMR' },
      name: 'top-up quote',
    });
    if (quote.status >= 500) serverErrors.add(1);
    if (!check(quote, { 'top-up quoted': (a) => a.status === 200 && a.data !== null })) return;
    const method = Math.random() < 0.7 ? CARD : 'bank_transfer';
    const started = keyed<{ checkout: { redirectUrl: string } | null }>(
      'wallet/add-wallet-topup',
      token,
      { preapprovalId: quote.data!.id, paymentMethod: method },
      'top-up',
    );
    if (check(started, { 'top-up started': (a) => a.status === 200 || a.status === 201 })) topUps.add(1);
  } else if (roll < 0.8 && (wallet.data?.available ?? 0) >= 1_000) {
    const withdrawal = keyed(
      'wallet/wallet-withdraw',
      token,
      {
        amount: 1_000,
        bankName: 'Bank Muscat',
        accountHolderName: 'Load Test Investor',
        accountType: 'current',
        accountNumber: '0123456789012',
        confirmAccountNumber: '0123456789012',
        routingNumber: '123456789',
        iban: 'OM810180000001299123456',
      },
      'withdraw',
    );
    if (check(withdrawal, { 'withdrawal requested': (a) => a.status === 200 || a.status === 201 })) withdrawals.add(1);
  }
}
