import { existsSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFail } from '../http/fail';
import { cacheControlFor } from './cache-control';

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

/**
 * Serves the built frontends (shell and remotes) from `staticDir`: existing files with a cache
 * policy by name, and for any other page GET that accepts HTML the shell's index.html (the SPA's
 * router takes it from there). API paths never fall back to HTML. Nothing is registered when the
 * folder does not exist (the frontends are optional in development).
 */
export async function registerSpaStatic(app: FastifyInstance, staticDir: string | undefined): Promise<boolean> {
  if (!staticDir || !existsSync(staticDir) || !statSync(staticDir).isDirectory()) return false;
  const root = resolve(staticDir);
  // Loaded only when there is something to serve: @fastify/static 10 requires the ESM-only
  // content-disposition 3, which Node 20.19+ loads but jest's CommonJS runtime does not, so
  // suites that never serve files must not pay for (or trip on) it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { default: fastifyStatic } = require('@fastify/static') as typeof import('@fastify/static');
  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    // The build writes `.br` and `.gz` beside each script, style sheet and page: sent as they are to a
    // client that accepts them (Content-Encoding, Vary: Accept-Encoding), the file itself otherwise.
    preCompressed: true,
    setHeaders: (reply: FastifyReply, path: string) => void reply.header('cache-control', cacheControlFor(path)),
  });

  const serve = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const pathname = decodeURIComponentSafe(request.url.split('?', 1)[0]);
    if (pathname === null || pathname.startsWith('/api/')) return sendFail(request, reply, 404, 'common.routeNotFound');
    const file = resolve(root, `.${pathname}`);
    if (file.startsWith(root + sep) && !pathname.endsWith('/')) {
      const found = await stat(file).catch(() => null);
      if (found?.isFile()) return reply.sendFile(file.slice(root.length + 1));
    }
    if (acceptsHtml(request)) return reply.sendFile('index.html');
    return sendFail(request, reply, 404, 'common.routeNotFound');
  };
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: serve });
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: serve });
  return true;
}

function decodeURIComponentSafe(value: string): string | null {
  try {
    const decoded = decodeURIComponent(value);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}
