import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { spendRateLimit, type RateLimiter } from '../rate-limit/rate-limiter';
import { buildAsyncApiDocument } from './asyncapi-document';
import { buildOpenApiDocument } from './openapi-document';

/** The renderers' files, self-hosted from npm (nothing is fetched from the internet at run time). */
const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));
const ASYNCAPI_UI_DIR = dirname(require.resolve('@asyncapi/react-component/package.json'));

const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: join(SWAGGER_UI_DIR, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' },
  'asyncapi.css': { file: join(ASYNCAPI_UI_DIR, 'styles', 'default.min.css'), type: 'text/css; charset=utf-8' },
  'asyncapi-standalone.js': { file: join(ASYNCAPI_UI_DIR, 'browser', 'standalone', 'without-parser.js'), type: 'text/javascript; charset=utf-8' },
  'api-reference.js': { file: join(__dirname, 'pages', 'api-reference.js'), type: 'text/javascript; charset=utf-8' },
  'events-catalogue.js': { file: join(__dirname, 'pages', 'events-catalogue.js'), type: 'text/javascript; charset=utf-8' },
  'docs.css': { file: join(__dirname, 'pages', 'docs.css'), type: 'text/css; charset=utf-8' },
};

/**
 * The events page's own policy. AsyncAPI's renderer compiles schemas with `new Function` as it loads
 * (both of its browser bundles), which the platform's policy refuses; this page alone allows it, and
 * is sandboxed into an opaque origin so that its scripts can reach nothing of the platform's (no
 * storage, no cookies, no API calls with a session): it reads the catalogue from the page itself.
 */
export const EVENTS_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  'sandbox allow-scripts allow-popups',
].join('; ');

/** JSON inside a `<script type="application/json">` block: nothing in it can close the block. */
const jsonForHtml = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const page = (title: string, body: string, styles: string[], scripts: string[]) =>
  [
    '<!doctype html>',
    '<html lang="en" dir="ltr">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    '<link rel="icon" href="data:,">',
    ...styles.map((name) => `<link rel="stylesheet" href="/api/docs/assets/${name}">`),
    '</head>',
    '<body>',
    '<nav class="cf-docs-nav" aria-label="API documentation"><a href="/api/docs">REST API</a><a href="/api/docs/events">Events</a><a href="/api/v1/openapi.json">openapi.json</a><a href="/api/v1/asyncapi.json">asyncapi.json</a><a href="/">Platform</a></nav>',
    body,
    ...scripts.map((name) => `<script src="/api/docs/assets/${name}"></script>`),
    '</body>',
    '</html>',
  ].join('\n');

const API_REFERENCE_PAGE = page('Oman Crowdfunding platform — REST API', '<main id="swagger-ui"></main>', ['swagger-ui.css', 'docs.css'], ['swagger-ui-bundle.js', 'api-reference.js']);

/**
 * What integrators and security reviewers read, served by the gateway: the OpenAPI document built
 * from the contracts (`/api/v1/openapi.json`), the events catalogue (`/api/v1/asyncapi.json`), and
 * both browsable (`/api/docs` with Swagger UI, `/api/docs/events` with AsyncAPI's React renderer).
 * The documents and the events page are built once, on first request (outside tests the events page
 * is prepared as soon as the gateway listens: parsing the catalogue takes 1 s of CPU, 9 s on a loaded
 * machine, which its first reader would otherwise wait); the documents are counted against the
 * general rate limit like every API answer.
 */
export async function registerApiDocs(app: FastifyInstance, limiter: RateLimiter, options: { prepareEventsPage?: boolean } = {}): Promise<void> {
  let openApiJson: string | undefined;
  let asyncApiJson: string | undefined;
  let eventsPage: Promise<string> | undefined;
  if (options.prepareEventsPage) {
    app.addHook('onListen', async () => {
      // A failure here is met again (and answered) by the first request; it must not stop the gateway.
      setImmediate(() => void (eventsPage ??= eventsPageOf(buildAsyncApiDocument())).catch(() => (eventsPage = undefined)));
    });
  }

  const json = async (request: FastifyRequest, reply: FastifyReply, routeKey: string, body: () => string | Promise<string>) => {
    if ((await spendRateLimit(limiter, request, reply, 'default', routeKey)).limited) return reply;
    return reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-cache').send(await body());
  };
  const html = (reply: FastifyReply, body: string) => reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);

  app.get('/api/v1/openapi.json', (request, reply) => json(request, reply, 'openapi.json', () => (openApiJson ??= JSON.stringify(buildOpenApiDocument()))));
  app.get('/api/v1/asyncapi.json', (request, reply) => json(request, reply, 'asyncapi.json', () => (asyncApiJson ??= JSON.stringify(buildAsyncApiDocument()))));
  app.get('/api/docs', (_request, reply) => html(reply, API_REFERENCE_PAGE));
  app.get('/api/docs/events', async (_request, reply) => html(reply.header('content-security-policy', EVENTS_PAGE_POLICY), await (eventsPage ??= eventsPageOf(buildAsyncApiDocument()))));
  app.get<{ Params: { name: string } }>('/api/docs/assets/:name', async (request, reply) => {
    const asset = Object.hasOwn(ASSETS, request.params.name) ? ASSETS[request.params.name] : undefined;
    if (!asset) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
    // Public files the sandboxed events page (an opaque origin) loads too.
    return reply.header('content-type', asset.type).header('cache-control', 'public, max-age=3600').header('cross-origin-resource-policy', 'cross-origin').send(await readFile(asset.file));
  });
}

/** The events page: the catalogue as the AsyncAPI parser serialises it, for the renderer to read without parsing. */
async function eventsPageOf(document: Record<string, unknown>): Promise<string> {
  // Loaded on first use: the parser (with its validators) is large and only this page needs it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Parser, stringify } = require('@asyncapi/parser') as typeof import('@asyncapi/parser');
  const { document: parsed, diagnostics } = await new Parser().parse(JSON.stringify(document));
  const serialised = parsed ? stringify(parsed) : undefined;
  if (!serialised) throw new Error(`the events catalogue does not parse: ${diagnostics.map((d) => d.message).join('; ')}`);
  const body = [
    '<main id="asyncapi"><p class="cf-docs-loading">Loading the events catalogue…</p></main>',
    `<script type="application/json" id="asyncapi-document">${jsonForHtml(serialised)}</script>`,
  ].join('\n');
  return page('Oman Crowdfunding platform — events', body, ['asyncapi.css', 'docs.css'], ['asyncapi-standalone.js', 'events-catalogue.js']);
}
