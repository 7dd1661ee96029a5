import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { dataUrl } from '../images';
import type { TestUser } from '../accounts';
import type { TestPlatform } from '../platform';
import { waitFor } from '../wait-for';
import { makeCampaign } from './campaign';
import { signContract } from './investing';
import { makeVerifiedInvestor, verificationApi } from './verification';
import { topUpWallet } from './wallet';

/**
 * Guardians and children as a person gets there, through the gateway: a verified investor who made
 * two paid investments (and so may register children, A4.5), and a child registration with its
 * pictures, signed with the texted code.
 */
export async function makeGuardian(platform: TestPlatform, admin: TestUser, owner: TestUser): Promise<TestUser & { phone: string }> {
  const guardian = (await makeVerifiedInvestor(platform, admin)) as TestUser & { phone: string };
  const { api } = verificationApi(platform);
  await topUpWallet(platform, guardian, 2_000_000);
  const campaign = await makeCampaign(platform, owner, { status: 'live', admin });
  await waitFor(async () => (await api('GET', `investment/offer/${campaign.id}`, guardian.token)).status === 200, { what: 'the offer in investments' });
  for (const amount of [500_000, 600_000]) {
    const reserved = await api('POST', `investment/${campaign.id}`, guardian.token, { amount, acceptTerms: true, acceptRisk: true });
    if (reserved.status !== 201) throw new Error(`investing answered ${reserved.status}: ${JSON.stringify(reserved.body)}`);
    const id = reserved.body.data.data.id as string;
    await signContract(platform, guardian, id);
    const paid = await api('POST', `process-investment/${id}`, guardian.token, { paymentType: 'wallet' });
    if (paid.status !== 200) throw new Error(`paying answered ${paid.status}: ${JSON.stringify(paid.body)}`);
  }
  await waitFor(async () => (await api('GET', 'child-account-verification/get-other-guardian-ekyc-data', guardian.token)).body?.data?.data?.allowed === true, {
    what: 'the guardian allowed to register children after two investments',
  });
  return guardian;
}

/** A3.14: a child registration's fields; a 9-year-old daughter registered by her mother. */
export function childRegistrationBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const birthday = new Date(Date.now() - 9.5 * 365.25 * 86_400_000).toISOString().slice(0, 10);
  return {
    accountHolderName: 'Huda Al Siyabi',
    guardianType: 'mother',
    guardianFullName: 'Huda Al Siyabi',
    guardianFullNameAr: 'هدى السيابي',
    guardianEmail: 'huda@example.om',
    guardianPhone: '+96891234567',
    guardianDocumentType: 'passport',
    relationshipDocumentType: 'marriage-certificate',
    birthCertificateNumber: 'BC-2017-0042',
    childEmail: 'sara@example.om',
    childFirstName: 'Sara',
    childLastName: 'Al Harthy',
    childFirstNameAr: 'سارة',
    childLastNameAr: 'الحارثي',
    dateOfBirth: birthday,
    gender: 'female',
    // A child has one registration on the platform (by national ID): each body names another child unless told.
    nationalId: String(randomInt(10_000_000, 100_000_000)),
    motherIdType: 'id-card',
    motherIdNumber: '87654321',
    ...overrides,
  };
}

/** A registration with every picture a passport-holding guardian needs; its id. */
export async function draftChildRegistration(platform: TestPlatform, guardian: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const { api, data } = verificationApi(platform);
  const created = await api('POST', 'child-account-verification', guardian.token, childRegistrationBody(overrides));
  if (created.status !== 201) throw new Error(`registering a child answered ${created.status}: ${JSON.stringify(created.body)}`);
  const id = data(created).id as string;
  const picture = dataUrl(await sharp({ create: { width: 400, height: 300, channels: 3, background: '#b98' } }).jpeg().toBuffer(), 'image/jpeg');
  for (const slot of data(created).missing as string[]) {
    const uploaded = await api('POST', `child-account-verification/${id}/documents`, guardian.token, { slot, image: picture });
    if (uploaded.status !== 200) throw new Error(`uploading ${slot} answered ${uploaded.status}: ${JSON.stringify(uploaded.body)}`);
  }
  return id;
}

/** The child-registration codes texted to `phone` so far (ids), to tell the next one apart. */
export async function childCodesSentTo(platform: TestPlatform, phone: string): Promise<Set<string>> {
  return new Set((await platform.sms.list()).filter((m) => m.to === phone && m.template === 'child-registration-otp').map((m) => m.id));
}

/** The first child-registration code texted to `phone` that is not among `seen`, from the dev SMS box. */
export async function childCodeSentTo(platform: TestPlatform, phone: string, seen: Set<string> = new Set()): Promise<string> {
  const sms = await platform.sms.waitFor((m) => m.to === phone && m.template === 'child-registration-otp' && !seen.has(m.id), 15_000);
  return /\b(\d{6})\b/.exec(sms.text)![1];
}

/** Signs (typed) and confirms with the texted code: the registration is under review. */
export async function submitChildRegistration(platform: TestPlatform, guardian: TestUser & { phone: string }, id: string): Promise<void> {
  const { api } = verificationApi(platform);
  const seen = await childCodesSentTo(platform, guardian.phone);
  const signed = await api('POST', `child-account-verification/${id}/signature`, guardian.token, { kind: 'typed', text: 'Huda Al Siyabi', phone: guardian.phone });
  if (signed.status !== 200) throw new Error(`signing answered ${signed.status}: ${JSON.stringify(signed.body)}`);
  const confirmed = await api('POST', 'child-account-verification/verify-otp', guardian.token, { id, code: await childCodeSentTo(platform, guardian.phone, seen) });
  if (confirmed.status !== 200) throw new Error(`confirming answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
}
