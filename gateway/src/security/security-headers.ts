import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecuritySettings {
  corsOrigins: string[];
  cspExtraOrigins: string[];
}

/**
 * Content-Security-Policy for the React shell and its Module Federation remotes served from the
 * same origin: scripts, chunks, API calls and fonts from 'self' only; inline styles allowed
 * because CSS-in-JS libraries (emotion, Mantine) inject <style> tags; images also from data:,
 * blob: (previews of files being uploaded) and https: (uploaded media on object storage); frames
 * from blob: too (a signed PDF fetched with the token, shown in the page).
 * No inline scripts, no eval, no framing by other sites.
 */
export function contentSecurityPolicy(extraOrigins: string[]): Record<string, string[]> {
  const extra = extraOrigins;
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...extra],
    styleSrc: ["'self'", "'unsafe-inline'", ...extra],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:', ...extra],
    connectSrc: ["'self'", ...extra],
    // Campaign galleries embed YouTube and Vimeo players (spec C5.1: video URLs are YouTube or Vimeo only);
    // blob: shows a signed contract fetched with the reviewer's token beside its signature (C4.14).
    frameSrc: ["'self'", 'blob:', 'https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com', ...extra],
    frameAncestors: ["'none'"],
    formAction: ["'self'", ...extra],
    objectSrc: ["'none'"],
    upgradeInsecureRequests: [],
  };
}

export function helmetOptions(settings: SecuritySettings): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(settings.cspExtraOrigins) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    // The SPA loads remotes from its own origin only; cross-origin isolation would break
    // payment provider redirects and pop-ups, so keep the defaults that allow them.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet sets, computed once. With a fixed configuration (no CSP nonces) they are
 * the same on every answer; @fastify/helmet rebuilds helmet's whole middleware chain (parsing the
 * CSP directives again) on every request, which was measured at about a tenth of the gateway's
 * CPU per forwarded call, so the gateway runs helmet once at boot and replays its output.
 */
export function computeHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => (headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Helmet's headers on every answer (HSTS one year with subdomains), CORS from an allow-list. */
export async function registerSecurityHeaders(app: FastifyInstance, settings: SecuritySettings): Promise<void> {
  const securityHeaders = computeHelmetHeaders(helmetOptions(settings));
  const names = Object.keys(securityHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    for (const name of names) void reply.header(name, securityHeaders[name]);
    void reply.header('x-correlation-id', request.id);
    done();
  });
  const allowed = new Set(settings.corsOrigins);
  await app.register(cors, {
    // Exact origins only; a request from any other origin gets no CORS headers, so browsers refuse it.
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-correlation-id', 'retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'content-disposition'],
    maxAge: 600,
  });
}
