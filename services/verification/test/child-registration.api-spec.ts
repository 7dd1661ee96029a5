import { DataSource } from 'typeorm';
import { OutboxEventRow } from '@cf/platform';
import { randomUUID } from 'node:crypto';
import { ChildRegistrationsService } from '../src/children/child-registrations.service';
import {
  childCodeSentTo,
  childCodesSentTo,
  childRegistrationBody,
  draftChildRegistration,
  flushOutboxes,
  makeAdmin,
  makeGuardian,
  makeInvestor,
  makeOwner,
  startTestPlatform,
  submitChildRegistration,
  verificationApi,
  waitFor,
  type TestPlatform,
  type TestUser,
} from '@cf/testing';

/**
 * Child registration through the gateway (A3.14, A4.3-A4.5, A4.9, A7.9 child, A9.6): who may
 * register, the child under 18 on the Muscat calendar, the pictures, the agreement signed with the
 * texted code, the review and its notifications, and a guardian who cannot see another's child.
 */
describe('child registration (api)', () => {
  let platform: TestPlatform;
  let admin: TestUser;
  let guardian: TestUser & { phone: string };
  let api: ReturnType<typeof verificationApi>['api'];
  let data: ReturnType<typeof verificationApi>['data'];

  const notifications = async (user: TestUser) =>
    data(await api('GET', 'user-notifications?limit=50', user.token)).docs as Array<{ notificationType: string; childAccountVerificationId?: Record<string, unknown>; childUserId?: Record<string, unknown> }>;

  beforeAll(async () => {
    platform = await startTestPlatform({ services: ['campaigns', 'verification', 'investments', 'notifications'], env: { CAPTCHA_PROVIDER: 'none' } });
    ({ api, data } = verificationApi(platform));
    const owner = await makeOwner(platform);
    admin = await makeAdmin(platform);
    guardian = await makeGuardian(platform, admin, owner);
  }, 240_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('[A4.5][A9.6][A7.9] an investor without an accepted verification and two investments may not register a child, and is told why', async () => {
    const investor = await makeInvestor(platform);
    const ekyc = data(await api('GET', 'child-account-verification/get-other-guardian-ekyc-data', investor.token));
    expect(ekyc).toMatchObject({ allowed: false, reasons: ['verification-not-accepted', 'too-few-investments'], investmentsCount: 0, minimumInvestments: 2, guardianFullName: null });
    const refused = await api('POST', 'child-account-verification', investor.token, childRegistrationBody());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can register a child once your account verification is accepted and you have made at least two investments');
    expect(data(await api('GET', 'child-account-verification', investor.token))).toEqual([]);
  });

  it('[A7.9] the guardian\'s own verification fills the guardian\'s part', async () => {
    const ekyc = data(await api('GET', 'child-account-verification/get-other-guardian-ekyc-data', guardian.token));
    expect(ekyc).toMatchObject({ allowed: true, reasons: [], investmentsCount: 2, guardianFullName: 'Huda Al Siyabi', guardianFullNameAr: 'هدى السيابي', guardianDocumentType: 'passport', gender: 'female' });
  });

  it('[A3.14][A4.5] refuses a child of 18 or more on the Muscat calendar, a birthday in the future, and a legal guardian without the guardianship document', async () => {
    const muscatToday = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
    const eighteenToday = `${Number(muscatToday.slice(0, 4)) - 18}${muscatToday.slice(4)}`;
    const adult = await api('POST', 'child-account-verification', guardian.token, childRegistrationBody({ dateOfBirth: eighteenToday }));
    expect(adult.status).toBe(422);
    expect(adult.body.message).toBe('A child must be under 18 years old on the day of registration');
    const future = await api('POST', 'child-account-verification', guardian.token, childRegistrationBody({ dateOfBirth: `${Number(muscatToday.slice(0, 4)) + 1}-01-01` }));
    expect(future.status).toBe(422);
    expect(future.body.message).toBe('The date of birth cannot be in the future');
    const notADay = await api('POST', 'child-account-verification', guardian.token, childRegistrationBody({ dateOfBirth: '2019-02-30' }));
    expect(notADay.status).toBe(400);
    const legal = await api('POST', 'child-account-verification', guardian.token, childRegistrationBody({ guardianType: 'legal-guardian', relationshipDocumentType: 'marriage-certificate' }));
    expect(legal.status).toBe(400);
    expect(JSON.stringify(legal.body)).toContain('A legal guardian who is not a parent must attach the legal guardianship document');
    const arabic = await api('POST', 'child-account-verification', guardian.token, childRegistrationBody({ childFirstNameAr: 'Sara' }), 'ar');
    expect(arabic.status).toBe(400);
  });

  it('[A3.14][A4.3][A4.4][A4.5][A2.21] registers a child with the pictures, signs with the texted code, goes under review with an e-mail, and can no longer change', async () => {
    const created = await api('POST', 'child-account-verification', guardian.token, childRegistrationBody({ nationalId: '12345678' }));
    expect(created.status).toBe(201);
    const child = data(created);
    expect(child).toMatchObject({ status: 'UNDER-PROCESS', signatureState: 'unsigned', childFirstName: 'Sara', childLastNameAr: 'الحارثي', guardianType: 'mother', age: 9 });
    // Numbers are the guardian's to read only masked; a passport has no back.
    expect(child.nationalId).toBe('••••5678');
    expect(child.missing).toEqual(['guardian-document-front', 'relationship-document', 'birth-certificate']);
    const early = await api('POST', `child-account-verification/${child.id}/signature`, guardian.token, { kind: 'typed', text: 'Huda', phone: guardian.phone });
    expect(early.status).toBe(422);

    const id = await draftChildRegistration(platform, guardian);
    const drafted = data(await api('GET', `child-account-verification/${id}`, guardian.token));
    expect(drafted.missing).toEqual([]);
    expect(drafted.images).toHaveLength(3);
    const picture = await api('GET', (drafted.images[0].url as string).replace(/^\/api\/v1\//, ''), guardian.token);
    expect(picture.status).toBe(200);

    const agreement = data(await api('GET', `child-account-verification/generate-dynamic-contract-data/${id}`, guardian.token, undefined, 'ar'));
    expect(agreement).toMatchObject({ language: 'ar', title: 'اتفاقية تسجيل حساب طفل', guardianName: 'Huda Al Siyabi', childName: 'Sara Al Harthy' });

    const before = new Date().toISOString();
    await submitChildRegistration(platform, guardian, id);
    const submitted = data(await api('GET', `child-account-verification/${id}`, guardian.token));
    expect(submitted).toMatchObject({ status: 'UNDER-REVIEW', signatureState: 'confirmed', codeExpiresAt: null });
    expect(submitted.agreementSha256).toMatch(/^[0-9a-f]{64}$/);
    const mail = await platform.mailbox.waitFor((m) => m.to === 'huda@example.om' && m.template === 'child-registration-submitted' && m.createdAt > before, 15_000);
    expect(mail.subject).toContain('Sara Al Harthy');

    const change = await api('PATCH', `child-account-verification/${id}`, guardian.token, childRegistrationBody({ childFirstName: 'Salma' }));
    expect(change.status).toBe(409);
    expect(change.body.message).toBe('This registration has been signed and sent for review: it can no longer be changed');
    const pdf = await api('GET', `child-account-verification/${id}/agreement`, guardian.token);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(pdf.body as string, 'latin1').subarray(0, 5).toString()).toBe('%PDF-');
    const list = data(await api('GET', 'child-account-verification', guardian.token)) as unknown as Array<{ id: string; status: string }>;
    expect(list.map((r) => r.status)).toEqual(['UNDER-REVIEW', 'UNDER-PROCESS']);
  });

  it('[A3.14] a child has one registration: the same national ID again is refused, and of four sent at once one is kept', async () => {
    const first = await api('POST', 'child-account-verification', guardian.token, childRegistrationBody({ nationalId: '33345678' }));
    expect(first.status).toBe(201);
    const again = await api('POST', 'child-account-verification', guardian.token, childRegistrationBody({ nationalId: '33345678', childFirstName: 'Salma' }), 'ar');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('طفل بهذا الرقم المدني مسجَّل بالفعل على المنصة');
    // Its own number is no duplicate of itself.
    expect((await api('PATCH', `child-account-verification/${data(first).id}`, guardian.token, childRegistrationBody({ nationalId: '33345678', referenceId: 'R-2' }))).status).toBe(200);

    const racing = await Promise.all(Array.from({ length: 4 }, () => api('POST', 'child-account-verification', guardian.token, childRegistrationBody({ nationalId: '44445678' }))));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });

  it('[A4.4] a wrong code is refused and counted; resend is spaced; a change of the registration kills the waiting code', async () => {
    const id = await draftChildRegistration(platform, guardian, { childFirstName: 'Omar', gender: 'male' });
    const seen = await childCodesSentTo(platform, guardian.phone);
    const signed = await api('POST', `child-account-verification/${id}/signature`, guardian.token, { kind: 'typed', text: 'Huda', phone: guardian.phone });
    expect(data(signed)).toMatchObject({ signatureState: 'awaiting-code' });
    const code = await childCodeSentTo(platform, guardian.phone, seen);
    const wrong = await api('POST', 'child-account-verification/verify-otp', guardian.token, { id, code: String((Number(code) + 1) % 1_000_000).padStart(6, '0') });
    expect(wrong.status).toBe(400);
    expect((await api('POST', 'child-account-verification/resend-otp', guardian.token, { id })).status).toBe(429);
    expect((await api('PATCH', `child-account-verification/${id}`, guardian.token, childRegistrationBody({ childFirstName: 'Omar', gender: 'male', referenceId: 'R-1' }))).status).toBe(200);
    const stale = await api('POST', 'child-account-verification/verify-otp', guardian.token, { id, code });
    expect(stale.status).toBe(409);
    expect(data(await api('GET', `child-account-verification/${id}`, guardian.token))).toMatchObject({ status: 'UNDER-PROCESS', signatureState: 'unsigned', referenceId: 'R-1' });
  });

  it('[A1.1][A4.9][A4.3][A8.5] the administrator reads it in full (audited), rejects the signature, the guardian signs again, and the registration is accepted', async () => {
    const id = await draftChildRegistration(platform, guardian, { childFirstName: 'Maryam', childFirstNameAr: 'مريم', nationalId: '22345678' });
    await submitChildRegistration(platform, guardian, id);
    const queue = data(await api('GET', 'child-account-verification/admin/list?status=UNDER-REVIEW', admin.token));
    expect((queue.docs as Array<{ id: string }>).map((d) => d.id)).toContain(id);
    // The queue itself shows no number in full and links no picture: only an opened (audited) registration does.
    expect((queue.docs as Array<Record<string, unknown>>).find((d) => d.id === id)).toMatchObject({ nationalId: '••••5678', images: [] });
    const full = data(await api('GET', `child-account-verification/admin/${id}`, admin.token));
    expect(full).toMatchObject({ nationalId: '22345678', motherIdNumber: '87654321', birthCertificateNumber: 'BC-2017-0042' });
    expect((await api('GET', `child-account-verification/admin/${id}`, guardian.token)).status).toBe(403);
    const viewed = await platform.service('verification').get(DataSource).getRepository(OutboxEventRow).findBy({ type: 'verification.child-documents-viewed', aggregateId: id });
    expect(viewed.map((e) => e.data)).toEqual([expect.objectContaining({ childId: id, viewedBy: admin.id, slots: ['birth-certificate', 'guardian-document-front', 'relationship-document'] })]);

    const rejected = await api('POST', `child-account-verification/admin/${id}/reject-signature`, admin.token, { reason: 'The signature does not match the passport' });
    expect(data(rejected)).toMatchObject({ status: 'UNDER-PROCESS', signatureState: 'rejected', signatureRejectReason: 'The signature does not match the passport' });
    const reSign = await waitFor(async () => (await notifications(guardian)).find((n) => n.notificationType === 'reSignChildAccountVerifications' && n.childAccountVerificationId?.id === id), {
      what: 'reSignChildAccountVerifications',
    });
    expect(reSign.childAccountVerificationId).toMatchObject({ firstName: 'Maryam', firstNameAr: 'مريم', rejectReason: 'The signature does not match the passport' });

    const seen = await childCodesSentTo(platform, guardian.phone);
    const again = await api('POST', `child-account-verification/${id}/signature`, guardian.token, { kind: 'typed', text: 'Huda Al Siyabi', phone: guardian.phone });
    expect(again.status).toBe(200);
    const confirmed = await api('POST', 'child-account-verification/verify-otp', guardian.token, { id, code: await childCodeSentTo(platform, guardian.phone, seen) });
    expect(data(confirmed)).toMatchObject({ status: 'UNDER-REVIEW', signatureState: 'confirmed', signatureRejectReason: null });

    const noReason = await api('POST', `child-account-verification/admin/${id}/decision`, admin.token, { decision: 'decline' });
    expect(noReason.status).toBe(400);
    const accepted = await api('POST', `child-account-verification/admin/${id}/decision`, admin.token, { decision: 'accept' });
    expect(data(accepted)).toMatchObject({ status: 'ACCEPTED' });
    expect((await api('POST', `child-account-verification/admin/${id}/decision`, admin.token, { decision: 'decline', reason: 'late' })).status).toBe(409);
    await flushOutboxes(platform);
    const news = await waitFor(async () => (await notifications(guardian)).find((n) => n.notificationType === 'childAccountVerificationAccepted' && n.childUserId?._id === id), { what: 'childAccountVerificationAccepted' });
    expect(news.childUserId).toMatchObject({ firstName: 'Maryam', lastName: 'Al Harthy' });
  });

  it('[A4.3][A8.5] a declined registration tells the guardian why; another guardian cannot see it', async () => {
    const id = await draftChildRegistration(platform, guardian, { childFirstName: 'Ali', gender: 'male', nationalId: '55545678' });
    await submitChildRegistration(platform, guardian, id);
    const declined = await api('POST', `child-account-verification/admin/${id}/decision`, admin.token, { decision: 'decline', reason: 'The birth certificate is unreadable' });
    expect(data(declined)).toMatchObject({ status: 'DECLINED', declineReason: 'The birth certificate is unreadable' });
    const news = await waitFor(async () => (await notifications(guardian)).find((n) => n.notificationType === 'childAccountVerificationDeclined' && n.childUserId?._id === id), { what: 'childAccountVerificationDeclined' });
    expect(news.childAccountVerificationId).toMatchObject({ rejectReason: 'The birth certificate is unreadable' });
    // A declined registration frees the child's national ID: the guardian registers the child again.
    expect((await api('POST', 'child-account-verification', guardian.token, childRegistrationBody({ childFirstName: 'Ali', gender: 'male', nationalId: '55545678' }))).status).toBe(201);

    const stranger = await makeInvestor(platform);
    const hidden = await api('GET', `child-account-verification/${id}`, stranger.token);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('This child registration does not exist');
  });

  it('[A4.5][A3.15] on the 18th birthday (Muscat) the registration expires, the guardian is told and can no longer move the child\'s money', async () => {
    // Born 18 years less two days ago: a minor today, an adult in three days.
    const muscat = new Date(Date.now() + 4 * 3600_000);
    muscat.setUTCFullYear(muscat.getUTCFullYear() - 18);
    muscat.setUTCDate(muscat.getUTCDate() + 2);
    const id = await draftChildRegistration(platform, guardian, { childFirstName: 'Yusuf', gender: 'male', dateOfBirth: muscat.toISOString().slice(0, 10) });
    await submitChildRegistration(platform, guardian, id);
    expect(data(await api('POST', `child-account-verification/admin/${id}/decision`, admin.token, { decision: 'accept' }))).toMatchObject({ status: 'ACCEPTED', age: 17 });
    await flushOutboxes(platform);
    const move = () => platform.api.request('POST', '/api/v1/wallet/add-wallet-topup/child?lng=en', { token: guardian.token, body: { childId: id, amount: 1_000 }, headers: { 'idempotency-key': randomUUID() } });
    await waitFor(async () => (await move()).status === 200, { what: 'the child wallet known to the wallet' });
    try {
      platform.travel(3 * 86_400_000);
      expect(await platform.service('verification').get(ChildRegistrationsService).handOverAdults()).toBeGreaterThanOrEqual(1);
      expect(await platform.service('verification').get(ChildRegistrationsService).handOverAdults()).toBe(0);
      expect(data(await api('GET', `child-account-verification/${id}`, guardian.token))).toMatchObject({ status: 'EXPIRED', age: 18 });
      await flushOutboxes(platform);
      await waitFor(async () => (await notifications(guardian)).some((n) => n.notificationType === 'childCameOfAge' && n.childUserId?._id === id), { what: 'childCameOfAge' });
      const refused = await move();
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("This child is 18 or older: the account is now the child's own");
    } finally {
      platform.resetClocks();
    }
  });
});
