import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { OutboxEventRow } from '@cf/platform';
import { DocumentExpiryService } from '../src/expiry/document-expiry.service';
import { dataUrl, flushOutboxes, makeAdmin, waitFor, makeInvestor, startTestPlatform, type TestPlatform, type TestUser } from '@cf/testing';

/**
 * Account verification through the gateway (A4.3, A4.4, A5.12, A5.14, A6.4): the investor profile,
 * declarations and their gates, the suitability test, submission, the administrator's decision, and
 * the class, limits and "may invest" answer from the Oman jurisdiction pack.
 */
const OMR = 1000;
const profile = (overrides: Record<string, unknown> = {}) => ({
  investorType: 'individual',
  employmentStatus: 'employed',
  occupation: 'Engineer',
  monthlyIncome: 1_200 * OMR,
  sourcesOfIncome: ['employment'],
  hasAnotherNationality: 'no',
  beneficialOwner: 'yes',
  buildingName: 'Building 4',
  streetName: 'Way 1234, Qurum',
  dataProcessingAgreement: true,
  ...overrides,
});
const declarations = (overrides: Record<string, unknown> = {}) => ({
  fatcaSubject: 'no',
  usPerson: 'no',
  politicallyExposed: 'no',
  netAssets: 80_000 * OMR,
  annualIncome: 14_000 * OMR,
  sourceOfWealth: 'Salary and savings',
  accuracyAgreement: true,
  ...overrides,
});

