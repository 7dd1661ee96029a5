import { createHash } from 'node:crypto';
import { CONTRACT_SIGNED_STATES } from '@cf/contracts';
import type {
  CampaignCloseView,
  ContractSignatureView,
  InvestmentView,
  InvestOfferView,
  PayoutView,
  RepaymentScheduleView,
  WalletDetail,
} from '@cf/contracts/rest';
import { DEMO_CAMPAIGNS, slugFor } from '@cf/campaigns-service';
import { DEMO_USERS } from '@cf/identity-service';
import { planDemoInvestments, type PlanCampaign, type PlanInvestor, type PlannedInvestment } from './demo-plan';

/**
 * The demo story (the embedded mode's demo data, after the services' seeds): the demo users do,
 * through the gateway like anyone, what makes the demo's figures true. The crowd of verified demo
 * investors invests in the live, closing and soon-to-close campaigns up to each campaign's demo
 * figure (signing each contract with the code texted to them, paying from the wallet); the
 * administrator closes the campaigns that end today (refunds or a success fee); the owner asks for
 * the payouts and the administrator approves them (a second administrator confirms, as for any
 * payout above the threshold); the owner pays the first instalment of the debt campaign investor1
 * invested in. Every raised amount, investor count, schedule and repayment shown is backed by them.
 *
 * It plans from what the platform answers, so a story cut short (a killed process) carries on
 * where it stopped at the next start, and a finished one does nothing.
 */

export interface DemoStoryOptions {
  gatewayUrl: string;
  /** An access token for a demo account (the operator's sign-in: `operatorSignIn` of identity). */
  signIn(email: string, password: string): Promise<string>;
  log?: (line: string) => void;
}

export interface DemoStoryResult {
  investments: number;
  closed: number;
  payoutsRequested: number;
  repaid: boolean;
  ms: number;
}

type Answer<T> = { status: number; data: T | undefined; body: unknown };
type Page<T> = { docs: T[] };
type Sms = { id: string; to: string; template: string; text: string };
type Account = { key: string; email: string; token: string; typedName: string };

/** The campaign whose first instalment the owner pays: a flexible debt campaign investor1 is in (README). */
const REPAID_CAMPAIGN = 'muscat-pharmacies';
const DEMO_INVESTOR = 'investor1';
const CLOSING = new Set(['successful', 'unsuccessful']);
const FUNDED = new Set(['live', 'closing-soon', 'successful', 'unsuccessful']);
const ACTIVE = 2;

