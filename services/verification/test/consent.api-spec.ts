import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { OutboxEventRow } from '@cf/platform';
import { dataUrl, flushOutboxes, makeAdmin, makeInvestor, startTestPlatform, waitFor, type TestPlatform, type TestUser, verificationApi } from '@cf/testing';

/**
 * The consent agreement through the gateway (A4.4, A4.8, A5.8, A7.9, A8.3): sign after the four
 * steps, confirm with the texted code (countdown, resend, change number, "Time expired"), immutable
 * once confirmed, the signed PDF and its hash in the audit stream, and re-signing after a reviewer
 * rejects the signature.
 */
describe('consent agreement (api)', () => {
  let platform: TestPlatform;
  let admin: TestUser;
  let api: ReturnType<typeof verificationApi>['api'];
  let data: ReturnType<typeof verificationApi>['data'];
  let steps: ReturnType<typeof verificationApi>;
  const newPhone = () => steps.newPhone();
  const codeSentTo = (phone: string, after = '') => steps.codeSentTo(phone, after);
  const readyToSign = () => steps.readyToSign();
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  async function outboxOf(type: string, verificationId: string) {
    const db = platform.service('verification').get(DataSource);
    const rows = await db.getRepository(OutboxEventRow).find({ where: { type, aggregateId: verificationId }, order: { occurredAt: 'ASC' } });
    return rows.map((r) => ({ data: r.data as Record<string, any> }));
  }

  beforeAll(async () => {
    platform = await startTestPlatform({ services: ['identity', 'verification', 'notifications'], env: { CAPTCHA_PROVIDER: 'none' } });
    admin = await makeAdmin(platform);
    steps = verificationApi(platform);
    ({ api, data } = steps);
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });
  afterEach(() => platform.resetClocks());

  it('[A4.4][A5.8][A7.9] signs, confirms with the texted code, and the signature can no longer change; the signed PDF\'s hash is in the audit stream', async () => {
    const investor = await readyToSign();
    const phone = newPhone();
    const agreement = data(await api('GET', 'account-verification/generate-dynamic-contract-data', investor.token, undefined, 'ar'));
    expect(agreement).toMatchObject({ language: 'ar', title: 'اتفاقية موافقة المستثمر', investorName: 'Huda Al Siyabi', investorNameAr: 'هدى السيابي', regulatorDecision: '158/2022' });

    const signed = await api('POST', 'account-verification/signature', investor.token, { kind: 'typed', text: 'Huda Al Siyabi', phone });
    expect(signed.status).toBe(200);
    expect(data(signed)).toMatchObject({ state: 'awaiting-code', kind: 'typed', typedText: 'Huda Al Siyabi', confirmedAt: null });
    expect(data(signed).phoneMasked).toMatch(/^\+968•+\d{3}$/);
    expect(Date.parse(data(signed).codeExpiresAt) - Date.now()).toBeGreaterThan(280_000);
    const { code, sms } = await codeSentTo(phone);
    expect(sms.text).toContain('consent agreement');

    const wrong = await api('POST', 'account-verification/verify-otp', investor.token, { code: otherThan(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('This code is not correct');
    const ok = await api('POST', 'account-verification/verify-otp', investor.token, { code });
    expect(ok.status).toBe(200);
    expect(data(ok)).toMatchObject({ state: 'confirmed', codeExpiresAt: null, resendAt: null });
    expect(data(ok).agreementSha256).toMatch(/^[0-9a-f]{64}$/);
    // Once confirmed, the same code does nothing and no new signature is taken.
    expect((await api('POST', 'account-verification/verify-otp', investor.token, { code })).status).toBe(409);
    const again = await api('POST', 'account-verification/signature', investor.token, { kind: 'typed', text: 'Someone else', phone });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Your signature has been confirmed and cannot be changed');

    const pdf = await api('GET', 'account-verification/consent-agreement', investor.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = Buffer.from(pdf.body as string, 'latin1');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const view = data(await api('GET', 'account-verification', investor.token));
    expect(view).toMatchObject({ consentState: 'confirmed', steps: { consent: true } });
    const [event] = await outboxOf('verification.consent-signed', view.id);
    expect(event.data).toMatchObject({ userId: investor.id, signatureKind: 'typed', agreementSha256: data(ok).agreementSha256, language: 'en' });
    // The code never travels in clear: only sealed, for notifications.
    const [issued] = await outboxOf('verification.consent-code-issued', view.id);
    expect(JSON.stringify(issued)).not.toContain(code);
    expect(data(await api('POST', 'account-verification/complete-verification', investor.token)).status).toBe('UNDER-REVIEW');
  });

  it('[A4.4][A8.3][A9.1] an expired code says "Time expired"; resend and change number send a new code that works', async () => {
    const investor = await readyToSign();
    const phone = newPhone();
    await api('POST', 'account-verification/signature', investor.token, { kind: 'typed', text: 'Huda', phone });
    const first = await codeSentTo(phone);
    const tooSoon = await api('POST', 'account-verification/resend-otp', investor.token, {});
    expect(tooSoon.status).toBe(429);
    platform.travel(301_000);
    const expired = await api('POST', 'account-verification/verify-otp', investor.token, { code: first.code });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('Time expired. Resend the code or change the number');
    const expiredAr = await api('POST', 'account-verification/verify-otp', investor.token, { code: first.code }, 'ar');
    expect(expiredAr.body.message).toBe('انتهى الوقت. أعد إرسال الرمز أو غيّر الرقم');

    const resent = await api('POST', 'account-verification/resend-otp', investor.token, {});
    expect(resent.status).toBe(200);
    const second = await codeSentTo(phone, first.sms.createdAt);
    platform.travel(31_000);
    const newNumber = newPhone();
    const changed = await api('POST', 'account-verification/resend-otp', investor.token, { phone: newNumber });
    expect(data(changed).phoneMasked.slice(-3)).toBe(newNumber.slice(-3));
    const third = await codeSentTo(newNumber);
    // Only the newest code counts.
    expect((await api('POST', 'account-verification/verify-otp', investor.token, { code: second.code })).status).toBe(400);
    expect(data(await api('POST', 'account-verification/verify-otp', investor.token, { code: third.code })).state).toBe('confirmed');
  });

  it('[A4.4] five wrong codes end the code; a new one is needed', async () => {
    const investor = await readyToSign();
    const phone = newPhone();
    await api('POST', 'account-verification/signature', investor.token, { kind: 'typed', text: 'Huda', phone });
    const { code } = await codeSentTo(phone);
    for (let i = 0; i < 5; i++) expect((await api('POST', 'account-verification/verify-otp', investor.token, { code: otherThan(code) })).status).toBe(400);
    const locked = await api('POST', 'account-verification/verify-otp', investor.token, { code });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many wrong codes. Please ask for a new code');
  });

  it('[A5.8] refuses a signature before the four steps, a typed one over 20 characters, an image of 512 KB or more, and an image that is not one', async () => {
    const early = await makeInvestor(platform);
    const before = await api('POST', 'account-verification/signature', early.token, { kind: 'typed', text: 'Me', phone: newPhone() });
    expect(before.status).toBe(422);
    expect(before.body.message).toBe('Please complete the four verification steps before signing');

    const investor = await readyToSign();
    const long = await api('POST', 'account-verification/signature', investor.token, { kind: 'typed', text: 'x'.repeat(21), phone: newPhone() });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([expect.objectContaining({ field: 'text', msg: 'The signature may have at most 20 characters' })]);
    const longAr = await api('POST', 'account-verification/signature', investor.token, { kind: 'typed', text: 'x'.repeat(21), phone: newPhone() }, 'ar');
    expect(longAr.body.errors[0].msg).toBe('يجب ألا يزيد التوقيع على 20 حرفاً');
    const none = await api('POST', 'account-verification/signature', investor.token, { kind: 'drawn', phone: newPhone() });
    expect(none.status).toBe(400);
    const badPhone = await api('POST', 'account-verification/signature', investor.token, { kind: 'typed', text: 'Me', phone: '12' });
    expect(badPhone.status).toBe(400);

    // Random pixels do not compress: a PNG just over 512 KB.
    const noise = Buffer.alloc(420 * 420 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 420, height: 420, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThanOrEqual(512 * 1024);
    const tooBig = await api('POST', 'account-verification/signature', investor.token, { kind: 'image', image: dataUrl(big, 'image/png'), phone: newPhone() });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe('The signature image must be under 512 KB');
    const notImage = await api('POST', 'account-verification/signature', investor.token, { kind: 'image', image: dataUrl(Buffer.from('<svg onload="x()"></svg>'), 'image/png'), phone: newPhone() });
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toBe('Invalid format: the signature must be a PNG or JPEG image');

    // A drawn signature (a PNG from the signature pad) is taken and kept in the agreement.
    const drawn = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const phone = newPhone();
    const ok = await api('POST', 'account-verification/signature', investor.token, { kind: 'drawn', image: dataUrl(drawn, 'image/png'), phone });
    expect(data(ok)).toMatchObject({ state: 'awaiting-code', kind: 'drawn', typedText: null });
    const { code } = await codeSentTo(phone);
    expect(data(await api('POST', 'account-verification/verify-otp', investor.token, { code })).state).toBe('confirmed');
  });

  it('[A4.4][A4.8][A8.5] a reviewer rejects the signature; the investor is notified with the reason, signs again and sends it again', async () => {
    const investor = await readyToSign();
    const phone = newPhone();
    await api('POST', 'account-verification/signature', investor.token, { kind: 'typed', text: 'H', phone });
    const first = await codeSentTo(phone);
    await api('POST', 'account-verification/verify-otp', investor.token, { code: first.code });
    const id = data(await api('POST', 'account-verification/complete-verification', investor.token)).id as string;

    const nothing = await api('POST', 'account-verification/re-sign-verification', investor.token, { kind: 'typed', text: 'H', phone });
    expect(nothing.status).toBe(409);
    expect((await api('POST', `account-verification/admin/${id}/reject-consent`, investor.token, { reason: 'x' })).status).toBe(403);
    expect((await api('POST', `account-verification/admin/${id}/reject-consent`, admin.token, {})).status).toBe(400);
    const adminPdf = await api('GET', `account-verification/admin/${id}/consent-agreement`, admin.token);
    expect(adminPdf.status).toBe(200);
    expect(adminPdf.headers['content-type']).toBe('application/pdf');

    const rejected = await api('POST', `account-verification/admin/${id}/reject-consent`, admin.token, { reason: 'The signature does not match your passport' });
    expect(data(rejected)).toEqual({ id, status: 'UNDER-PROCESS' });
    expect((await api('POST', `account-verification/admin/${id}/reject-consent`, admin.token, { reason: 'twice' })).status).toBe(409);
    expect(data(await api('GET', 'account-verification/consent', investor.token))).toMatchObject({ state: 'rejected', rejectReason: 'The signature does not match your passport' });
    expect(data(await api('GET', 'account-verification', investor.token))).toMatchObject({ status: 'UNDER-PROCESS', consentState: 'rejected' });

    await flushOutboxes(platform);
    const bell = await waitFor(
      async () => {
        const list = data(await api('GET', 'user-notifications', investor.token));
        return (list.docs as Array<{ notificationType: string; accountVerificationId?: Record<string, string> }>).find((n) => n.notificationType === 'reSignAccountverification');
      },
      { timeoutMs: 15_000, what: 'the re-sign notification' },
    );
    expect(bell.accountVerificationId).toMatchObject({ id, consentAgreementRejectReasonEN: 'The signature does not match your passport' });

    const blocked = await api('POST', 'account-verification/complete-verification', investor.token);
    expect(blocked.status).toBe(422);
    const resigned = await api('POST', 'account-verification/re-sign-verification', investor.token, { kind: 'typed', text: 'Huda Al Siyabi', phone });
    expect(data(resigned)).toMatchObject({ state: 'awaiting-code', rejectReason: null });
    await api('POST', 'account-verification/verify-otp', investor.token, { code: (await codeSentTo(phone, first.sms.createdAt)).code });
    expect(data(await api('POST', 'account-verification/complete-verification', investor.token)).status).toBe('UNDER-REVIEW');
    const history = data(await api('GET', `account-verification/admin/${id}`, admin.token)).history as Array<{ decision: string; reason: string | null }>;
    expect(history.map((h) => h.decision)).toEqual(['submitted', 're-sign', 'submitted']);
    const [, second] = await outboxOf('verification.consent-signed', id);
    expect(second.data.agreementSha256).toBe(data(await api('GET', 'account-verification/consent', investor.token)).agreementSha256);
  });
});
