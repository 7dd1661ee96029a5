import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { CampaignOfferPublishedV1, ChildRegistrationDecidedV1, VerificationStatusChangedV1, type EventData } from '@cf/contracts';
import { eventMessage, signTestToken } from '@cf/testing';

const OMR = 1000;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * What investments learns from other services, published to Kafka as those services publish it:
 * for the crash tests, which run investments and the wallet as OS processes without campaigns or
 * verification.
 */
export async function publishToKafka(brokers: string, clientId: string, messages: Array<{ topic: string; key: string; value: string }>): Promise<void> {
  const producer = new Kafka({ clientId, brokers: brokers.split(','), logLevel: logLevel.NOTHING }).producer();
  await producer.connect();
  for (const m of messages) await producer.send({ topic: m.topic, messages: [{ key: m.key, value: m.value }] });
  await producer.disconnect();
}

/** A live campaign's offer (campaigns.offer-published): fixed, open since yesterday, closing in 30 days. */
export function offerPublished(campaignId: string, terms: { name: string; goal: number; minimumInvestment: number; maximumInvestment: number } & Partial<EventData<typeof CampaignOfferPublishedV1>>) {
  const { name, ...rest } = terms;
  return eventMessage(
    CampaignOfferPublishedV1,
    {
      campaignId,
      ownerId: randomUUID(),
      campaignName: name,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${campaignId}`,
      termsSlug: 'equity',
      currency: 'OMR',
      investingType: 'fixed',
      accreditation: 'both',
      pricePerShare: 1 * OMR,
      openDate: day(-1),
      openTime: '09:00',
      timezone: 'Asia/Muscat',
      closeDate: day(30),
      raisedBefore: 0,
      investorsBefore: 0,
      ...rest,
    },
    campaignId,
  );
}

/** Verification accepted a retail investor in the Oman pack (verification.status-changed). */
export function investorAccepted(userId: string, standing: Pick<EventData<typeof VerificationStatusChangedV1>, 'limits' | 'cancellation'>) {
  return eventMessage(VerificationStatusChangedV1, {
    verificationId: randomUUID(),
    userId,
    status: 'ACCEPTED',
    previousStatus: 'UNDER-REVIEW',
    jurisdiction: 'om',
    investorClass: 'retail',
    accredited: false,
    reason: null,
    decidedBy: randomUUID(),
    // Where contract codes go (the crash tests read them on Kafka: ContractCodes in @cf/testing).
    legalName: { en: 'Crash Test Investor', ar: null },
    verifiedPhone: `+9689${String(parseInt(userId.replace(/-/g, '').slice(-7), 16) % 10_000_000).padStart(7, '0')}`,
    ...standing,
  });
}

/** Verification accepted a guardian's registration of a child of nine (verification.child-registration-decided, ADR 0026). */
export function childAccepted(childId: string, guardianId: string, limits: EventData<typeof ChildRegistrationDecidedV1>['limits'] = null) {
  const today = day(0);
  return eventMessage(
    ChildRegistrationDecidedV1,
    {
      childId,
      guardianId,
      status: 'ACCEPTED',
      reason: null,
      child: { firstName: 'Crash', middleName: null, lastName: 'Child', firstNameAr: 'طفل', middleNameAr: null, lastNameAr: 'الاختبار' },
      dateOfBirth: `${Number(today.slice(0, 4)) - 9}${today.slice(4)}`,
      adultOn: `${Number(today.slice(0, 4)) + 9}${today.slice(4)}`,
      investorClass: 'retail',
      limits,
      cancellation: null,
      decidedBy: randomUUID(),
      decidedAt: new Date().toISOString(),
    },
    childId,
  );
}

/** Polls `predicate` until it holds; the error carries the tail of a process's output. */
export async function waitUntil(predicate: () => Promise<boolean>, ms: number, what: string, output: () => string): Promise<void> {
  const until = Date.now() + ms;
  while (!(await predicate().catch(() => false))) {
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}\n--- investments ---\n${output().slice(-3000)}`);
    await sleep(250);
  }
}

/** `count` investors, each a user id with a token the test JWKS signs (no identity service runs). */
export function testInvestors(count: number): Promise<Array<{ userId: string; token: string }>> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const userId = randomUUID();
      return { userId, token: await signTestToken({ sub: userId }) };
    }),
  );
}
