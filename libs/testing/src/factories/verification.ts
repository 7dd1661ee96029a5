import sharp from 'sharp';
import { dataUrl } from '../images';
import { flushOutboxes, makeInvestor, type TestUser } from '../accounts';
import type { TestPlatform } from '../platform';

/**
 * An investor taken through account verification as a person takes it, through the gateway:
 * details, declarations, the suitability test, identity pictures, the consent signature confirmed
 * with the texted code, submission (`verificationApi(platform).submitted()`), and, with
 * `makeVerifiedInvestor`, an administrator's acceptance.
 */
const OMR = 1000;

export function verificationApi(platform: TestPlatform) {
  const api = (method: string, path: string, token?: string, body?: unknown, lng = 'en') =>
    platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=${lng}`, { token, body });
  // The answers are read loosely, as a test reads JSON (the specs' own rule allows it).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const data = (answer: { body: { data: { data: unknown } } }) => answer.body.data.data as Record<string, any>;
  let phoneSeq = 0;
  /** A mobile number no other test of the run uses (the dev SMS box is shared). */
  const newPhone = () => `+9687${String(Date.now() % 1e5).padStart(5, '0')}${String(phoneSeq++ % 100).padStart(2, '0')}`;

  /** The newest code texted to `phone` after `after` (an SMS's createdAt), read from the dev SMS box. */
  const codeSentTo = async (phone: string, after = '') => {
    const sms = await platform.sms.waitFor((m) => m.to === phone && m.template === 'consent-otp' && m.createdAt > after, 15_000);
    return { code: /\b(\d{6})\b/.exec(sms.text)![1], sms };
  };

  /** An investor with the four steps done: details, declarations, a passed test, a passport with a live photo. */
  const readyToSign = async (figures: { netAssets?: number; annualIncome?: number } = {}): Promise<TestUser> => {
    const investor = await makeInvestor(platform);
    await api('POST', 'investor-profiles', investor.token, {
      investorType: 'individual',
      employmentStatus: 'employed',
      monthlyIncome: 1_200 * OMR,
      sourcesOfIncome: ['employment'],
      hasAnotherNationality: 'no',
      beneficialOwner: 'yes',
      buildingName: 'Building 4',
      streetName: 'Way 1234',
      dataProcessingAgreement: true,
    });
    await api('POST', 'account-verification/declarations', investor.token, {
      fatcaSubject: 'no',
      usPerson: 'no',
      politicallyExposed: 'no',
      netAssets: figures.netAssets ?? 80_000 * OMR,
      annualIncome: figures.annualIncome ?? 14_000 * OMR,
      sourceOfWealth: 'Salary',
      accuracyAgreement: true,
    });
    const test = data(await api('GET', 'suitability-test'));
    const answers = (test.questions as Array<{ id: string; options: Array<{ id: string }> }>).map((q) => ({ questionId: q.id, optionId: q.options[0].id }));
    await api('POST', 'suitability-test/answers', investor.token, { answers });
    const picture = dataUrl(await sharp({ create: { width: 400, height: 300, channels: 3, background: '#9ab' } }).jpeg().toBuffer(), 'image/jpeg');
    await api('POST', 'investor-profile-documents', investor.token, { documentType: 'passport', documentNumber: 'P7654321', expiryDate: '2033-05-31', gender: 'female', legalFirstName: 'Huda', legalLastName: 'Al Siyabi', legalFirstNameAr: 'هدى', legalLastNameAr: 'السيابي' });
    for (const slot of ['front', 'live-photo']) await api('POST', 'investor-profile-documents/images', investor.token, { slot, image: picture });
    return investor;
  };

  /** Signs (typed) and confirms with the texted code, then sends for review; the verification's id. */
  const submitted = async (investor?: TestUser): Promise<{ investor: TestUser & { phone: string }; id: string }> => {
    const who = investor ?? (await readyToSign());
    const phone = newPhone();
    await api('POST', 'account-verification/signature', who.token, { kind: 'typed', text: 'Huda Al Siyabi', phone });
    await api('POST', 'account-verification/verify-otp', who.token, { code: (await codeSentTo(phone)).code });
    const done = await api('POST', 'account-verification/complete-verification', who.token);
    if (done.status !== 200) throw new Error(`complete-verification answered ${done.status}: ${JSON.stringify(done.body)}`);
    return { investor: { ...who, phone }, id: data(done).id as string };
  };

  return { api, data, newPhone, codeSentTo, readyToSign, submitted };
}

/**
 * A verified investor (ACCEPTED by `admin`): retail by default; figures above the pack's
 * thresholds give a higher class (angel: net assets above OMR 300,000).
 */
export async function makeVerifiedInvestor(platform: TestPlatform, admin: TestUser, figures: { netAssets?: number; annualIncome?: number } = {}): Promise<TestUser> {
  const steps = verificationApi(platform);
  const { investor, id } = await steps.submitted(await steps.readyToSign(figures));
  const decided = await steps.api('POST', `account-verification/admin/${id}/decision`, admin.token, { decision: 'accept' });
  if (decided.status !== 200) throw new Error(`accepting the verification answered ${decided.status}: ${JSON.stringify(decided.body)}`);
  // The decision reaches the services that act on it (investments' limits) before the investor does.
  await flushOutboxes(platform);
  return investor;
}
