import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { request as undiciRequest } from 'undici';
import { OutboxEventRow } from '@cf/platform';
import { dataUrl, makeAdmin, makeInvestor, makePdf, startTestPlatform, type TestPlatform, type TestUser } from '@cf/testing';
import type { VerificationConfig } from '../src/core/config/env';
import { IdentityDocumentRow } from '../src/core/entities/identity-document.entity';
import { VERIFICATION_CONFIG } from '../src/verification.tokens';

/**
 * Identity documents (A3.12, A5.9, A5.10; issue 12 item 4): details and pictures, personal data
 * sealed at rest, pictures re-encoded (metadata gone) and served only through short-lived signed
 * links; every administrator view recorded in the audit stream.
 */
const document = (overrides: Record<string, unknown> = {}) => ({
  documentType: 'id-card',
  documentNumber: '12345678',
  expiryDate: '2031-05-31',
  gender: 'female',
  legalFirstName: 'Huda',
  legalLastName: 'Al Siyabi',
  legalFirstNameAr: 'هدى',
  legalLastNameAr: 'السيابي',
  ...overrides,
});

/** A JPEG of a card-sized picture carrying EXIF metadata (a camera's, with where it was taken). */
const photoWithExif = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#8a9bb0' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'GPS 23.5880N 58.3829E', Make: 'PhoneCam' } })
    .toBuffer();

