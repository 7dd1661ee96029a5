import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Echo } from './support/fake-upstreams';
import { call, startGatewayUnderTest, type GatewayUnderTest } from './support/gateway-harness';

// @fastify/static 10 requires content-disposition 3, an ES module jest's CommonJS runtime cannot
// load (Node 20.19 itself can). The gateway never calls reply.download(), so a stand-in is enough.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

describe('gateway: rate limits, security headers, CORS, uploads, frontends, OpenAPI, health', () => {
  let gw: GatewayUnderTest;
  const staticDir = mkdtempSync(join(tmpdir(), 'cf-gateway-static-'));
  const appOrigin = 'https://app.crowdfunding.om';

  beforeAll(async () => {
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html lang="ar" dir="rtl"><body><div id="root"></div></body></html>');
    writeFileSync(join(staticDir, 'main.3f9a12bc77.js'), 'console.log("shell")');
    writeFileSync(join(staticDir, 'remoteEntry.js'), 'var remote = 1;');
    // What the production build writes beside a script (compression-webpack-plugin): brotli and gzip copies.
    const bundle = `console.log(${JSON.stringify('shell '.repeat(400))});`;
    writeFileSync(join(staticDir, 'vendor.8c1d2e3f4a.js'), bundle);
    writeFileSync(join(staticDir, 'vendor.8c1d2e3f4a.js.br'), brotliCompressSync(bundle));
    writeFileSync(join(staticDir, 'vendor.8c1d2e3f4a.js.gz'), gzipSync(bundle));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The harness's 700 ms upstream time-out is for the routing tests' hanging service; a 3 MB upload
    // streamed through two hops outlasts it when the other core is busy (seen: 503 on a loaded CI run).
    gw = await startGatewayUnderTest({ STATIC_DIR: staticDir, CORS_ORIGINS: `${appOrigin},http://localhost:4200`, BODY_LIMIT_BYTES: String(60 * 1024 * 1024), UPSTREAM_TIMEOUT_MS: '15000' });
  });
  afterAll(async () => {
    await gw?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  describe('rate limits', () => {
    it('allows a few login attempts per client, then answers 429 with Retry-After and the translated fail envelope', async () => {
      const login = () => call(gw.url, '/api/v1/users/login?lng=en', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"a@b.om","password":"x"}' });
      const remaining: string[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const answer = await login();
        expect(answer.status).toBe(200);
        // Every answer says where the tightest budget stands (here the sign-in path's 3 per window).
        expect(answer.headers['ratelimit-limit']).toBe('3');
        expect(Number(answer.headers['ratelimit-reset'])).toBeGreaterThan(0);
        remaining.push(String(answer.headers['ratelimit-remaining']));
      }
      expect(remaining).toEqual(['2', '1', '0']);
      const limited = await login();
      expect(limited.headers['ratelimit-remaining']).toBe('0');
      expect(limited.status).toBe(429);
      expect(limited.json()).toEqual({ status: 'fail', message: 'Too many requests, please try again later' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      // The strict budget is per path: other strict paths and ordinary routes still answer.
      expect((await call(gw.url, '/api/v1/users/forgotPassword', { method: 'POST', body: '{}' })).status).toBe(200);
      expect((await call(gw.url, '/api/v1/site-setting/front')).status).toBe(200);
      const ar = await call(gw.url, '/api/v1/users/login', { method: 'POST', body: '{}' });
      expect(ar.json()).toEqual({ status: 'fail', message: 'طلبات كثيرة جداً، يرجى المحاولة لاحقاً' });
    });

    it('limits the captcha endpoint like the sign-in paths (an image per guess would otherwise be free)', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) statuses.push((await call(gw.url, '/api/v1/recaptcha/front')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('[issue 36] counts a signed-in account against its own budget however many addresses it uses', async () => {
      const behindIngress = await startGatewayUnderTest({ TRUST_PROXY: 'true', RATE_LIMIT_ACCOUNT_MAX: '4' });
      try {
        const token = await behindIngress.tokens.sign({ sub: `spread-${Date.now()}` });
        const other = await behindIngress.tokens.sign({ sub: `other-${Date.now()}` });
        const me = (ip: string, bearer: string) => call(behindIngress.url, '/api/v1/users/me', { headers: { authorization: `Bearer ${bearer}`, 'x-forwarded-for': ip } });
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) statuses.push((await me(`198.51.100.${i + 1}`, token)).status);
        expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
        // Another account at a fresh address is untouched.
        expect((await me('198.51.100.50', other)).status).toBe(200);
      } finally {
        await behindIngress.close();
      }
    });

    it('[issue 36] lets people signed in behind one carrier address each use their own budget, and counts the anonymous against the address', async () => {
      const carrier = await startGatewayUnderTest({ TRUST_PROXY: 'true', RATE_LIMIT_DEFAULT_MAX: '3', RATE_LIMIT_ACCOUNT_MAX: '5' });
      try {
        const nat = { 'x-forwarded-for': '203.0.113.7' };
        const people = await Promise.all([1, 2, 3].map((n) => carrier.tokens.sign({ sub: `nat-${n}-${Date.now()}` })));
        const statuses: number[] = [];
        for (const token of people)
          for (let i = 0; i < 4; i++) statuses.push((await call(carrier.url, '/api/v1/users/me', { headers: { ...nat, authorization: `Bearer ${token}` } })).status);
        expect(statuses).toEqual(Array(12).fill(200));
        // A public page's calls with a token count for the account too.
        const withToken = await call(carrier.url, '/api/v1/languages/front', { headers: { ...nat, authorization: `Bearer ${people[0]}` } });
        expect([withToken.status, withToken.headers['ratelimit-limit'], withToken.headers['ratelimit-remaining']]).toEqual([200, '5', '0']);
        // Visitors without a token share the address's budget; the refusal says when to come back.
        const anonymous: number[] = [];
        for (let i = 0; i < 4; i++) anonymous.push((await call(carrier.url, '/api/v1/languages/front', { headers: nat })).status);
        expect(anonymous).toEqual([200, 200, 200, 429]);
        const refused = await call(carrier.url, '/api/v1/languages/front', { headers: nat });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        // An invalid token on a public route is a visitor, not a 401.
        expect((await call(carrier.url, '/api/v1/languages/front', { headers: { 'x-forwarded-for': '203.0.113.8', authorization: 'Bearer nonsense' } })).status).toBe(200);
      } finally {
        await carrier.close();
      }
    });

    it('counts a password-reset link with any token against one strict budget', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) statuses.push((await call(gw.url, `/api/v1/users/resetPassword/token-${attempt}`, { method: 'PATCH', body: '{}' })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('applies the default budget per client to every API route', async () => {
      const small = await startGatewayUnderTest({ RATE_LIMIT_DEFAULT_MAX: '5' });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 7; i++) statuses.push((await call(small.url, '/api/v1/languages/front')).status);
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      } finally {
        await small.close();
      }
    });
  });

  describe('security headers and CORS', () => {
    it('sends HSTS, a same-origin CSP and the other helmet headers on API and page answers', async () => {
      for (const path of ['/api/v1/site-setting/front', '/', '/health/live', '/api/v1/nothing']) {
        const res = await call(gw.url, path, { headers: { accept: 'text/html' } });
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("connect-src 'self'");
      }
    });

    it('answers CORS for allowed origins only (simple and preflight requests)', async () => {
      const allowed = await call(gw.url, '/api/v1/site-setting/front', { headers: { origin: appOrigin } });
      expect(allowed.headers['access-control-allow-origin']).toBe(appOrigin);
      expect(String(allowed.headers['access-control-expose-headers'])).toContain('x-correlation-id');
      const foreign = await call(gw.url, '/api/v1/site-setting/front', { headers: { origin: 'https://evil.example' } });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();

      const preflight = (origin: string) =>
        call(gw.url, '/api/v1/users/updateMe', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'authorization,content-type' } });
      const ok = await preflight('http://localhost:4200');
      expect(ok.status).toBe(204);
      expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:4200');
      expect(String(ok.headers['access-control-allow-methods'])).toContain('PATCH');
      expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('bodies', () => {
    it('[A5.9] [A9.5] streams an upload up to the owning service\'s limit through to the service intact', async () => {
      // Identity's limit is 3.5 MB (base64 images); the bytes go through as they arrive, in 12 pieces.
      const size = 3 * 1024 * 1024;
      const chunk = Buffer.alloc(256 * 1024);
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      for (let i = 0; i < 12; i++) {
        const piece = Buffer.from(chunk.fill(i % 251));
        hash.update(piece);
        chunks.push(piece);
      }
      const token = await gw.tokens.sign();
      const res = await call(gw.url, '/api/v1/users/upload-sink', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', 'content-length': String(size) },
        body: Readable.from(chunks),
      });
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ service: 'identity', bytes: size, sha256: hash.digest('hex') });
    });

    it('streams a chunked upload (no Content-Length) too', async () => {
      const parts = [Buffer.from('first,'), Buffer.from('second,'), Buffer.from('third')];
      const res = await call(gw.url, '/api/v1/contact-us', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: Readable.from(parts) });
      expect(res.json<Echo>().body).toBe('first,second,third');
    });

    it('answers 413 itself to a body above the owning service\'s limit (identity: 3.5 MB), without reaching the service', async () => {
      const size = 4 * 1024 * 1024;
      const token = await gw.tokens.sign();
      const res = await call(gw.url, '/api/v1/users/upload-sink?lng=en', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', 'content-length': String(size) },
        body: Readable.from([Buffer.alloc(size)]),
      });
      expect(res.status).toBe(413);
      expect(res.json()).toEqual({ status: 'fail', message: 'The request is too large' });
      const chunked = await call(gw.url, '/api/v1/users/upload-sink?lng=en', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        body: Readable.from([Buffer.alloc(2 * 1024 * 1024), Buffer.alloc(2 * 1024 * 1024)]),
      });
      expect(chunked.status).toBe(413);
    });

    it('refuses a declared body above the limit with 413 before reading it', async () => {
      // node:http lets the request declare 61 MB and send only the start: the answer must not wait for the rest.
      const { hostname, port } = new URL(gw.url);
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: hostname, port, method: 'POST', path: '/api/v1/users/upload-sink?lng=en', headers: { 'content-type': 'application/octet-stream', 'content-length': String(61 * 1024 * 1024) } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.write(Buffer.alloc(1024));
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ status: 'fail', message: 'The request is too large' });
    });

    it('refuses a chunked body once it passes the limit', async () => {
      const small = await startGatewayUnderTest({ BODY_LIMIT_BYTES: '4096' });
      try {
        const res = await call(small.url, '/api/v1/contact-us?lng=en', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: Readable.from([Buffer.alloc(3000), Buffer.alloc(3000)]) });
        expect(res.status).toBe(413);
        expect(res.json()).toEqual({ status: 'fail', message: 'The request is too large' });
        expect((await call(small.url, '/api/v1/contact-us', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: Readable.from([Buffer.alloc(3000)]) })).status).toBe(200);
      } finally {
        await small.close();
      }
    });
  });

  describe('built frontends', () => {
    it('serves files with a cache policy by name', async () => {
      const hashed = await call(gw.url, '/main.3f9a12bc77.js');
      expect(hashed.status).toBe(200);
      expect(hashed.text).toBe('console.log("shell")');
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await call(gw.url, '/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
      expect((await call(gw.url, '/assets/logo.svg')).headers['cache-control']).toBe('public, max-age=3600');
    });

    it('[issue 36] sends a script compressed to a client that accepts it, brotli first, and as it is otherwise', async () => {
      const plain = await call(gw.url, '/vendor.8c1d2e3f4a.js');
      const br = await call(gw.url, '/vendor.8c1d2e3f4a.js', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(br.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 10);
      expect(brotliDecompressSync(br.body).toString()).toBe(plain.text);
      const gz = await call(gw.url, '/vendor.8c1d2e3f4a.js', { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(plain.text);
      expect(plain.headers['content-encoding']).toBeUndefined();
    });

    it('falls back to index.html for page navigations (SPA routes), never for API paths or missing assets', async () => {
      for (const path of ['/', '/campaigns/solar-farm', '/settings/wallet?tab=2']) {
        const page = await call(gw.url, path, { headers: { accept: 'text/html,application/xhtml+xml' } });
        expect(page.status).toBe(200);
        expect(page.text).toContain('<div id="root">');
        expect(page.headers['cache-control']).toBe('no-cache');
      }
      expect((await call(gw.url, '/missing.js', { headers: { accept: '*/*' } })).status).toBe(404);
      const api = await call(gw.url, '/api/v1/nowhere?lng=en', { headers: { accept: 'text/html' } });
      expect(api.status).toBe(404);
      expect(api.json()).toEqual({ status: 'fail', message: 'The requested path does not exist' });
    });
  });

  describe('OpenAPI and health', () => {
    it('publishes the OpenAPI document built from the contracts, whatever upstream is down, with the rate-limit headers', async () => {
      const res = await call(gw.url, '/api/v1/openapi.json');
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('10000');
      const doc = res.json();
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.info.title).toBe('Oman Crowdfunding platform API');
      expect(doc.paths['/api/v1/users/me'].get['x-service']).toBe('identity');
      expect(doc.paths['/api/v1/wallet/get-user-wallet-detail'].get.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['adminBearer', 'bearer']);
      expect(doc.tags.map((tag: { name: string }) => tag.name)).toEqual(['identity', 'verification', 'wallet', 'campaigns', 'investments', 'repayments', 'notifications', 'site', 'gateway']);
    });

    it('serves the API reference and the events catalogue from its own files (nothing from the internet)', async () => {
      const reference = await call(gw.url, '/api/docs');
      expect(reference.status).toBe(200);
      expect(reference.text).toContain('/api/docs/assets/swagger-ui-bundle.js');
      expect((await call(gw.url, '/api/docs/assets/swagger-ui-bundle.js')).status).toBe(200);
      // The events page carries its catalogue and runs sandboxed (the renderer needs 'unsafe-eval', nothing else does).
      const catalogue = await call(gw.url, '/api/docs/events');
      expect(catalogue.status).toBe(200);
      expect(catalogue.text).toContain('/api/docs/assets/asyncapi-standalone.js');
      expect(catalogue.text).toContain('wallet.hold-placed');
      expect(catalogue.headers['content-security-policy']).toContain('sandbox allow-scripts');
      expect((await call(gw.url, '/api/docs')).headers['content-security-policy']).not.toContain('unsafe-eval');
      expect((await call(gw.url, '/api/docs/assets/asyncapi-standalone.js')).status).toBe(200);
      expect((await call(gw.url, '/api/docs/assets/asyncapi.css')).status).toBe(200);
      expect((await call(gw.url, '/api/docs/assets/..%2F..%2Fpackage.json')).status).toBe(404);
      const events = await call(gw.url, '/api/v1/asyncapi.json');
      expect(events.json().asyncapi).toBe('3.0.0');
    });

    it('answers liveness, and readiness per upstream', async () => {
      expect((await call(gw.url, '/health/live')).json()).toEqual({ status: 'ok', service: 'gateway' });
      const ready = await call(gw.url, '/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.json()).toEqual({
        status: 'degraded',
        service: 'gateway',
        upstreams: { identity: 'ok', site: 'ok', notifications: 'ok', wallet: 'unavailable', campaigns: 'unavailable', investments: 'unavailable', repayments: 'unavailable', verification: 'unavailable' },
      });
    });
  });
});
