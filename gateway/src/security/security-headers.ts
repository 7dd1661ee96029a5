import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecuritySettings {
  corsOrigins: string[];
  cspExtraOrigins: string[];
}

/**
 * Content-Security-Policy for the React shell and its Module Federation remotes served from the
 * same origin: scripts, chunks, API calls and fonts from 'self' only; inline styles allowed
 * because CSS-in-JS libraries (emotion, Mantine) inject <style> tags; images also from data:,
 * blob: (previews of files being uploaded) and https: (uploaded media on object storage).
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
    frameSrc: ["'self'", ...extra],
    frameAncestors: ["'none'"],
    formAction: ["'self'", ...extra],
    objectSrc: ["'none'"],
    upgradeInsecureRequests: [],
  };
}

/** Helmet's headers on every answer (HSTS one year with subdomains) and CORS from an allow-list. */
export async function registerSecurityHeaders(app: FastifyInstance, settings: SecuritySettings): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(settings.cspExtraOrigins) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    // The SPA loads remotes from its own origin only; cross-origin isolation would break
    // payment provider redirects and pop-ups, so keep the defaults that allow them.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const allowed = new Set(settings.corsOrigins);
  await app.register(cors, {
    // Exact origins only; a request from any other origin gets no CORS headers, so browsers refuse it.
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-correlation-id', 'retry-after', 'content-disposition'],
    maxAge: 600,
  });
}