describe('account verification (api)', () => {
  let platform: TestPlatform;
  let admin: TestUser;
  const api = (method: string, path: string, token?: string, body?: unknown, lng = 'en') =>
    platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=${lng}`, { token, body });
  const data = (answer: { body: { data: { data: unknown } } }) => answer.body.data.data as Record<string, any>;

  /** Answers of the suitability test: the best option of each question, or the worst. */
  async function answers(kind: 'pass' | 'fail') {
    const test = data(await api('GET', 'suitability-test'));
    return (test.questions as Array<{ id: string; options: Array<{ id: string }> }>).map((q) => ({ questionId: q.id, optionId: kind === 'pass' ? q.options[0].id : q.options[q.options.length - 1].id }));
  }

  /** Step 4: a passport (front) and the live photo. */
  async function withDocument(token: string) {
    const picture = dataUrl(await sharp({ create: { width: 400, height: 300, channels: 3, background: '#9ab' } }).jpeg().toBuffer(), 'image/jpeg');
    expect((await api('POST', 'investor-profile-documents', token, { documentType: 'passport', documentNumber: 'P1234567', expiryDate: '2032-01-31', gender: 'male', legalFirstName: 'Said', legalLastName: 'Al Amri', legalFirstNameAr: 'سعيد', legalLastNameAr: 'العامري' })).status).toBe(200);
    for (const slot of ['front', 'live-photo']) expect((await api('POST', 'investor-profile-documents/images', token, { slot, image: picture })).status).toBe(200);
  }

  /** After the four steps: a typed signature confirmed with the code texted to the phone (A4.4). */
  async function signed(token: string, phone = `+9689${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`) {
    const since = new Date().toISOString();
    expect((await api('POST', 'account-verification/signature', token, { kind: 'typed', text: 'S. Al Amri', phone })).status).toBe(200);
    const sms = await platform.sms.waitFor((m) => m.to === phone && m.template === 'consent-otp' && m.createdAt >= since.slice(0, 19), 15_000);
    const code = /\b(\d{6})\b/.exec(sms.text)![1];
    expect((await api('POST', 'account-verification/verify-otp', token, { code })).status).toBe(200);
  }

  async function submitted(overrides: Record<string, unknown> = {}): Promise<{ investor: TestUser; id: string }> {
    const investor = await makeInvestor(platform);
    expect((await api('POST', 'investor-profiles', investor.token, profile())).status).toBe(201);
    expect((await api('POST', 'account-verification/declarations', investor.token, declarations(overrides))).status).toBe(200);
    expect((await api('POST', 'suitability-test/answers', investor.token, { answers: await answers('pass') })).status).toBe(200);
    await withDocument(investor.token);
    await signed(investor.token);
    const done = await api('POST', 'account-verification/complete-verification', investor.token);
    expect(done.status).toBe(200);
    return { investor, id: data(done).id as string };
  }

  beforeAll(async () => {
    platform = await startTestPlatform({ services: ['identity', 'verification', 'notifications'], env: { CAPTCHA_PROVIDER: 'none' } });
    admin = await makeAdmin(platform);
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('[A3.8][A3.9][A4.3][A4.4][A5.14][A6.4] an investor goes from PENDING to ACCEPTED as retail, and the limit reads OMR 20,000 in any 12 months', async () => {
    const investor = await makeInvestor(platform);
    const start = data(await api('GET', 'account-verification', investor.token));
    expect(start).toMatchObject({ status: 'PENDING', accreditation: null, jurisdiction: 'om', steps: { personalDetails: false, declarations: false, suitability: false } });

    const created = await api('POST', 'investor-profiles', investor.token, profile());
    expect(created.status).toBe(201);
    expect(data(created)).toMatchObject({ occupation: 'Engineer', sourcesOfIncome: ['employment'], userId: investor.id });
    expect(data(await api('GET', 'account-verification', investor.token)).status).toBe('UNDER-PROCESS');

    const declared = data(await api('POST', 'account-verification/declarations', investor.token, declarations()));
    expect(declared).toMatchObject({ status: 'UNDER-PROCESS', steps: { personalDetails: true, declarations: true }, proposedClass: { id: 'retail', label: 'Retail investor' } });
    expect(declared.proposedClass.limits.rolling12Months).toBe(20_000 * OMR);

    const passed = await api('POST', 'suitability-test/answers', investor.token, { answers: await answers('pass') });
    expect(data(passed)).toMatchObject({ status: 'passed', score: 8, passScore: 6, retakeAt: null });

    const early = await api('POST', 'account-verification/complete-verification', investor.token);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('Please add your identity document, its pictures and a live photo first');
    await withDocument(investor.token);
    expect(data(await api('GET', 'account-verification', investor.token)).steps).toEqual({ personalDetails: true, declarations: true, suitability: true, identityDocument: true, consent: false });
    const unsigned = await api('POST', 'account-verification/complete-verification', investor.token);
    expect(unsigned.status).toBe(422);
    expect(unsigned.body.message).toBe('Please sign the consent agreement and confirm it with the code sent to your mobile first');
    await signed(investor.token);

    const review = await api('POST', 'account-verification/complete-verification', investor.token);
    expect(data(review)).toMatchObject({ status: 'UNDER-REVIEW', accreditation: 'under-review', investorClass: null });
    const id = data(review).id as string;

    const queue = data(await api('GET', 'account-verification/admin/list?status=UNDER-REVIEW', admin.token));
    expect((queue.docs as Array<{ id: string }>).map((d) => d.id)).toContain(id);
    // Reviewers see who the investor is (kept from identity's registration event).
    expect((queue.docs as Array<{ id: string; investor: unknown }>).find((d) => d.id === id)!.investor).toEqual({ email: investor.email, firstName: investor.firstName, lastName: 'Al Test' });
    const accepted = await api('POST', `account-verification/admin/${id}/decision`, admin.token, { decision: 'accept' });
    expect(accepted.status).toBe(200);
    expect(data(accepted)).toMatchObject({ status: 'ACCEPTED', accreditation: 'approved', investorClass: { id: 'retail' } });
    expect((data(accepted).history as Array<{ decision: string }>).map((h) => h.decision)).toEqual(['submitted', 'accept']);

    const limits = data(await api('GET', 'accreditation/limits', investor.token, undefined, 'ar'));
    expect(limits).toMatchObject({ jurisdiction: 'om', currency: 'OMR', investorClass: { id: 'retail', label: 'مستثمر تجزئة', limits: { rolling12Months: 20_000_000 } } });
  });

  it('[A6.4] may invest: only once accepted with a passed test, and never above the class limit for 12 months (ar, en, fr)', async () => {
    const pending = await makeInvestor(platform);
    const no = data(await api('GET', 'account-verification/may-invest?amount=1000000', pending.token));
    expect(no.allowed).toBe(false);
    expect(no.reasons.map((r: { code: string }) => r.code)).toEqual(['not-verified', 'suitability-not-passed']);
    expect(no.reasons[0].message).toBe('Your account verification must be accepted before you invest');

    const { investor, id } = await submitted();
    await api('POST', `account-verification/admin/${id}/decision`, admin.token, { decision: 'accept' });
    expect(data(await api('GET', 'account-verification/may-invest?amount=20000000', investor.token))).toEqual({ allowed: true, reasons: [], warnings: [] });
    const above = data(await api('GET', 'account-verification/may-invest?amount=20000001', investor.token));
    expect(above.reasons).toEqual([{ code: 'above-rolling-12-months', message: 'This amount is above your limit for any 12 months (OMR 20,000)' }]);
    const arabic = data(await api('GET', 'account-verification/may-invest?amount=20000001', investor.token, undefined, 'ar'));
    expect(arabic.reasons[0].message).toBe('هذا المبلغ يتجاوز حدك لأي ١٢ شهراً (٢٠ ٠٠٠ ر.ع.)');
    const french = data(await api('GET', 'account-verification/may-invest?amount=20000001', investor.token, undefined, 'fr'));
    expect(french.reasons[0].message).toMatch(/^Ce montant dépasse votre limite sur 12 mois glissants \(20\s000 OMR\)$/);
    expect((await api('GET', 'account-verification/may-invest?amount=-5', investor.token)).status).toBe(400);
  });

  it('[A5.14] declared figures give the class; an administrator may approve a lower class than declared, never a higher one', async () => {
    const angel = await submitted({ netAssets: 300_000 * OMR + 1 });
    // The reviewer is offered the proposed class and the lower ones, highest first.
    expect((data(await api('GET', `account-verification/admin/${angel.id}`, admin.token)).approvableClasses as Array<{ id: string }>).map((c) => c.id)).toEqual(['angel', 'retail']);
    const higher = await api('POST', `account-verification/admin/${angel.id}/decision`, admin.token, { decision: 'accept', investorClass: 'sophisticated' });
    expect(higher.status).toBe(400);
    expect(higher.body.errors).toEqual([{ field: 'investorClass', msg: 'Please choose an investor class the declared figures support' }]);
    const lower = await api('POST', `account-verification/admin/${angel.id}/decision`, admin.token, { decision: 'accept', investorClass: 'retail' });
    expect(data(lower).investorClass.id).toBe('retail');

    const boundary = await submitted({ netAssets: 300_000 * OMR });
    expect(data(await api('GET', `account-verification/admin/${boundary.id}`, admin.token)).proposedClass.id).toBe('retail');
    const joint = await submitted({ jointIncome: 30_000 * OMR + 1 });
    expect(data(await api('GET', `account-verification/admin/${joint.id}`, admin.token)).proposedClass.id).toBe('angel');
  });

  it('[A5.12] a FATCA subject and an investor who is not the beneficial owner cannot register; US persons and PEPs go to enhanced review', async () => {
    const investor = await makeInvestor(platform);
    const notOwner = await api('POST', 'investor-profiles', investor.token, profile({ beneficialOwner: 'no' }));
    expect(notOwner.status).toBe(422);
    expect(notOwner.body.message).toBe('Users who are not the beneficial owner cannot register');
    expect((await api('POST', 'investor-profiles', investor.token, profile({ beneficialOwner: 'no' }), 'ar')).body.message).toBe('لا يمكن للمستخدمين الذين ليسوا المالك المستفيد التسجيل');
    const fatca = await api('POST', 'account-verification/declarations', investor.token, declarations({ fatcaSubject: 'yes' }), 'fr');
    expect(fatca.status).toBe(422);
    expect(fatca.body.message).toBe('Les utilisateurs soumis à FATCA ne sont pas acceptés');
    expect(data(await api('GET', 'account-verification', investor.token)).status).toBe('PENDING');

    const pep = data(await api('POST', 'account-verification/declarations', investor.token, declarations({ politicallyExposed: 'yes' })));
    expect(pep.declarations).toMatchObject({ politicallyExposed: 'yes', enhancedReview: true });
  });

  it('[A4.4][A6.4] a failed suitability test blocks submission and may be retaken only after the wait', async () => {
    const investor = await makeInvestor(platform);
    await api('POST', 'investor-profiles', investor.token, profile());
    await api('POST', 'account-verification/declarations', investor.token, declarations());
    const failed = data(await api('POST', 'suitability-test/answers', investor.token, { answers: await answers('fail') }));
    expect(failed).toMatchObject({ status: 'failed', score: 0 });
    expect(Date.parse(failed.retakeAt) - Date.parse(failed.takenAt)).toBe(24 * 3600 * 1000);
    const blocked = await api('POST', 'account-verification/complete-verification', investor.token);
    expect(blocked.status).toBe(422);
    expect(blocked.body.message).toBe('Please pass the suitability test first');
    const soon = await api('POST', 'suitability-test/answers', investor.token, { answers: await answers('pass') });
    expect(soon.status).toBe(409);
    expect(soon.body.message).toMatch(/^You can take the suitability test again from /);

    platform.travel(24 * 3600 * 1000 + 1000);
    try {
      expect(data(await api('POST', 'suitability-test/answers', investor.token, { answers: await answers('pass') })).status).toBe('passed');
    } finally {
      platform.resetClocks();
    }
    await withDocument(investor.token);
    await signed(investor.token);
    expect(data(await api('POST', 'account-verification/complete-verification', investor.token)).status).toBe('UNDER-REVIEW');
  });

  it('[A4.3] under review or accepted, nothing can be changed; declined, the investor corrects and submits again', async () => {
    const { investor, id } = await submitted();
    const own = data(await api('GET', 'investor-profiles', investor.token));
    const locked = await api('PATCH', `investor-profiles/${own.id}`, investor.token, profile({ occupation: 'Pilot' }));
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('Your verification is under review or accepted and cannot be changed');
    const picture = dataUrl(await sharp({ create: { width: 400, height: 300, channels: 3, background: '#000' } }).jpeg().toBuffer(), 'image/jpeg');
    expect((await api('POST', 'investor-profile-documents/images', investor.token, { slot: 'front', image: picture })).status).toBe(409);

    const noReason = await api('POST', `account-verification/admin/${id}/decision`, admin.token, { decision: 'decline' });
    expect(noReason.status).toBe(400);
    const declined = await api('POST', `account-verification/admin/${id}/decision`, admin.token, { decision: 'decline', reason: 'The proof of income is unreadable' });
    expect(data(declined)).toMatchObject({ status: 'DECLINED', accreditation: 'declined', declineReason: 'The proof of income is unreadable' });
    expect((await api('POST', `account-verification/admin/${id}/decision`, admin.token, { decision: 'accept' })).status).toBe(409);

    const corrected = await api('PATCH', `investor-profiles/${own.id}`, investor.token, profile({ occupation: 'Pilot' }));
    expect(data(corrected).occupation).toBe('Pilot');
    const again = data(await api('GET', 'account-verification', investor.token));
    expect(again).toMatchObject({ status: 'UNDER-PROCESS', declineReason: null });
    expect(data(await api('POST', 'account-verification/complete-verification', investor.token)).status).toBe('UNDER-REVIEW');
  });

  it('[A4.3][A8.5] the investor is notified of the decision, with the reason of a refusal, in the bell', async () => {
    const accepted = await submitted();
    await api('POST', `account-verification/admin/${accepted.id}/decision`, admin.token, { decision: 'accept' });
    const declined = await submitted();
    await api('POST', `account-verification/admin/${declined.id}/decision`, admin.token, { decision: 'decline', reason: 'The address does not match the proof' });
    await flushOutboxes(platform);
    const bell = async (token: string) =>
      waitFor(async () => {
        const docs = data(await api('GET', 'user-notifications', token)).docs as Array<Record<string, any>>;
        return docs.length > 0 ? docs : null;
      }, { timeoutMs: 10_000, intervalMs: 100, what: 'a notification' });
    expect((await bell(accepted.investor.token))[0]).toMatchObject({ notificationType: 'accountVerificationAccepted', accountVerificationId: { id: accepted.id, status: 'ACCEPTED', investorClass: 'retail' } });
    expect((await bell(declined.investor.token))[0]).toMatchObject({ notificationType: 'accountVerificationDeclined', accountVerificationId: { id: declined.id, declineReason: 'The address does not match the proof' } });
  });

  it('[A1.1][A6.1] only administrators review; an investor never reaches another\'s verification; a second profile is refused', async () => {
    const { investor, id } = await submitted();
    expect((await api('GET', 'account-verification/admin/list', investor.token)).status).toBe(403);
    expect((await api('GET', `account-verification/admin/${id}`, investor.token)).status).toBe(403);
    expect((await api('POST', `account-verification/admin/${id}/decision`, investor.token, { decision: 'accept' })).status).toBe(403);
    expect((await api('GET', 'account-verification')).status).toBe(401);

    const other = await makeInvestor(platform);
    const own = data(await api('GET', 'investor-profiles', investor.token));
    const otherCreated = await api('POST', 'investor-profiles', other.token, profile());
    expect(otherCreated.status).toBe(201);
    expect((await api('PATCH', `investor-profiles/${own.id}`, other.token, profile({ occupation: 'Thief' }))).status).toBe(404);
    expect(data(await api('GET', 'investor-profiles', investor.token)).occupation).toBe('Engineer');
    const twice = await api('POST', 'investor-profiles', other.token, profile());
    expect(twice.status).toBe(409);
  });

  it('[A5.1] bad input is a 400 with a message per field, never a 5xx', async () => {
    const investor = await makeInvestor(platform);
    const bad = await api('POST', 'investor-profiles', investor.token, profile({ sourcesOfIncome: [], monthlyIncome: 12.5, secondaryNumber: '12', dataProcessingAgreement: false }));
    expect(bad.status).toBe(400);
    const fields = Object.fromEntries((bad.body.errors as Array<{ field: string; msg: string }>).map((e) => [e.field, e.msg]));
    expect(fields).toMatchObject({
      sourcesOfIncome: 'Please choose at least one source of income',
      monthlyIncome: 'Please enter an amount in baisa (a whole number, 0 or more)',
      secondaryNumber: 'Please enter a phone number of 8 to 13 digits',
      dataProcessingAgreement: 'Please accept the data processing agreement',
    });
    const answersBad = await api('POST', 'suitability-test/answers', investor.token, { answers: [{ questionId: 'loss', optionId: 'lose-all' }] });
    expect(answersBad.status).toBe(400);
    expect(answersBad.body.errors).toEqual([{ field: 'answers', msg: 'Please answer every question once, with one of its options' }]);
    expect((await api('POST', 'account-verification/declarations', investor.token, declarations({ netAssets: 'lots' }))).status).toBe(400);
  });

  it('[A4.3] every submission and decision is written to the outbox as verification.status-changed, with the approved class and its limits', async () => {
    const { investor, id } = await submitted({ annualIncome: 20_000 * OMR });
    await api('POST', `account-verification/admin/${id}/decision`, admin.token, { decision: 'accept' });
    const events = await platform
      .service('verification')
      .get(DataSource)
      .getRepository(OutboxEventRow)
      .find({ where: { type: 'verification.status-changed', aggregateId: id }, order: { occurredAt: 'ASC' } });
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({ userId: investor.id, status: 'UNDER-REVIEW', previousStatus: 'UNDER-PROCESS', investorClass: null, limits: null }),
      expect.objectContaining({ userId: investor.id, status: 'ACCEPTED', previousStatus: 'UNDER-REVIEW', investorClass: 'angel', decidedBy: admin.id, limits: { perTransaction: null, perCampaign: null, perMonth: null, rolling12Months: 100_000 * OMR, total: null } }),
    ]);
  });

  it('[A4.3] an accepted verification whose identity document expires becomes EXPIRED; the investor is notified, updates the document and sends it again', async () => {
    const { investor, id } = await submitted();
    await api('POST', `account-verification/admin/${id}/decision`, admin.token, { decision: 'accept' });
    const expiry = platform.service('verification').get(DocumentExpiryService);
    expect(await expiry.expireDue()).toBe(0);
    // The passport is valid until 2032-01-31 (Muscat): on 1 February 2032 it has expired.
    platform.travel(Date.parse('2032-01-31T21:00:00Z') - Date.now());
    try {
      expect(await expiry.expireDue()).toBeGreaterThanOrEqual(1);
      expect(await expiry.expireDue()).toBe(0);
      const view = data(await api('GET', 'account-verification', investor.token));
      expect(view).toMatchObject({ status: 'EXPIRED', accreditation: null, investorClass: null });
      expect(data(await api('GET', 'account-verification/may-invest?amount=1000', investor.token)).allowed).toBe(false);
      const history = data(await api('GET', `account-verification/admin/${id}`, admin.token)).history as Array<{ decision: string; reason: string }>;
      expect(history.at(-1)).toMatchObject({ decision: 'expired', reason: 'document-expired' });
      await flushOutboxes(platform);
      const expired = await waitFor(
        async () => (data(await api('GET', 'user-notifications', investor.token)).docs as Array<{ notificationType: string }>).find((n) => n.notificationType === 'accountVerificationExpired'),
        { timeoutMs: 15_000, what: 'the expiry notification' },
      );
      expect(expired).toBeTruthy();
      // A new document (valid) and the verification goes back for review.
      expect((await api('POST', 'investor-profile-documents', investor.token, { documentType: 'passport', documentNumber: 'P9999999', expiryDate: '2040-01-31', gender: 'male', legalFirstName: 'Said', legalLastName: 'Al Amri', legalFirstNameAr: 'سعيد', legalLastNameAr: 'العامري' })).status).toBe(200);
      expect(data(await api('POST', 'account-verification/complete-verification', investor.token)).status).toBe('UNDER-REVIEW');
    } finally {
      platform.resetClocks();
    }
  });

  it('[A2.20][A4.3][A7.6][A9.6] manual KYC: without a live photo the investor asks for a manual check, due within three working days', async () => {
    const investor = await makeInvestor(platform);
    await api('POST', 'investor-profiles', investor.token, profile());
    await api('POST', 'account-verification/declarations', investor.token, declarations());
    await api('POST', 'suitability-test/answers', investor.token, { answers: await answers('pass') });
    const picture = dataUrl(await sharp({ create: { width: 400, height: 300, channels: 3, background: '#9ab' } }).jpeg().toBuffer(), 'image/jpeg');
    await api('POST', 'investor-profile-documents', investor.token, { documentType: 'passport', documentNumber: 'P1234567', expiryDate: '2032-01-31', gender: 'male', legalFirstName: 'Said', legalLastName: 'Al Amri', legalFirstNameAr: 'سعيد', legalLastNameAr: 'العامري' });
    await api('POST', 'investor-profile-documents/images', investor.token, { slot: 'front', image: picture });
    expect(data(await api('GET', 'investor-profile-documents', investor.token)).missing).toEqual(['live-photo']);
    expect(data(await api('GET', 'account-verification', investor.token))).toMatchObject({ steps: { identityDocument: false }, manualKyc: null });

    const asked = await api('POST', 'users/apply-manual-kyc', investor.token);
    expect(asked.status).toBe(200);
    const manual = data(asked).manualKyc as { requestedAt: string; dueBy: string };
    expect(manual.dueBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const days = (Date.parse(`${manual.dueBy}T00:00:00Z`) - Date.parse(manual.requestedAt.slice(0, 10) + 'T00:00:00Z')) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(3);
    expect(days).toBeLessThanOrEqual(6);
    expect([5, 6]).not.toContain(new Date(`${manual.dueBy}T00:00:00Z`).getUTCDay());
    // The live photo is no longer needed; asking again keeps the first due date.
    expect(data(asked).steps.identityDocument).toBe(true);
    expect(data(await api('GET', 'investor-profile-documents', investor.token)).missing).toEqual([]);
    expect(data(await api('POST', 'users/apply-manual-kyc', investor.token)).manualKyc).toEqual(manual);
    await signed(investor.token);
    const id = data(await api('POST', 'account-verification/complete-verification', investor.token)).id as string;
    expect(data(await api('GET', `account-verification/admin/${id}`, admin.token)).manualKyc).toEqual(manual);
  });
});
