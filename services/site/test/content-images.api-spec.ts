import { checkAnswerAgainstContract, dataUrl, makeGif, makePng } from '@cf/testing';
import { startSiteTestApp, type SiteTestApp } from './site-test-app';

/** Images for content pages: administrators upload and delete them, anyone lists and reads them. */
describe('site service: images for content pages (api)', () => {
  let t: SiteTestApp;
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token: string | null = t.adminToken) => {
    const res = await t.app.inject({ method, url: `/api/v1/${url}`, payload: payload as never, headers: token ? { authorization: `Bearer ${token}` } : {} });
    checkAnswerAgainstContract(method, `/api/v1/${url}`, res.statusCode, res.json());
    return { status: res.statusCode, body: res.json(), data: res.json().data?.data };
  };
  const png = (width = 64, height = 48) => dataUrl(makePng(width, height));

  beforeAll(async () => {
    t = await startSiteTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('[A7.8][A5.5] an uploaded image is listed at custom-image-upload/front and served back, re-encoded, without a token', async () => {
    const uploaded = await call('POST', 'content-page/pages/custom-image-upload?lng=en', { name: 'Muscat office', image: png(80, 60) });
    expect(uploaded.status).toBe(201);
    expect(uploaded.data).toMatchObject({ name: 'Muscat office', width: 80, height: 60 });
    expect(uploaded.data.url).toMatch(/^\/api\/v1\/content-page\/pages\/custom-image-upload\/files\/[0-9a-f-]{36}\.png$/);

    const listed = await call('GET', 'content-page/pages/custom-image-upload/front', undefined, null);
    expect(listed.status).toBe(200);
    expect(listed.data.docs[0]).toEqual(uploaded.data);

    const file = await t.app.inject({ method: 'GET', url: uploaded.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toContain('immutable');
    // Re-encoded: the private chunk a camera or editor may add does not survive.
    expect(file.rawPayload.subarray(0, 8)).toEqual(makePng(1, 1).subarray(0, 8));
  });

  it('[A7.8] lists newest first, ten at a time, with the total', async () => {
    for (let i = 0; i < 11; i++) expect((await call('POST', 'content-page/pages/custom-image-upload', { name: `Picture ${i}`, image: png() })).status).toBe(201);
    const page = await call('GET', 'content-page/pages/custom-image-upload/front', undefined, null);
    expect(page.data.docs).toHaveLength(10);
    expect(page.data.displayLoadMore).toBe(true);
    expect(page.data.totalCount).toBeGreaterThanOrEqual(11);
    expect(page.data.docs[0].name).toBe('Picture 10');
  });

  it.each([
    ['en', 'Please choose a PNG or JPEG picture'],
    ['ar', 'يرجى اختيار صورة بصيغة PNG أو JPEG'],
    ['fr', 'Veuillez choisir une image PNG ou JPEG'],
  ])('[A5.5] refuses what is not a PNG or JPEG picture (%s)', async (lng, message) => {
    for (const image of [dataUrl(makeGif(40, 40), 'image/gif'), 'data:image/png;base64,bm90IGFuIGltYWdl', 'https://example.com/x.png', dataUrl(Buffer.from('<html><script>alert(1)</script>'), 'image/png')]) {
      const res = await call('POST', `content-page/pages/custom-image-upload?lng=${lng}`, { name: 'Bad', image });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('[A5.5] refuses a picture over 2 MB, one under 16 pixels, and a missing name', async () => {
    const large = await call('POST', 'content-page/pages/custom-image-upload?lng=en', { name: 'Large', image: dataUrl(makePng(40, 40, { padding: 2 * 1024 * 1024 + 10 })) });
    expect(large.status).toBe(400);
    expect(large.body.message).toBe('The picture must be smaller than 2 MB');
    const tiny = await call('POST', 'content-page/pages/custom-image-upload?lng=en', { name: 'Tiny', image: png(8, 8) });
    expect(tiny.status).toBe(400);
    expect(tiny.body.message).toBe('The picture must be at least 16 pixels on each side');
    const unnamed = await call('POST', 'content-page/pages/custom-image-upload?lng=en', { image: png() });
    expect(unnamed.status).toBe(400);
  });

  it('[A1.5] only administrators upload and delete', async () => {
    expect((await call('POST', 'content-page/pages/custom-image-upload', { name: 'X', image: png() }, null)).status).toBe(401);
    expect((await call('POST', 'content-page/pages/custom-image-upload', { name: 'X', image: png() }, t.userToken)).status).toBe(403);
    const uploaded = await call('POST', 'content-page/pages/custom-image-upload', { name: 'Keep', image: png() });
    expect((await call('DELETE', `content-page/pages/custom-image-upload/${uploaded.data.id}`, undefined, t.userToken)).status).toBe(403);
  });

  it('[A5.5] a deleted image leaves the list and its file answers 404; deleting it again answers 404', async () => {
    const uploaded = await call('POST', 'content-page/pages/custom-image-upload', { name: 'Temporary', image: png() });
    const removed = await call('DELETE', `content-page/pages/custom-image-upload/${uploaded.data.id}?lng=en`);
    expect(removed).toMatchObject({ status: 200, data: { id: uploaded.data.id } });
    const listed = await call('GET', 'content-page/pages/custom-image-upload/front?limit=100', undefined, null);
    expect(listed.data.docs.map((image: { id: string }) => image.id)).not.toContain(uploaded.data.id);
    expect((await t.app.inject({ method: 'GET', url: uploaded.data.url })).statusCode).toBe(404);
    const again = await call('DELETE', `content-page/pages/custom-image-upload/${uploaded.data.id}?lng=en`);
    expect(again).toMatchObject({ status: 404, body: { message: 'This image does not exist' } });
  });

  it('answers 404 for a key the server did not make (no path traversal)', async () => {
    for (const key of ['..%2F..%2Fsite.sqlite', 'x.png', '00000000-0000-0000-0000-000000000000.png'])
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/content-page/pages/custom-image-upload/files/${key}` })).statusCode).toBe(404);
  });
});