export async function runDemoStory(options: DemoStoryOptions): Promise<DemoStoryResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const call = async <T>(token: string | null, method: string, path: string, body?: unknown): Promise<Answer<T>> => {
    const response = await fetch(`${options.gatewayUrl}/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=en`, {
      method,
      headers: {
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : null;
    return { status: response.status, body: parsed, data: (parsed as { data?: { data?: T } } | null)?.data?.data };
  };
  const must = async <T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await call<T>(token, method, path, body);
    if (answer.status >= 300) throw new Error(`demo story: ${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.data as T;
  };

  const account = async (key: string): Promise<Account> => {
    const user = DEMO_USERS.find((u) => u.email === `${key}@demo.om`)!;
    return {
      key,
      email: user.email,
      token: await options.signIn(user.email, user.password),
      typedName: `${user.firstName} ${user.lastName}`.slice(0, 20),
    };
  };
  const admin = await account('admin');
  const owner = await account('owner');
  const investorKeys = DEMO_USERS.filter((u) => u.userType === 'investor' && !u.isAdmin && u.email !== 'investor3@demo.om').map(
    (u) => u.email.split('@')[0],
  );
  const investors = await Promise.all(investorKeys.map(account));

  // The demo campaigns, by the key they were seeded with (their slug is the English name's).
  const cards = (await must<Page<{ id: string; slug: string; status: number }>>(admin.token, 'GET', 'campaigns/admin/equities?limit=100'))
    .docs;
  const campaigns = DEMO_CAMPAIGNS.filter((c) => FUNDED.has(c.state))
    .map((demo) => ({ demo, card: cards.find((card) => card.slug === slugFor(demo.nameEn, card.id)) }))
    .filter(
      (c): c is { demo: (typeof DEMO_CAMPAIGNS)[number]; card: { id: string; slug: string; status: number } } => c.card !== undefined,
    );

  // 1. Reservations a stopped story left unpaid: signed and paid now.
  for (const investor of investors) {
    const mine = (await must<Page<InvestmentView>>(investor.token, 'GET', 'my-investment?limit=100')).docs;
    for (const reserved of mine.filter((i) => i.state === 'reserved')) await signAndPay(investor, reserved.id, reserved.contractStatus);
  }

  // 2. What each open campaign still misses of its demo figure, and each investor's room.
  const open: PlanCampaign[] = [];
  for (const [index, { demo, card }] of campaigns.entries()) {
    if (card.status !== ACTIVE) continue;
    const offer = await must<InvestOfferView>(investors[0].token, 'GET', `investment/offer/${card.id}`);
    if (offer.state !== 'open') continue;
    const goal = demo.goalOmr * 1000;
    const target = Math.floor((goal * Math.min(demo.progress, 100)) / 100);
    open.push({
      id: card.id,
      // What is reserved or paid already counts (the goal less what is available).
      missing: target - (goal - offer.available),
      minimum: offer.minimum,
      maximum: offer.maximum,
      step: offer.step,
      accreditedOnly: offer.accreditedOnly,
      seed: index * 13 + 5,
      first: demo.key === REPAID_CAMPAIGN ? DEMO_INVESTOR : undefined,
    });
  }
  const room: PlanInvestor[] = await Promise.all(
    investors.map(async (investor) => {
      // Investments learns each verification from verification's events: the seeds' are still arriving.
      const offer = open.length
        ? await until(async () => {
            const answer = await must<InvestOfferView>(investor.token, 'GET', `investment/offer/${open[0].id}`);
            return answer.investor?.verified ? answer : undefined;
          }, `${investor.key}'s verification`)
        : null;
      const wallet = await must<WalletDetail>(investor.token, 'GET', 'wallet/get-user-wallet-detail?currencyId=OMR');
      const yearly = offer?.investor?.rolling12Months;
      const limitLeft = yearly && yearly.limit !== null ? yearly.limit - yearly.used : Number.MAX_SAFE_INTEGER;
      // investor1 and investor2 keep some money in their wallets to try investing themselves.
      const keep = investor.key === 'investor1' || investor.key === 'investor2' ? Math.floor(wallet.available / 2) : 0;
      return {
        key: investor.key,
        accredited: offer?.investor?.accredited === true,
        room: Math.max(0, Math.min(wallet.available - keep, limitLeft)),
      };
    }),
  );
  const plan = planDemoInvestments(open, room);
  log(
    `demo story: ${plan.length} investments by ${new Set(plan.map((p) => p.investor)).size} demo investors in ${new Set(plan.map((p) => p.campaignId)).size} campaigns`,
  );

  // 3. Each investor's investments one after another (one texted code at a time per phone), investors side by side.
  await Promise.all(
    investors.map(async (investor) => {
      for (const step of plan.filter((p) => p.investor === investor.key)) await invest(investor, step);
    }),
  );

  // 4. The campaigns that end today are closed by the administrator; the owner asks for the successful ones' payouts.
  let closed = 0;
  let payoutsRequested = 0;
  for (const { demo, card } of campaigns.filter(({ demo }) => CLOSING.has(demo.state))) {
    if (card.status === ACTIVE) {
      const close = await call(admin.token, 'POST', `investment/admin/close/${card.id}`);
      if (close.status >= 300 && close.status !== 409)
        throw new Error(`demo story: closing ${demo.key} answered ${close.status}: ${JSON.stringify(close.body)}`);
      closed += 1;
    }
    const outcome = await until(
      async () => (await call<CampaignCloseView>(owner.token, 'GET', `investment/close/${card.id}`)).data?.outcome ?? undefined,
      `the close of ${demo.key}`,
    );
    if (outcome !== 'successful') continue;
    const payout = await must<PayoutView>(owner.token, 'POST', 'request-payout', { campaignId: card.id });
    payoutsRequested += 1;
    // The first of the two administrators a payout above the threshold needs.
    if (payout.status === 'requested') await must(admin.token, 'POST', `investment/admin/payouts/${card.id}/confirm`);
  }

  // 5. The owner pays the first instalment of the repaid campaign from the business's wallet.
  let repaid = false;
  const repayCard = campaigns.find(({ demo }) => demo.key === REPAID_CAMPAIGN)?.card;
  if (repayCard) {
    const schedule = await until(async () => {
      const answer = await call<RepaymentScheduleView>(owner.token, 'GET', `repayment/get-repayment/${repayCard.id}`);
      return answer.status === 200 && answer.data && answer.data.rows.length > 0 && answer.data.investorsCount > 0
        ? answer.data
        : undefined;
    }, 'the repayment schedule');
    const first = schedule.rows[0];
    if (first.outstandingAmount > 0) {
      // The same payment id on a retry: the platform answers the payment already made.
      const paymentId = uuidFrom(`demo-repayment:${first.id}`);
      await must(owner.token, 'POST', 'repayment/create-repayment', {
        paymentId,
        rowId: first.id,
        amount: first.outstandingAmount,
        paymentType: 'wallet',
      });
    }
    repaid = true;
  }
  const result = { investments: plan.length, closed, payoutsRequested, repaid, ms: Date.now() - started };
  log(`demo story: done in ${(result.ms / 1000).toFixed(1)} s`);
  return result;

  /** The development SMS box (never in production): where the demo investors read their codes. */
  async function texts(): Promise<Sms[]> {
    const data = await must<Sms[] | Page<Sms>>(null, 'GET', 'dev/sms');
    return Array.isArray(data) ? data : data.docs;
  }

  async function invest(investor: Account, step: PlannedInvestment): Promise<void> {
    const reserved = await must<InvestmentView>(investor.token, 'POST', `investment/${step.campaignId}`, {
      amount: step.amount,
      acceptTerms: true,
      acceptRisk: true,
    });
    await signAndPay(investor, reserved.id, reserved.contractStatus);
  }

  async function signAndPay(investor: Account, investmentId: string, contractStatus: string): Promise<void> {
    if (!(CONTRACT_SIGNED_STATES as readonly string[]).includes(contractStatus)) {
      const seen = new Set((await texts()).map((m) => m.id));
      // Investments learns an investor's verified number from verification's decision: until then it refuses.
      const signature = await until(async () => {
        const answer = await call<ContractSignatureView>(investor.token, 'POST', `contracts/sign/${investmentId}`, {
          kind: 'typed',
          text: investor.typedName,
        });
        return answer.status === 200 ? answer.data : undefined;
      }, `signing ${investmentId}`);
      const lastDigits = String(signature.phoneMasked ?? '').slice(-3);
      const sms = await until(
        async () => (await texts()).find((m) => !seen.has(m.id) && m.template === 'contract-otp' && m.to.endsWith(lastDigits)),
        `the contract code of ${investmentId}`,
      );
      const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
      await must(investor.token, 'POST', `contracts/create-pdf/${investmentId}`, { code });
    }
    await must(investor.token, 'POST', `process-investment/${investmentId}`, { paymentType: 'wallet' });
  }
}

/** Asks until `probe` answers something (events between services take a moment), for at most 30 s. */
async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`demo story: gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A stable UUID (v4 layout) from a name: the same step retried sends the same idempotency key. */
function uuidFrom(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
