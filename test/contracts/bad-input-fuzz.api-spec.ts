import { request } from 'undici';
import { REST_ENDPOINTS, type Endpoint } from '@cf/contracts';
import { makeAdmin, startTestPlatform, type TestPlatform } from '@cf/testing';

/**
 * Bad input on every operation of the published API answers 4xx with a message, never 5xx: bodies
 * nested far deeper than any form, bodies above a service's own limit (but under the gateway's), and
 * date and number query parameters that are not dates or numbers. Guarded operations are called with
 * an administrator's token, so the input reaches the service rather than stopping at the gateway's
 * 401. Only bodies that cannot be parsed and only GET queries are sent: no operation's effect runs.
 */
describe('[bad input] every operation answers 4xx, never 5xx (issue 10, item 8)', () => {
  let t: TestPlatform;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestPlatform({ services: 'all', env: { CAPTCHA_PROVIDER: 'none' } });
    adminToken = (await makeAdmin(t)).token;
  });
  afterAll(() => t?.close());

  const label = (e: Endpoint) => `${e.method} ${e.path}`;
  const pathOf = (e: Endpoint, query = 'lng=en') => `/api/v1/${e.path.replace(/:([A-Za-z_]\w*)/g, '1')}?${query}`;
  const withBody = REST_ENDPOINTS.filter((e) => e.method !== 'GET');
  const reads = REST_ENDPOINTS.filter((e) => e.method === 'GET');

  async function send(e: Endpoint, path: string, body?: string | Buffer): Promise<{ status: number; text: string }> {
    const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': `fuzz-${Math.random()}` };
    if (e.access !== 'public') headers.authorization = `Bearer ${adminToken}`;
    const answer = await request(`${t.gatewayUrl}${path}`, { method: e.method, headers, body });
    return { status: answer.statusCode, text: await answer.body.text() };
  }

  /** Status per operation, with the message of any 5xx (so a failure names what broke). */
  async function statusesOf(endpoints: readonly Endpoint[], call: (e: Endpoint) => Promise<{ status: number; text: string }>) {
    const serverErrors: string[] = [];
    const seen = new Set<number>();
    for (const endpoint of endpoints) {
      const { status, text } = await call(endpoint);
      seen.add(status);
      if (status >= 500) serverErrors.push(`${label(endpoint)} → ${status} ${text.slice(0, 120)}`);
    }
    return { serverErrors, seen };
  }

  it('refuses a JSON body nested 10,000 deep on every operation that takes a body', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const { serverErrors, seen } = await statusesOf(withBody, (e) => send(e, pathOf(e), deep));
    expect(serverErrors).toEqual([]);
    expect(seen.has(400)).toBe(true);
  });

  it('answers 413 "The request is too large", not 503, to a body above the service limit but under the gateway limit', async () => {
    // 7 MB: above identity's, wallet's, site's and notifications' limits, far below the gateway's 55 MB.
    const oversize = Buffer.from(`{"text":"${'x'.repeat(7 * 1024 * 1024)}"}`);
    const { serverErrors } = await statusesOf(withBody, (e) => send(e, pathOf(e), oversize));
    expect(serverErrors).toEqual([]);
    const signup = REST_ENDPOINTS.find((e) => e.path === 'users/signup')!;
    const answer = await send(signup, pathOf(signup), oversize);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ status: 'fail', message: 'The request is too large' });
  });

  it('answers 4xx to date and number query parameters that are neither, on every read', async () => {
    const junk = ['from=abc', 'to=abc', 'startDate=31-13-2026', 'endDate=not-a-date', 'page=abc', 'limit=-1', 'pageSize=1e999', 'amount=NaN', 'year=99999999999999999999', 'month=13', 'id=%00'].join('&');
    const { serverErrors } = await statusesOf(reads, (e) => send(e, pathOf(e, `lng=en&${junk}`)));
    expect(serverErrors).toEqual([]);
    // One parameter at a time too: a check that fails on the first bad parameter can hide the next one.
    for (const parameter of junk.split('&')) {
      const { serverErrors: single } = await statusesOf(reads, (e) => send(e, pathOf(e, `lng=en&${parameter}`)));
      expect({ parameter, serverErrors: single }).toEqual({ parameter, serverErrors: [] });
    }
    // Twelve sweeps over every read, one request at a time: about 2,000 requests, more with each service.
  }, 240_000);
});