describe('identity documents (api)', () => {
  let platform: TestPlatform;
  let admin: TestUser;
  const api = (method: string, path: string, token?: string, body?: unknown, lng = 'en') =>
    platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=${lng}`, { token, body });
  const data = (answer: { body: { data: { data: unknown } } }) => answer.body.data.data as Record<string, any>;
  const fetchLink = async (url: string) => {
    const answer = await undiciRequest(`${platform.gatewayUrl}${url}`);
    return { status: answer.statusCode, headers: answer.headers, bytes: Buffer.from(await answer.body.arrayBuffer()) };
  };

  beforeAll(async () => {
    platform = await startTestPlatform({ services: ['identity', 'verification'], env: { CAPTCHA_PROVIDER: 'none', DOCUMENT_LINK_TTL_SECONDS: '60' } });
    admin = await makeAdmin(platform);
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('[A3.12] the details are kept with the number sealed at rest and shown masked to the owner, in full to an administrator', async () => {
    const investor = await makeInvestor(platform);
    const saved = await api('POST', 'investor-profile-documents', investor.token, document({ documentNumber: 'ab123456' }));
    expect(saved.status).toBe(200);
    expect(data(saved)).toMatchObject({ documentType: 'id-card', documentNumber: '••••3456', expiryDate: '2031-05-31', expired: false, legalNames: { first: 'Huda', lastAr: 'السيابي' }, missing: ['front', 'back', 'live-photo'] });
    const row = await platform.service('verification').get(DataSource).getRepository(IdentityDocumentRow).findOneByOrFail({ userId: investor.id });
    expect(row.documentNumberSealed).toMatch(/^sb1\./);
    expect(row.documentNumberSealed).not.toContain('AB123456');
  });

  it('[A3.12] refuses an expired document, a malformed number and names in the wrong script, with messages in the caller\'s language', async () => {
    const investor = await makeInvestor(platform);
    const expired = await api('POST', 'investor-profile-documents', investor.token, document({ expiryDate: '2020-01-01' }), 'ar');
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe('انتهت صلاحية هذا المستند؛ يرجى استخدام مستند ساري المفعول');
    const bad = await api('POST', 'investor-profile-documents', investor.token, document({ documentNumber: '12/3', legalFirstName: 'هدى', legalLastNameAr: 'Siyabi', expiryDate: '2031-02-30' }));
    expect(bad.status).toBe(400);
    const fields = Object.fromEntries((bad.body.errors as Array<{ field: string; msg: string }>).map((e) => [e.field, e.msg]));
    expect(fields).toMatchObject({
      documentNumber: 'Please enter the document number: 4 to 20 letters or digits',
      legalFirstName: 'Please write the name in English letters, as on the document',
      legalLastNameAr: 'Please write the name in Arabic letters, as on the document',
    });
    expect((await api('POST', 'investor-profile-documents', investor.token, document({ expiryDate: '2031-02-30' }))).status).toBe(400);
  });

  it('[A5.9] a picture is re-encoded: its EXIF is gone, the file on disk is sealed under a generated name, and its link serves it without a token', async () => {
    const investor = await makeInvestor(platform);
    const original = await photoWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const uploaded = await api('POST', 'investor-profile-documents/images', investor.token, { slot: 'front', image: dataUrl(original, 'image/jpeg') });
    expect(uploaded.status).toBe(200);
    const front = (data(uploaded).images as Array<{ slot: string; url: string; width: number }>).find((i) => i.slot === 'front')!;
    expect(front.width).toBe(640);
    expect(data(uploaded).missing).toEqual(['back', 'live-photo']);

    const served = await fetchLink(front.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('no-store, private');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const metadata = await sharp(served.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(served.bytes.includes(Buffer.from('23.5880N'))).toBe(false);

    // Kept sealed in the service's own database (issue 40: shared by replicas, nothing on a pod's disk).
    const { dataDir } = platform.service('verification').get<VerificationConfig>(VERIFICATION_CONFIG);
    expect(await readdir(join(dataDir, 'uploads', 'verification')).catch(() => [])).toEqual([]);
    const files: Array<{ fileKey: string; bytes: Buffer | Uint8Array }> = await platform.service('verification').get(DataSource).query("SELECT fileKey, bytes FROM stored_files WHERE fileKey LIKE 'verification/documents/%'");
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file.fileKey).toMatch(/^verification\/documents\/[0-9a-f-]{36}\.sealed$/);
      const bytes = Buffer.from(file.bytes);
      expect(bytes.subarray(0, 4).toString()).toBe('sb1.');
      expect(bytes.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    }
  });

  it('[A5.9] refuses an oversize file, bytes that are not what they claim, a polyglot and an unknown slot (path names never come from the client)', async () => {
    const investor = await makeInvestor(platform);
    const upload = (body: unknown) => api('POST', 'investor-profile-documents/images', investor.token, body);
    const oversize = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024)]);
    const big = await upload({ slot: 'front', image: dataUrl(oversize, 'image/jpeg') });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('The picture must be smaller than 5 MB');
    const pdf = await upload({ slot: 'front', image: dataUrl(makePdf(), 'image/png') });
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe('The picture must be a PNG or JPEG image');
    const jpeg = await photoWithExif();
    const polyglot = await upload({ slot: 'front', image: dataUrl(Buffer.concat([jpeg, Buffer.from('<html><script>alert(document.cookie)</script></html>')]), 'image/jpeg') });
    expect(polyglot.status).toBe(400);
    expect(polyglot.body.message).toBe('The picture must be a PNG or JPEG image');
    const traversal = await upload({ slot: '../../etc/passwd', image: dataUrl(jpeg, 'image/jpeg') });
    expect(traversal.status).toBe(400);
    const tiny = await upload({ slot: 'front', image: dataUrl(await sharp({ create: { width: 120, height: 80, channels: 3, background: '#000' } }).png().toBuffer(), 'image/png') });
    expect(tiny.status).toBe(400);
    expect(tiny.body.message).toBe('The picture is too small to read: at least 200 pixels on each side');
    expect(data(await api('GET', 'investor-profile-documents', investor.token)).images).toEqual([]);
  });

  it('[A3.12] a link works for minutes only and cannot be forged; investors never reach the administrators\' view; an administrator\'s view is audited', async () => {
    const investor = await makeInvestor(platform);
    await api('POST', 'investor-profile-documents', investor.token, document({ documentNumber: 'P9876543', documentType: 'passport' }));
    const uploaded = data(await api('POST', 'investor-profile-documents/images', investor.token, { slot: 'live-photo', image: dataUrl(await photoWithExif(), 'image/jpeg') }));
    const url = uploaded.images[0].url as string;
    expect(uploaded.missing).toEqual(['front']);
    expect((await fetchLink(`${url.slice(0, -3)}abc`)).status).toBe(404);
    platform.travel(61_000);
    try {
      expect((await fetchLink(url)).status).toBe(404);
    } finally {
      platform.resetClocks();
    }

    // A verification to review: the document belongs to it.
    await api('POST', 'investor-profiles', investor.token, {
      investorType: 'individual', employmentStatus: 'employed', monthlyIncome: 1_000_000, sourcesOfIncome: ['employment'], hasAnotherNationality: 'no',
      beneficialOwner: 'yes', buildingName: 'B 1', streetName: 'Way 1', dataProcessingAgreement: true,
    });
    const id = data(await api('GET', 'account-verification', investor.token)).id as string;
    expect((await api('GET', `account-verification/admin/${id}/documents`, investor.token)).status).toBe(403);
    const seen = await api('GET', `account-verification/admin/${id}/documents`, admin.token);
    expect(data(seen)).toMatchObject({ documentType: 'passport', documentNumber: 'P9876543' });
    expect((await fetchLink(data(seen).images[0].url)).status).toBe(200);
    const audit = await platform.service('verification').get(DataSource).getRepository(OutboxEventRow).find({ where: { type: 'verification.documents-viewed', aggregateId: id } });
    expect(audit.map((e) => e.data)).toEqual([expect.objectContaining({ verificationId: id, userId: investor.id, viewedBy: admin.id, slots: ['live-photo'] })]);
  });
});
