/**
 * A campaign goes viral: thousands of investors arrive at one campaign within minutes (Crowdcube's
 * Monzo round took £1M from ~1,900 investors in 96 s). Each arrival: the invest panel (offer), a
 * reservation with an Idempotency-Key (retried with the same key on a timeout, as the web app does),
 * then, where the development SMS box is served (DEV_SMS=1), the contract signed with the texted
 * code and the payment from the wallet. Refusals for room ("sufficient funding", "exceeds the
 * available amount") are outcomes, not errors; a 5xx is an error.
 *
 *   CAMPAIGN_ID  the hot campaign (default: the live campaign with the most room in the browse list)
 *   AMOUNT       baisa per investment (default 100000: OMR 100)
 *   PEAK_RATE    arrivals per second at the peak (default 50)
 */
import { check, sleep } from 'k6';
import { Counter, Trend } from 'k6/metrics';
import type { Options } from 'k6/options';
import { api, DEV_SMS, devTexts, investorAccounts, liveCampaigns, signIn, uuid } from './lib/platform';

const PEAK = Number(__ENV.PEAK_RATE || 50);
const AMOUNT = Number(__ENV.AMOUNT || 100_000);

export const options: Options = {
  scenarios: {
    viral: {
      executor: 'ramping-arrival-rate',
      startRate: 1,
      timeUnit: '1s',
      preAllocatedVUs: Math.max(20, PEAK * 2),
      maxVUs: PEAK * 10,
      stages: [
        { duration: '30s', target: PEAK },
        { duration: '90s', target: PEAK },
        { duration: '20s', target: 0 },
      ],
    },
  },
  thresholds: {
    // A reservation answers within a second for 99 of 100 investors, and never with a server error.
    'http_req_duration{name:reserve}': ['p(95)<500', 'p(99)<1000'],
    'http_req_duration{name:offer}': ['p(95)<300'],
    'http_req_failed{name:reserve}': ['rate<0.01'],
    server_errors: ['count==0'],
    invest_seconds: ['p(95)<5'],
  },
};

const accepted = new Counter('reservations_accepted');
const refusedForRoom = new Counter('reservations_refused_for_room');
const paid = new Counter('investments_paid');
const serverErrors = new Counter('server_errors');
const investSeconds = new Trend('invest_seconds', true);

interface Setup {
  tokens: string[];
  campaignId: string;
}

export function setup(): Setup {
  const tokens = investorAccounts().map(signIn);
  let campaignId = __ENV.CAMPAIGN_ID || '';
  if (!campaignId) {
    const live = liveCampaigns().filter((c) => c.goal > c.raisedAmount);
    live.sort((a, b) => b.goal - b.raisedAmount - (a.goal - a.raisedAmount));
    if (live.length === 0) throw new Error('no live campaign with room: set CAMPAIGN_ID');
    campaignId = live[0].id;
  }
  return { tokens, campaignId };
}

export default function hotCampaign(setup: Setup): void {
  const started = Date.now();
  const token = setup.tokens[Math.floor(Math.random() * setup.tokens.length)];
  const offer = api<{ available: number; state: string }>('GET', `investment/offer/${setup.campaignId}`, { token, name: 'offer' });
  check(offer, { 'offer shown': (a) => a.status === 200 });
  if (offer.status >= 500) serverErrors.add(1);

  const key = `k6-${uuid()}`;
  const body = { amount: AMOUNT, acceptTerms: true, acceptRisk: true };
  let reserved = api<{ id: string; contractStatus: string }>('POST', `investment/${setup.campaignId}`, {
    token,
    body,
    key,
    name: 'reserve',
  });
  // A timeout (status 0) or a 503 is retried with the same key: the answer is the first one's.
  for (let retry = 0; (reserved.status === 0 || reserved.status === 503) && retry < 3; retry++) {
    sleep(0.5);
    reserved = api('POST', `investment/${setup.campaignId}`, { token, body, key, name: 'reserve' });
  }
  if (reserved.status >= 500) serverErrors.add(1);
  if (reserved.status === 409 || reserved.status === 422) {
    refusedForRoom.add(1);
    return;
  }
  if (!check(reserved, { reserved: (a) => a.status === 201 && a.data !== null })) return;
  accepted.add(1);
  if (!DEV_SMS) return;

  const id = reserved.data!.id;
  const seen = new Set(devTexts().map((t) => t.id));
  const signing = api<{ phoneMasked: string }>('POST', `contracts/sign/${id}`, {
    token,
    body: { kind: 'typed', text: 'Load Test Investor' },
    name: 'sign',
  });
  if (!check(signing, { 'signature taken': (a) => a.status === 200 })) return;
  const last = (signing.data?.phoneMasked ?? '').slice(-3);
  let code: string | undefined;
  for (let wait = 0; !code && wait < 40; wait++) {
    const text = devTexts().find((t) => !seen.has(t.id) && t.template === 'contract-otp' && t.to.endsWith(last));
    code = text ? /\b(\d{6})\b/.exec(text.text)?.[1] : undefined;
    if (!code) sleep(0.25);
  }
  if (!check(code, { 'contract code texted': (c) => c !== undefined })) return;
  const confirmed = api('POST', `contracts/create-pdf/${id}`, { token, body: { code }, name: 'confirm signature' });
  if (!check(confirmed, { 'signature confirmed': (a) => a.status === 200 })) return;
  const payment = api<{ state: string }>('POST', `process-investment/${id}`, { token, body: { paymentType: 'wallet' }, name: 'pay' });
  if (payment.status >= 500) serverErrors.add(1);
  if (check(payment, { 'paid from the wallet': (a) => a.status === 200 })) paid.add(1);
  investSeconds.add((Date.now() - started) / 1000);
}
