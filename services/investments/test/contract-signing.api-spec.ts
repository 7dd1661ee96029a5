import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { OutboxEventRow } from '@cf/platform';
import { dataUrl, flushOutboxes, makeAdmin, makeCampaign, makeOwner, makeVerifiedInvestor, pdfText, startTestPlatform, topUpWallet, waitFor, type ApiResponse, type TestPlatform, type TestUser } from '@cf/testing';

/**
 * Signing an investment's contract through the gateway (C4.14, C5.12, C7.8, C7.9, C8.3, C9.8,
 * A4.11): sign (typed, drawn, image), confirm with the code texted to the verified mobile number,
 * immutable once confirmed, the signed PDF written once with its SHA-256 in the audit stream, the
 * administrators' review (48 working hours), rejection with a reason, the re-sign list and a new
 * signature, acceptance.
 */
const OMR = 1000;

describe('contract signing (api)', () => {
  let platform: TestPlatform;
  let admin: TestUser;
  let owner: TestUser;
  let investor: TestUser;
  let campaign: { id: string; slug: string };
  const api = (method: string, path: string, token?: string, body?: unknown, lng = 'en') =>
    platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=${lng}`, { token, body });
  const data = (answer: ApiResponse) => answer.body.data.data as Record<string, any>;
  const accept = { acceptTerms: true, acceptRisk: true };
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const investments = () => platform.service('investments').get(DataSource);
  const phoneOf = async (user: TestUser) => ((await investments().query('SELECT verifiedPhone FROM investments_investors WHERE userId = ?', [user.id])) as Array<{ verifiedPhone: string | null }>)[0]?.verifiedPhone;
  /** The newest contract code texted to `phone` that no earlier step of these tests has read (clocks travel, so not by time). */
  const read = new Set<string>();
  const codeSentTo = async (phone: string) => {
    const sms = await platform.sms.waitFor((m) => m.to === phone && m.template === 'contract-otp' && !read.has(m.id), 15_000);
    read.add(sms.id);
    return { code: /\b(\d{6})\b/.exec(sms.text)![1], sms };
  };
  const outboxOf = async (type: string, investmentId: string) =>
    (await investments().getRepository(OutboxEventRow).find({ where: { type, aggregateId: investmentId }, order: { occurredAt: 'ASC' } })).map((r) => r.data as Record<string, any>);
  const pdfBytes = async (path: string, token: string) => {
    const answer = await fetch(`${platform.gatewayUrl}/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: answer.status, type: answer.headers.get('content-type'), bytes: Buffer.from(await answer.arrayBuffer()) };
  };
  const invest = async (who: TestUser, amount = 150 * OMR) => data(await api('POST', `investment/${campaign.id}`, who.token, { amount, ...accept })).id as string;
  /** Signs typed and confirms with the texted code; the contract then waits for review. */
  const signAndConfirm = async (who: TestUser, investmentId: string, text = 'Huda Al Siyabi') => {
    await api('POST', `contracts/sign/${investmentId}`, who.token, { kind: 'typed', text });
    const { code } = await codeSentTo((await phoneOf(who))!);
    const confirmed = await api('POST', `contracts/create-pdf/${investmentId}`, who.token, { code });
    expect(confirmed.status).toBe(200);
  };

  beforeAll(async () => {
    platform = await startTestPlatform({ services: ['campaigns', 'verification', 'investments', 'notifications'], env: { CAPTCHA_PROVIDER: 'none' } });
    [admin, owner] = await Promise.all([makeAdmin(platform), makeOwner(platform)]);
    investor = await makeVerifiedInvestor(platform, admin);
    await topUpWallet(platform, investor, 1_000 * OMR);
    const made = await makeCampaign(platform, owner, { status: 'live', admin, fundraising: { goal: 5_000 * OMR, minimumRaise: 100 * OMR, maximumRaise: 2_000 * OMR } });
    campaign = made;
    await waitFor(async () => (await api('GET', `investment/offer/${made.id}`, investor.token)).status === 200, { what: 'the offer in investments' });
    await waitFor(async () => Boolean(await phoneOf(investor)), { what: "the investor's verified number in investments" });
  }, 240_000);
  afterAll(async () => {
    await platform?.close();
  });
  afterEach(() => platform.resetClocks());

  it("[C4.14][C5.12][C7.8] signs, confirms with the code texted to the verified number, and the signature can no longer change; the signed PDF's hash is in the audit stream", async () => {
    const id = await invest(investor);
    const before = data(await api('GET', `investment/${id}`, investor.token));
    expect(before.contractStatus).toBe('unsigned');
    expect(data(await api('GET', `contracts/signature/${id}`, investor.token))).toMatchObject({ state: 'unsigned', kind: null, signedAt: null });

    const signed = await api('POST', `contracts/sign/${id}`, investor.token, { kind: 'typed', text: 'Huda Al Siyabi' });
    expect(signed.status).toBe(200);
    const phone = (await phoneOf(investor))!;
    expect(data(signed)).toMatchObject({ state: 'awaiting-code', kind: 'typed', typedText: 'Huda Al Siyabi', signedAt: null });
    expect(data(signed).phoneMasked.slice(-3)).toBe(phone.slice(-3));
    expect(Date.parse(data(signed).codeExpiresAt) - Date.now()).toBeGreaterThan(280_000);
    const { code, sms } = await codeSentTo(phone);
    expect(sms.text).toContain('investment contract');

    const wrong = await api('POST', `contracts/create-pdf/${id}`, investor.token, { code: otherThan(code) });
    expect([wrong.status, wrong.body.message]).toEqual([400, 'This code is not correct']);
    const ok = await api('POST', `contracts/create-pdf/${id}`, investor.token, { code });
    expect(data(ok)).toMatchObject({ state: 'under-review', codeExpiresAt: null, resendAt: null, rejectReason: null });
    expect(data(ok).contractSha256).toMatch(/^[0-9a-f]{64}$/);
    // C9.8: an answer within 48 working hours.
    expect(Date.parse(data(ok).reviewDueBy) - Date.parse(data(ok).signedAt)).toBeGreaterThanOrEqual(48 * 3_600_000);
    expect(data(await api('GET', `investment/${id}`, investor.token)).contractStatus).toBe('under-review');

    // Immutable: the same code does nothing, a new signature is refused, nothing can be withdrawn.
    expect((await api('POST', `contracts/create-pdf/${id}`, investor.token, { code })).status).toBe(409);
    const again = await api('POST', `contracts/sign/${id}`, investor.token, { kind: 'typed', text: 'Someone else' });
    expect([again.status, again.body.message]).toEqual([409, 'Your signature has been confirmed and cannot be changed']);
    expect((await api('DELETE', `contracts/delete-pdf/${id}`, investor.token)).status).toBe(409);

    // The signed PDF is served as written: its hash is the one published, and it says who signed, when and how.
    const pdf = await pdfBytes(`contracts/get-investor-contract/${id}?lng=en`, investor.token);
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    const sha256 = createHash('sha256').update(pdf.bytes).digest('hex');
    expect(sha256).toBe(data(ok).contractSha256);
    const [event] = await outboxOf('investments.contract-signed', id);
    expect(event).toMatchObject({ investmentId: id, investorId: investor.id, signatureKind: 'typed', contractSha256: sha256, language: 'en' });
    const text = pdfText(pdf.bytes);
    for (const words of ['Share subscription agreement', 'Huda Al Siyabi', 'Signed at (UTC)', 'Confirmed by code sent to', phone.slice(-3)]) expect(text).toContain(words);
    expect(text).not.toContain('Draft: not signed yet');
    // Asked again, the same bytes (never regenerated).
    expect((await pdfBytes(`contracts/get-investor-contract/${id}`, investor.token)).bytes.equals(pdf.bytes)).toBe(true);
    // The code never travels in clear: only sealed, for notifications.
    const [issued] = await outboxOf('investments.contract-code-issued', id);
    expect(JSON.stringify(issued)).not.toContain(code);

    // Nobody else's.
    const other = await makeVerifiedInvestor(platform, admin);
    expect((await api('GET', `contracts/signature/${id}`, other.token)).status).toBe(404);
    expect((await api('POST', `contracts/sign/${id}`, other.token, { kind: 'typed', text: 'Me' })).status).toBe(404);
    expect((await pdfBytes(`contracts/get-investor-contract/${id}`, other.token)).status).toBe(404);
    expect((await api('GET', `contracts/signature/${id}`)).status).toBe(401);
  });

  it('[C4.14][C8.3] an expired code says "Time expired"; resend waits 30 seconds and its code works; five wrong codes end a code; an unconfirmed signature can be withdrawn', async () => {
    const id = await invest(investor);
    const phone = (await phoneOf(investor))!;
    await api('POST', `contracts/sign/${id}`, investor.token, { kind: 'typed', text: 'Huda' });
    const first = await codeSentTo(phone);
    const tooSoon = await api('POST', `contracts/resend-otp/${id}`, investor.token);
    expect([tooSoon.status, tooSoon.body.message]).toEqual([429, 'Please wait a few seconds before asking for a new code']);
    platform.travel(301_000);
    const expired = await api('POST', `contracts/create-pdf/${id}`, investor.token, { code: first.code });
    expect([expired.status, expired.body.message]).toEqual([400, 'Time expired. Please resend the code']);
    expect((await api('POST', `contracts/create-pdf/${id}`, investor.token, { code: first.code }, 'ar')).body.message).toBe('انتهى الوقت. يرجى إعادة إرسال الرمز');
    expect((await api('POST', `contracts/resend-otp/${id}`, investor.token)).status).toBe(200);
    const second = await codeSentTo(phone);
    for (let i = 0; i < 5; i++) expect((await api('POST', `contracts/create-pdf/${id}`, investor.token, { code: otherThan(second.code) })).status).toBe(400);
    const locked = await api('POST', `contracts/create-pdf/${id}`, investor.token, { code: second.code });
    expect([locked.status, locked.body.message]).toEqual([429, 'Too many wrong codes. Please ask for a new code']);

    // delete-pdf: the signature waiting for its code is withdrawn; the contract is unsigned again.
    const withdrawn = await api('DELETE', `contracts/delete-pdf/${id}`, investor.token);
    expect(data(withdrawn)).toMatchObject({ state: 'unsigned', kind: null, codeExpiresAt: null });
    expect((await api('POST', `contracts/create-pdf/${id}`, investor.token, { code: second.code })).status).toBe(409);
    expect((await api('DELETE', `contracts/delete-pdf/${id}`, investor.token)).status).toBe(409);
  });

  it('[C5.12] refuses a typed signature over 20 characters, an image of 512 KB or more and one that is not an image; takes a drawn signature and shows it to the reviewer', async () => {
    const id = await invest(investor);
    const long = await api('POST', `contracts/sign/${id}`, investor.token, { kind: 'typed', text: 'x'.repeat(21) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([expect.objectContaining({ field: 'text', msg: 'The signature may have at most 20 characters' })]);
    expect((await api('POST', `contracts/sign/${id}`, investor.token, { kind: 'typed', text: 'x'.repeat(21) }, 'ar')).body.errors[0].msg).toBe('يجب ألا يزيد التوقيع على 20 حرفاً');
    expect((await api('POST', `contracts/sign/${id}`, investor.token, { kind: 'drawn' })).status).toBe(400);
    expect((await api('POST', `contracts/sign/${id}`, investor.token, { kind: 'stamp', text: 'x' })).status).toBe(400);

    const noise = Buffer.alloc(420 * 420 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 420, height: 420, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThanOrEqual(512 * 1024);
    const tooBig = await api('POST', `contracts/sign/${id}`, investor.token, { kind: 'image', image: dataUrl(big, 'image/png') });
    expect([tooBig.status, tooBig.body.message]).toEqual([400, 'The signature image must be under 512 KB']);
    const notImage = await api('POST', `contracts/sign/${id}`, investor.token, { kind: 'image', image: dataUrl(Buffer.from('<svg onload="x()"></svg>'), 'image/png') });
    expect([notImage.status, notImage.body.message]).toEqual([400, 'Invalid format: the signature must be a PNG or JPEG image']);
    expect(data(await api('GET', `contracts/signature/${id}`, investor.token)).state).toBe('unsigned');

    const drawn = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 10, g: 40, b: 90, alpha: 1 } } }).png().toBuffer();
    const ok = await api('POST', `contracts/sign/${id}`, investor.token, { kind: 'drawn', image: dataUrl(drawn, 'image/png') });
    expect(data(ok)).toMatchObject({ state: 'awaiting-code', kind: 'drawn', typedText: null });
    const { code } = await codeSentTo((await phoneOf(investor))!);
    expect(data(await api('POST', `contracts/create-pdf/${id}`, investor.token, { code })).state).toBe('under-review');
    const queue = data(await api('GET', 'investment/admin/contracts?limit=50', admin.token));
    const item = (queue.docs as Array<Record<string, any>>).find((c) => c.investmentId === id)!;
    expect(item).toMatchObject({ state: 'under-review', kind: 'drawn', typedText: null, investorName: 'Huda Al Siyabi', amount: 150 * OMR, overdue: false });
    expect(item.signatureImage).toMatch(/^data:image\/png;base64,/);
  });

  it('[C4.14][C1.3][A4.11][C7.9][C8.3] an administrator rejects the signature with a reason; the investor is notified, finds it in the re-sign list, signs again; the administrator accepts', async () => {
    const id = await invest(investor);
    await signAndConfirm(investor, id, 'H');

    // Only administrators review; a rejection needs its reason.
    expect((await api('GET', 'investment/admin/contracts', investor.token)).status).toBe(403);
    expect((await api('POST', `investment/admin/contracts/${id}/review`, investor.token, { decision: 'reject', reason: 'x' })).status).toBe(403);
    const noReason = await api('POST', `investment/admin/contracts/${id}/review`, admin.token, { decision: 'reject' });
    expect([noReason.status, noReason.body.errors?.[0]?.msg]).toEqual([400, 'Please give the reason the contract is rejected']);
    const queued = (data(await api('GET', 'investment/admin/contracts?limit=50', admin.token)).docs as Array<Record<string, any>>).find((c) => c.investmentId === id)!;
    expect(queued).toMatchObject({ state: 'under-review', typedText: 'H', signatureImage: null });
    const adminPdf = await pdfBytes(`investment/admin/contracts/${id}/pdf`, admin.token);
    expect([adminPdf.status, adminPdf.type, createHash('sha256').update(adminPdf.bytes).digest('hex')]).toEqual([200, 'application/pdf', queued.contractSha256]);

    const rejected = await api('POST', `investment/admin/contracts/${id}/review`, admin.token, { decision: 'reject', reason: 'The signature does not match your passport' });
    expect(data(rejected)).toMatchObject({ state: 'rejected', rejectReason: 'The signature does not match your passport' });
    expect((await api('POST', `investment/admin/contracts/${id}/review`, admin.token, { decision: 'accept' })).status).toBe(409);
    expect(data(await api('GET', `contracts/signature/${id}`, investor.token))).toMatchObject({ state: 'rejected', rejectReason: 'The signature does not match your passport' });
    const list = data(await api('GET', 'my-investment/get-re-sign-contract-list', investor.token));
    expect(list.docs).toEqual([expect.objectContaining({ investmentId: id, campaignId: campaign.id, rejectReason: 'The signature does not match your passport', amount: 150 * OMR })]);

    await flushOutboxes(platform);
    const bell = await waitFor(
      async () => {
        const notes = data(await api('GET', 'user-notifications', investor.token));
        return (notes.docs as Array<{ notificationType: string; investmentProcessId?: Record<string, string> }>).find((n) => n.notificationType === 'reSignInvestmentContracts');
      },
      { timeoutMs: 15_000, what: 'the re-sign notification' },
    );
    expect(bell.investmentProcessId).toMatchObject({ id, contractRejectReason: 'The signature does not match your passport' });

    // Signed again: the old signature stays in the history, the new one goes to review.
    await signAndConfirm(investor, id, 'Huda Al Siyabi');
    expect(data(await api('GET', 'my-investment/get-re-sign-contract-list', investor.token)).docs).toEqual([]);
    const accepted = await api('POST', `investment/admin/contracts/${id}/review`, admin.token, { decision: 'accept' });
    expect(data(accepted)).toMatchObject({ state: 'accepted', typedText: 'Huda Al Siyabi', rejectReason: null });
    expect(data(await api('GET', `investment/${id}`, investor.token)).contractStatus).toBe('accepted');
    expect((await api('POST', `contracts/sign/${id}`, investor.token, { kind: 'typed', text: 'Again' })).status).toBe(409);
    const decided = data(await api('GET', 'investment/admin/contracts?status=accepted&limit=50', admin.token)).docs as Array<{ investmentId: string }>;
    expect(decided.map((c) => c.investmentId)).toContain(id);
    const signedEvents = await outboxOf('investments.contract-signed', id);
    expect(signedEvents).toHaveLength(2);
    expect((await outboxOf('investments.contract-reviewed', id)).map((e) => e.decision)).toEqual(['rejected', 'accepted']);
  });

  it('[C4.14] the same right code sent five times at once confirms once: one signature, one signed file, one event', async () => {
    const id = await invest(investor);
    await api('POST', `contracts/sign/${id}`, investor.token, { kind: 'typed', text: 'Huda' });
    const { code } = await codeSentTo((await phoneOf(investor))!);
    const answers = await Promise.all(Array.from({ length: 5 }, () => api('POST', `contracts/create-pdf/${id}`, investor.token, { code })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await outboxOf('investments.contract-signed', id)).toHaveLength(1);
    const view = data(await api('GET', `contracts/signature/${id}`, investor.token));
    const pdf = await pdfBytes(`contracts/get-investor-contract/${id}`, investor.token);
    expect(createHash('sha256').update(pdf.bytes).digest('hex')).toBe(view.contractSha256);
    // A new signature racing the confirmation cannot replace a confirmed one.
    expect((await api('POST', `contracts/sign/${id}`, investor.token, { kind: 'typed', text: 'Other' })).status).toBe(409);
  });

  it('[C4.14] a contract under review leaves the queue when its investment is cancelled, and can no longer be decided', async () => {
    const id = await invest(investor);
    await signAndConfirm(investor, id);
    expect((await api('POST', `process-investment/${id}`, investor.token, { paymentType: 'wallet' })).status).toBe(200);
    const queued = async () => (data(await api('GET', 'investment/admin/contracts?limit=50', admin.token)).docs as Array<{ investmentId: string }>).map((c) => c.investmentId);
    expect(await queued()).toContain(id);
    expect((await api('PATCH', `investment/${id}`, investor.token, { status: 'cancelled' })).status).toBe(200);
    expect(await queued()).not.toContain(id);
    const late = await api('POST', `investment/admin/contracts/${id}/review`, admin.token, { decision: 'accept' });
    expect([late.status, late.body.message]).toEqual([409, 'This contract is not waiting for a review']);
  });
});
