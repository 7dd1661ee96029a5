import { DEV_ATTESTATION_SECRET, GatewayAttestation, InMemorySessionRevocations, SESSION_CHECKED_HEADER } from '@cf/platform';
import type { Echo } from './support/fake-upstreams';
import { call, rawCall, startGatewayUnderTest, type GatewayUnderTest } from './support/gateway-harness';

describe('gateway: routing, authentication and upstream failures', () => {
  let gw: GatewayUnderTest;

  beforeAll(async () => {
    gw = await startGatewayUnderTest();
  });
  afterAll(async () => {
    await gw?.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  describe('routing by prefix', () => {
    it.each([
      ['/api/v1/users/signup', 'identity'],
      ['/api/v1/recaptcha/front', 'identity'],
      ['/api/v1/email-preferences/42', 'identity'],
      ['/api/v1/newsletter/subscribe', 'identity'],
      ['/api/v1/site-setting/front', 'site'],
      ['/api/v1/languages/front?status=true', 'site'],
      ['/api/v1/manage-options/countries', 'site'],
      ['/api/v1/employment-status', 'site'],
      ['/api/v1/content-page/pages/about-us1-2', 'site'],
      ['/api/v1/dev/mailbox', 'notifications'],
    ])('sends %s to %s', async (path, service) => {
      const res = await call(gw.url, path);
      expect(res.status).toBe(200);
      expect(res.json<Echo>().service).toBe(service);
    });

    it('sends /api/v1/contact-us to notifications; reading the messages takes an administrator, as its contract says', async () => {
      expect((await call(gw.url, '/api/v1/contact-us')).status).toBe(401);
      const admin = await gw.tokens.sign({ isAdmin: true });
      const res = await call(gw.url, '/api/v1/contact-us', { headers: bearer(admin) });
      expect(res.status).toBe(200);
      expect(res.json<Echo>().service).toBe('notifications');
    });

    it('keeps method, path, query, body and headers intact (Authorization unchanged), and sets forwarding headers', async () => {
      const token = await gw.tokens.sign();
      const body = JSON.stringify({ firstName: 'Salim', note: 'عربي ✓' });
      const res = await call(gw.url, '/api/v1/users/updateMe?lng=en&a=1&a=2', {
        method: 'PATCH',
        headers: { ...bearer(token), 'content-type': 'application/json', 'x-custom': 'kept', 'x-forwarded-for': '6.6.6.6' },
        body,
      });
      expect(res.status).toBe(200);
      const echo = res.json<Echo>();
      expect(echo).toMatchObject({ service: 'identity', method: 'PATCH', url: '/api/v1/users/updateMe?lng=en&a=1&a=2', body });
      expect(echo.headers.authorization).toBe(`Bearer ${token}`);
      expect(echo.headers['content-type']).toBe('application/json');
      expect(echo.headers['content-length']).toBe(String(Buffer.byteLength(body)));
      expect(echo.headers['x-custom']).toBe('kept');
      // The client's own X-Forwarded-For is replaced by the address the gateway saw.
      expect(echo.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(echo.headers['x-forwarded-proto']).toBe('http');
      expect(echo.headers['x-correlation-id']).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
      expect(res.headers['x-correlation-id']).toBe(echo.headers['x-correlation-id']);
    });

    it('passes the upstream status and headers back (several Set-Cookie included)', async () => {
      const res = await call(gw.url, '/api/v1/site-setting/front?status=418');
      expect(res.status).toBe(418);
      expect(res.headers['x-upstream']).toBe('site');
      expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    });

    it('keeps a well-formed correlation id given by the caller', async () => {
      const res = await call(gw.url, '/api/v1/site-setting/front', { headers: { 'x-correlation-id': 'trace-abc.123' } });
      expect(res.json<Echo>().headers['x-correlation-id']).toBe('trace-abc.123');
      expect(res.headers['x-correlation-id']).toBe('trace-abc.123');
    });

    it("exposes identity's key set at /.well-known/jwks.json and /api/v1/.well-known/jwks.json", async () => {
      for (const path of ['/.well-known/jwks.json', '/api/v1/.well-known/jwks.json']) {
        const res = await call(gw.url, path);
        expect(res.status).toBe(200);
        expect(res.json()).toEqual(gw.tokens.jwks);
      }
    });

    it('answers 404 with a translated fail envelope for a path no service owns', async () => {
      // Sent over node:http so that dot segments reach the gateway as written.
      for (const path of ['/api/v1/no-such-thing', '/api/v1/', '/api/v1/users/../wallet/x', '/api/v1/users/./me', '/api/v1/users%2F..%2Fwallet', '/api/v2/users/me']) {
        const res = await rawCall(gw.url, `${path}?lng=en`);
        expect(res.status).toBe(404);
        expect(res.json()).toEqual({ status: 'fail', message: 'The requested path does not exist' });
      }
      const ar = await call(gw.url, '/api/v1/no-such-thing');
      expect(ar.json()).toEqual({ status: 'fail', message: 'المسار المطلوب غير موجود' });
    });
  });

  describe('authentication at the edge', () => {
    it('lets public and optional routes through without a token', async () => {
      expect((await call(gw.url, '/api/v1/users/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json<Echo>().service).toBe('identity');
      expect((await call(gw.url, '/api/v1/users/some-slug/followers')).status).toBe(200);
      // On optional routes a bad token is the service's business, not the gateway's.
      expect((await call(gw.url, '/api/v1/users/some-slug', { headers: bearer('not-a-token') })).status).toBe(200);
    });

    it('forwards a user route with a valid token', async () => {
      const res = await call(gw.url, '/api/v1/users/me', { headers: bearer(await gw.tokens.sign()) });
      expect(res.status).toBe(200);
      expect(res.json<Echo>().url).toBe('/api/v1/users/me');
    });

    it('[issue 39] tells the service it checked the token and session (one check per request), for that token only; a client cannot say so itself', async () => {
      const attestation = new GatewayAttestation(DEV_ATTESTATION_SECRET);
      const token = await gw.tokens.sign();
      const forged = attestation.issue('some-other-token');
      const checked = (await call(gw.url, '/api/v1/users/me', { headers: { ...bearer(token), [SESSION_CHECKED_HEADER]: forged } })).json<Echo>().headers[SESSION_CHECKED_HEADER];
      expect(checked).not.toBe(forged);
      expect(attestation.accepts(token, checked)).toBe(true);
      expect(attestation.accepts(await gw.tokens.sign(), checked)).toBe(false);
      // No token, or one the gateway did not accept on an optional route: nothing is attested, the service checks.
      for (const headers of [{ [SESSION_CHECKED_HEADER]: forged }, { ...bearer('not-a-token'), [SESSION_CHECKED_HEADER]: forged }]) {
        expect((await call(gw.url, '/api/v1/users/some-slug', { headers })).json<Echo>().headers[SESSION_CHECKED_HEADER]).toBeUndefined();
      }
    });

    it('refuses a user route without a token, or with a blank, forged, foreign or expired one (401 envelope)', async () => {
      const other = await (await import('./support/fake-upstreams')).TestTokens.create();
      const cases: Array<[Record<string, string>, string]> = [
        [{}, 'Please sign in to continue'],
        [bearer(''), 'Please sign in to continue'],
        [bearer('null'), 'Please sign in to continue'],
        [bearer('abc.def.ghi'), 'Please sign in to continue'],
        [bearer(await other.sign()), 'Please sign in to continue'],
        [bearer(await gw.tokens.sign({}, { issuer: 'someone-else' })), 'Please sign in to continue'],
        [bearer(await gw.tokens.sign({}, { audience: 'another-app' })), 'Please sign in to continue'],
        [bearer(await gw.tokens.sign({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 })), 'Your session has expired, please sign in again'],
      ];
      for (const [headers, message] of cases) {
        const res = await call(gw.url, '/api/v1/users/me?lng=en', { headers });
        expect(res.status).toBe(401);
        expect(res.json()).toEqual({ status: 'fail', message });
      }
    });

    it('refuses a token whose session was revoked (logout), even one it verified a moment ago', async () => {
      const sid = `session-${Date.now()}`;
      const token = await gw.tokens.sign({ sid });
      expect((await call(gw.url, '/api/v1/user-notifications', { headers: bearer(token) })).status).toBe(200);
      await InMemorySessionRevocations.shared().revoke(sid, new Date(Date.now() + 60_000));
      const res = await call(gw.url, '/api/v1/user-notifications?lng=fr', { headers: bearer(token) });
      expect(res.status).toBe(401);
      expect(res.json()).toEqual({ status: 'fail', message: 'Votre session a expiré, veuillez vous reconnecter' });
    });

    it('refuses a non-admin on an admin route with 403, lets an admin through; reads stay open', async () => {
      const investor = await gw.tokens.sign({ isAdmin: false });
      const admin = await gw.tokens.sign({ isAdmin: true });
      const write = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"Español"}' };
      const refused = await call(gw.url, '/api/v1/languages?lng=en', { ...write, headers: { ...write.headers, ...bearer(investor) } });
      expect(refused.status).toBe(403);
      expect(refused.json()).toEqual({ status: 'fail', message: 'You are not allowed to do this' });
      expect((await call(gw.url, '/api/v1/languages', write)).status).toBe(401);
      const allowed = await call(gw.url, '/api/v1/languages', { ...write, headers: { ...write.headers, ...bearer(admin) } });
      expect(allowed.status).toBe(200);
      expect(allowed.json<Echo>()).toMatchObject({ service: 'site', method: 'POST', body: '{"name":"Español"}' });
      expect((await call(gw.url, '/api/v1/languages/front')).status).toBe(200);
    });
  });

  describe('upstream failures', () => {
    it('answers 503 with the translated envelope when the owning service is down (closed port)', async () => {
      const started = Date.now();
      const res = await call(gw.url, '/api/v1/wallet/get-user-wallet-detail?lng=en', { headers: bearer(await gw.tokens.sign()) });
      expect(res.status).toBe(503);
      expect(res.json()).toEqual({ status: 'fail', message: 'The service is temporarily unavailable, please try again shortly' });
      expect(Date.now() - started).toBeLessThan(10_000);
      const ar = await call(gw.url, '/api/v1/campaigns/equities');
      expect(ar.status).toBe(503);
      expect(ar.json()).toEqual({ status: 'fail', message: 'الخدمة غير متاحة مؤقتاً، يرجى المحاولة بعد قليل' });
    });

    it('answers 503 when the service hangs past the timeout, never hanging itself', async () => {
      const started = Date.now();
      const res = await call(gw.url, '/api/v1/users/hang?lng=en');
      const elapsed = Date.now() - started;
      // One assertion with everything in it, so a failure says what happened. undici checks its
      // timeouts on a coarse (~0.5 s) timer, so the 700 ms timeout fires between ~0.3 s and ~1.5 s:
      // the lower bound only proves the gateway waited for the upstream rather than failing at once.
      expect({ status: res.status, body: res.json(), waitedForTheTimeout: elapsed >= 250, bounded: elapsed < 10_000 }).toEqual({
        status: 503,
        body: { status: 'fail', message: 'The service is temporarily unavailable, please try again shortly' },
        waitedForTheTimeout: true,
        bounded: true,
      });
    });

    it('answers 503 (not 401) on a user route when the key set cannot be fetched', async () => {
      // A token for a key id the verifier has never seen makes it refetch the JWKS from identity;
      // with identity stopped that fails, and the caller is told to retry rather than to sign in.
      const { startGatewayUnderTest: start } = await import('./support/gateway-harness');
      const lonely = await start();
      await lonely.upstreams.identity.close();
      const res = await call(lonely.url, '/api/v1/users/me?lng=en', { headers: bearer(await lonely.tokens.sign()) });
      expect(res.status).toBe(503);
      expect(res.json().status).toBe('fail');
      await lonely.close();
    });
  });
});
