import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { OutboxEventRow } from '@cf/platform';
import { dataUrl, flushOutboxes, makeAdmin, makeInvestor, startTestPlatform, waitFor, type TestPlatform, type TestUser, verificationApi } from '@cf/testing';

/**
 * Reviewers' remarks through the gateway (A3.16, A4.4, A4.10): a reviewer asks for documents, the
 * investor is notified and uploads them, the remark moves pending → under review → completed; only
 * the investor reaches their remark and only reviewers ask or complete; every reviewer's view of an
 * upload is in the audit stream.
 */
describe('verification remarks (api)', () => {
  let platform: TestPlatform;
  let admin: TestUser;
  let steps: ReturnType<typeof verificationApi>;
  const picture = async (colour: string) => dataUrl(await sharp({ create: { width: 500, height: 320, channels: 3, background: colour } }).jpeg().toBuffer(), 'image/jpeg');

  beforeAll(async () => {
    platform = await startTestPlatform({ services: ['identity', 'verification', 'notifications'], env: { CAPTCHA_PROVIDER: 'none' } });
    admin = await makeAdmin(platform);
    steps = verificationApi(platform);
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('[A3.16][A4.4][A4.10] a reviewer asks for documents; the investor is notified, uploads them; pending → under review → completed', async () => {
    const { api, data } = steps;
    const { investor, id } = await steps.submitted();
    const asked = await api('POST', `account-verification/admin/${id}/remarks`, admin.token, {
      note: 'Please send a recent utility bill and the back of your ID card',
      documents: [
        { title: 'Utility bill', type: 'document' },
        { title: 'Back of the ID card', type: 'back-document' },
      ],
    });
    expect(asked.status).toBe(201);
    const remark = data(asked);
    expect(remark).toMatchObject({ status: 'pending', note: 'Please send a recent utility bill and the back of your ID card', completedAt: null });
    expect(remark.documents.map((d: { title: string; url: null }) => [d.title, d.url])).toEqual([
      ['Utility bill', null],
      ['Back of the ID card', null],
    ]);

    await flushOutboxes(platform);
    const bell = await waitFor(
      async () =>
        (data(await api('GET', 'user-notifications', investor.token)).docs as Array<{ notificationType: string; accountVerificationRemarkId?: Record<string, string> }>).find(
          (n) => n.notificationType === 'pendingAccountVerificationRemark',
        ),
      { timeoutMs: 15_000, what: 'the remark notification' },
    );
    expect(bell.accountVerificationRemarkId).toMatchObject({ id: remark.id, remarkNoteEn: remark.note });

    const mine = data(await api('GET', 'account-verification-remark', investor.token)) as unknown as Array<{ id: string; status: string }>;
    expect(mine.map((r) => [r.id, r.status])).toEqual([[remark.id, 'pending']]);
    // Nothing to complete while the investor has not answered.
    expect((await api('POST', `account-verification/admin/${id}/remarks/${remark.id}/complete`, admin.token)).status).toBe(409);

    const first = await api('POST', `account-verification-remark/${remark.id}/documents/${remark.documents[0].id}`, investor.token, { image: await picture('#abc') });
    expect(data(first)).toMatchObject({ status: 'pending' });
    const second = data(await api('POST', `account-verification-remark/${remark.id}/documents/${remark.documents[1].id}`, investor.token, { image: await picture('#cba') }));
    expect(second.status).toBe('under-review');
    // Under review, the investor cannot swap a document any more.
    const late = await api('POST', `account-verification-remark/${remark.id}/documents/${remark.documents[0].id}`, investor.token, { image: await picture('#000') });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('These documents have already been sent for review');

    const forReviewer = data(await api('GET', `account-verification/admin/${id}/remarks`, admin.token)) as unknown as Array<{ documents: Array<{ id: string; url: string }> }>;
    const link = forReviewer[0].documents[0].url;
    const file = await platform.api.request('GET', link);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const audit = await platform.service('verification').get(DataSource).getRepository(OutboxEventRow).find({ where: { type: 'verification.documents-viewed', aggregateId: id } });
    expect(audit.map((e) => e.data)).toContainEqual(expect.objectContaining({ viewedBy: admin.id, remarkDocumentIds: forReviewer[0].documents.map((d) => d.id) }));

    const completed = data(await api('POST', `account-verification/admin/${id}/remarks/${remark.id}/complete`, admin.token));
    expect(completed).toMatchObject({ status: 'completed' });
    expect(completed.completedAt).toBeTruthy();
    expect((await api('POST', `account-verification/admin/${id}/remarks/${remark.id}/complete`, admin.token)).status).toBe(409);
  });

  it('[A6.1][A3.16] only the investor uploads to their remark; only reviewers ask and complete; bad requests get messages', async () => {
    const { api, data } = steps;
    const { investor, id } = await steps.submitted();
    const other = await makeInvestor(platform);
    expect((await api('POST', `account-verification/admin/${id}/remarks`, investor.token, { note: 'x', documents: [{ title: 'x', type: 'document' }] })).status).toBe(403);
    expect((await api('GET', `account-verification/admin/${id}/remarks`, investor.token)).status).toBe(403);
    const empty = await api('POST', `account-verification/admin/${id}/remarks`, admin.token, { note: ' ', documents: [] });
    expect(empty.status).toBe(400);
    expect((empty.body.errors as Array<{ field: string; msg: string }>).map((e) => [e.field, e.msg])).toEqual([
      ['note', 'Please write what you need from the investor'],
      ['documents', 'Please ask for at least one document'],
    ]);
    const tooMany = await api('POST', `account-verification/admin/${id}/remarks`, admin.token, { note: 'n', documents: Array.from({ length: 6 }, () => ({ title: 't', type: 'document' })) }, 'ar');
    expect(tooMany.body.errors[0].msg).toBe('اطلب خمسة مستندات على الأكثر في كل مرة');
    expect((await api('POST', 'account-verification/admin/00000000-0000-7000-8000-00000000dead/remarks', admin.token, { note: 'n', documents: [{ title: 't', type: 'document' }] })).status).toBe(404);

    const remark = data(await api('POST', `account-verification/admin/${id}/remarks`, admin.token, { note: 'Proof of address', documents: [{ title: 'Bill', type: 'document' }] }));
    const path = `account-verification-remark/${remark.id}/documents/${remark.documents[0].id}`;
    const stranger = await api('POST', path, other.token, { image: await picture('#abc') });
    expect(stranger.status).toBe(404);
    expect(data(await api('GET', 'account-verification-remark', other.token))).toEqual([]);
    const notImage = await api('POST', path, investor.token, { image: dataUrl(Buffer.from('%PDF-1.7 <script>'), 'image/jpeg') });
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toBe('The picture must be a PNG or JPEG image');
  });
});
