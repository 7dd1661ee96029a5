import { crc32 } from 'node:zlib';
import { request as httpRequest } from 'undici';
import { IdentityTestApp } from '../../../test/support/identity-test-app';
import { dataUrl, makeGif, makeJpeg, makePng } from '@cf/testing';

/** The PNG with a tEXt chunk after its header (a valid PNG: length, type, data, CRC). */
function withTextChunk(png: Buffer, text: string): Buffer {
  const data = Buffer.from(text, 'latin1');
  const typeAndData = Buffer.concat([Buffer.from('tEXt', 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  const afterHeader = 8 + 25; // signature, then the IHDR chunk
  return Buffer.concat([png.subarray(0, afterHeader), length, typeAndData, crc, png.subarray(afterHeader)]);
}

describe('profile and cover image uploads (A5.8, A9.4, A9.5, A8.6)', () => {
  let t: IdentityTestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await IdentityTestApp.start();
    const account = await t.signedIn();
    token = account.token;
    userId = account.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (path: 'upload-photo' | 'upload-cover-photo', image: unknown, lng = 'en', auth: string | null = token) =>
    t.request('POST', `/api/v1/users/${path}?lng=${lng}`, { token: auth ?? undefined, body: { image } });
  /** Fetches raw bytes through the gateway, without a token. */
  const fetchRaw = async (path: string) => {
    const res = await httpRequest(`${t.gatewayUrl}${path}`);
    return { status: res.statusCode, headers: res.headers, bytes: Buffer.from(await res.body.arrayBuffer()) };
  };

  it('[A5.8] [A9.4] uploads a square PNG profile image, sets user.photo, announces it, and serves it back publicly', async () => {
    const png = makePng(256, 256);
    const res = await upload('upload-photo', dataUrl(png));
    expect(res.status).toBe(200);
    expect(res.body.data.data.message).toBe('Image uploaded');
    const url = res.body.data.data.url as string;
    expect(url).toMatch(/^\/api\/v1\/users\/photos\/[0-9a-f-]{36}\.png$/);
    expect(res.body.data.data.user.photo).toBe(url);
    expect((await t.request('GET', '/api/v1/users/me', { token })).body.data.data.photo).toBe(url);
    expect(await t.lastEvent('identity.profile-updated', (e: { userId: string }) => e.userId === userId)).toEqual({ userId, fields: ['photo'] });

    const served = await fetchRaw(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(String(served.headers['cache-control'])).toContain('max-age=31536000');
    expect(served.bytes.equals(png)).toBe(true);
  });

  it('[A5.8] [A9.4] accepts a square JPEG (image/jpg declared) and serves it as image/jpeg', async () => {
    const jpeg = makeJpeg(200, 200);
    const res = await upload('upload-photo', dataUrl(jpeg, 'image/jpg'));
    expect(res.status).toBe(200);
    const served = await fetchRaw(res.body.data.data.url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.bytes.equals(jpeg)).toBe(true);
  });

  it('[A9.4] refuses a non-square or too small profile image (translated)', async () => {
    const nonSquare = await upload('upload-photo', dataUrl(makePng(300, 200)));
    expect(nonSquare.status).toBe(400);
    expect(nonSquare.body).toMatchObject({ status: 'fail', message: 'The profile image must be square and at least 200×200 pixels' });
    const small = await upload('upload-photo', dataUrl(makePng(199, 199)), 'ar');
    expect(small.status).toBe(400);
    expect(small.body.message).toBe('يجب أن تكون صورة الملف الشخصي مربعة وبحجم 200×200 بكسل على الأقل');
    expect((await upload('upload-photo', dataUrl(makePng(150, 150)), 'fr')).body.message).toBe(
      "La photo de profil doit être carrée et d'au moins 200×200 pixels",
    );
  });

  it('[A5.8] refuses an image of 2 MB or more', async () => {
    const big = makePng(400, 400, { padding: 2 * 1024 * 1024 });
    const res = await upload('upload-photo', dataUrl(big));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The image must be smaller than 2 MB');
  });

  it('[A5.8] refuses other formats, mismatched types, corrupt base64 and truncated files with 400, never 500', async () => {
    const invalid = 'Invalid image format. Please upload a .jpg, .jpeg or .png image';
    const png = makePng(256, 256);
    const cases: unknown[] = [
      dataUrl(makeGif(256, 256), 'image/gif'), // GIF
      dataUrl(makeGif(256, 256), 'image/png'), // GIF declared as PNG
      dataUrl(Buffer.from('just some text, not an image'), 'image/png'),
      dataUrl(Buffer.from('plain text'), 'text/plain'),
      dataUrl(png, 'image/jpeg'), // PNG bytes declared as JPEG
      'data:image/png;base64,@@@not*base64@@@',
      'data:image/png;base64,iVBORw0KGgo', // bad padding
      'data:image/png;base64,',
      'not a data url',
      dataUrl(png.subarray(0, 40)), // truncated
      dataUrl(makeJpeg(300, 300).subarray(0, 25), 'image/jpeg'), // truncated inside the frame header
      dataUrl(withTextChunk(png, 'Comment\0<html><body><script>fetch("/api/v1/users/me")</script></body></html>')), // a PNG that is also an HTML page
    ];
    for (const image of cases) {
      const res = await upload('upload-photo', image);
      expect({ image: String(image).slice(0, 40), status: res.status, message: res.body.message }).toEqual({
        image: String(image).slice(0, 40),
        status: 400,
        message: invalid,
      });
    }
    const missing = await t.request('POST', '/api/v1/users/upload-photo', { token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'image', msg: 'Please choose an image' }]);
    const wrongType = await upload('upload-photo', 12345);
    expect(wrongType.status).toBe(400);
    expect((await upload('upload-photo', dataUrl(makeGif(256, 256), 'image/gif'), 'ar')).body.message).toBe(
      'صيغة الصورة غير صالحة. يرجى رفع صورة بصيغة .jpg أو .jpeg أو .png',
    );
  });

  it('[A5.8] [A9.5] uploads a cover image of at least 1350×400 and refuses smaller ones', async () => {
    const small = await upload('upload-cover-photo', dataUrl(makePng(1349, 400)));
    expect(small.status).toBe(400);
    expect(small.body.message).toBe('The cover image must be at least 1350×400 pixels');
    expect((await upload('upload-cover-photo', dataUrl(makePng(1400, 399)), 'fr')).body.message).toBe(
      'La photo de couverture doit faire au moins 1350×400 pixels',
    );
    const before = (await t.request('GET', '/api/v1/users/me', { token })).body.data.data;

    const res = await upload('upload-cover-photo', dataUrl(makeJpeg(1350, 400), 'image/jpeg'));
    expect(res.status).toBe(200);
    expect(res.body.data.data.message).toBe('Image uploaded');
    expect(res.body.data.data.url).toMatch(/^\/api\/v1\/users\/photos\/[0-9a-f-]{36}\.jpg$/);
    expect(res.body.data.data.user).toMatchObject({ coverPhoto: res.body.data.data.url, photo: before.photo });
    expect(await t.lastEvent('identity.profile-updated', (e: { userId: string }) => e.userId === userId)).toEqual({
      userId,
      fields: ['coverPhoto'],
    });
    // a wide cover need not be square; a square photo is not a cover
    expect((await upload('upload-cover-photo', dataUrl(makePng(2000, 600)))).status).toBe(200);
    expect((await upload('upload-cover-photo', dataUrl(makePng(400, 400)))).status).toBe(400);
  });

  it('[A5.8] requires a signed-in user to upload', async () => {
    const res = await upload('upload-photo', dataUrl(makePng(256, 256)), 'en', null);
    expect(res.status).toBe(401);
    expect((await upload('upload-cover-photo', dataUrl(makePng(1400, 400)), 'en', 'not-a-token')).status).toBe(401);
  });

  it('[A5.8] answers 404 for unknown keys and refuses anything that is not a server-made key', async () => {
    const unknown = await t.request('GET', '/api/v1/users/photos/0190a0b0-0000-7000-8000-000000000000.png');
    expect(unknown.status).toBe(404);
    expect(unknown.body.status).toBe('fail');
    for (const key of ['..%2F..%2Fetc%2Fpasswd', '..%2Fidentity.sqlite', 'photo.gif', '0190A0B0-0000-7000-8000-000000000000.PNG']) {
      const res = await t.request('GET', `/api/v1/users/photos/${key}`);
      expect({ key, status: res.status }).toEqual({ key, status: 404 });
    }
    // `..` is resolved by the URL itself (to users, the admin list): never a file
    expect((await t.request('GET', '/api/v1/users/photos/%2E%2E')).status).not.toBe(200);
  });
});
