/**
 * A repayment day: a debt campaign's owner pays the instalment due from the wallet (split pro rata
 * to every investor in one ledger batch), while its investors open their wallets and investments to
 * see the share arrive. The owner's payment carries its own paymentId (a UUID made once): resending
 * it after a timeout answers the same payment, never a second one.
 *
 *   CAMPAIGN_ID  the funded debt campaign whose schedule is paid (required: an owner's campaign with a schedule)
 *   READERS      investors checking their wallets per second (default 30)
 */
import { check, sleep } from 'k6';
import { Counter } from 'k6/metrics';
import type { Options } from 'k6/options';
import { api, investorAccounts, ownerAccount, signIn, uuid } from './lib/platform';

const READERS = Number(__ENV.READERS || 30);

export const options: Options = {
  scenarios: {
    owner: { executor: 'per-vu-iterations', vus: 1, iterations: 1, exec: 'payInstalment', maxDuration: '2m' },
    investors: {
      executor: 'constant-arrival-rate',
      rate: READERS,
      timeUnit: '1s',
      duration: '2m',
      preAllocatedVUs: READERS,
      maxVUs: READERS * 5,
      exec: 'lookAtReturns',
    },
  },
  thresholds: {
    'http_req_duration{name:pay instalment}': ['p(99)<5000'],
    'http_req_duration{name:wallet}': ['p(95)<300'],
    'http_req_duration{name:my investments}': ['p(95)<400'],
    instalments_paid: ['count==1'],
    server_errors: ['count==0'],
  },
};

const paidInstalments = new Counter('instalments_paid');
const serverErrors = new Counter('server_errors');

interface Setup {
  ownerToken: string;
  investorTokens: string[];
  campaignId: string;
}

export function setup(): Setup {
  const campaignId = __ENV.CAMPAIGN_ID;
  if (!campaignId) throw new Error('set CAMPAIGN_ID to a funded debt campaign with a repayment schedule');
  return { ownerToken: signIn(ownerAccount()), investorTokens: investorAccounts().map(signIn), campaignId };
}

/** A schedule row as `repayment/get-repayment/{campaignId}` answers it (the fields this script reads). */
interface Row {
  id: string;
  repaymentNumber: number;
  outstandingAmount: number;
}

export function payInstalment(setup: Setup): void {
  const schedule = api<{ rows: Row[] }>('GET', `repayment/get-repayment/${setup.campaignId}`, {
    token: setup.ownerToken,
    name: 'schedule',
  });
  if (!check(schedule, { 'schedule shown': (a) => a.status === 200 })) return;
  // The earliest row with something outstanding.
  const due = (schedule.data?.rows ?? []).filter((r) => r.outstandingAmount > 0).sort((a, b) => a.repaymentNumber - b.repaymentNumber)[0];
  if (!check(due, { 'an instalment is due': (r) => r !== undefined })) return;
  const body = { paymentId: uuid(), rowId: due.id, amount: due.outstandingAmount, paymentType: 'wallet' };
  let payment = api('POST', 'repayment/create-repayment', { token: setup.ownerToken, body, name: 'pay instalment' });
  for (let retry = 0; (payment.status === 0 || payment.status === 503) && retry < 3; retry++) {
    sleep(1);
    payment = api('POST', 'repayment/create-repayment', { token: setup.ownerToken, body, name: 'pay instalment' });
  }
  if (payment.status >= 500) serverErrors.add(1);
  if (check(payment, { 'instalment paid': (a) => a.status === 201 || a.status === 200 })) paidInstalments.add(1);
}

export function lookAtReturns(setup: Setup): void {
  const token = setup.investorTokens[Math.floor(Math.random() * setup.investorTokens.length)];
  const wallet = api('GET', 'wallet/get-user-wallet-detail?currencyId=OMR', { token, name: 'wallet' });
  const mine = api('GET', 'my-investment?limit=10', { token, name: 'my investments' });
  for (const answer of [wallet, mine]) if (answer.status >= 500) serverErrors.add(1);
  check(wallet, { 'wallet shown': (a) => a.status === 200 });
  check(mine, { 'investments shown': (a) => a.status === 200 });
}
