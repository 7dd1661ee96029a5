/**
 * A tiny static server for the built `dist/web` (what the gateway serves from STATIC_DIR), for smoke
 * checks without the backend: files as they are, index.html for any other page, and /api either
 * proxied to API_TARGET (e.g. http://127.0.0.1:8080) or answered 503 in the API's fail envelope.
 *
 * Usage: serve-static.ts [port] (default 4300); DIST=… to serve another folder.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { WORKSPACE_ROOT } from './webpack-common';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export interface StaticServerOptions {
  root?: string;
  port?: number;
  apiTarget?: string;
}

function proxy(req: IncomingMessage, res: ServerResponse, target: string): void {
  const url = new URL(req.url ?? '/', target);
  const upstream = http.request(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 'fail', message: 'API unreachable' }));
  });
  req.pipe(upstream);
}

export function startStaticServer(options: StaticServerOptions = {}): Promise<http.Server> {
  const root = path.resolve(options.root ?? path.join(WORKSPACE_ROOT, 'dist', 'web'));
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`${root}/index.html is missing: run \`npm run build:web\` first`);
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent((req.url ?? '/').split('?')[0]);
    if (pathname.startsWith('/api/')) {
      if (options.apiTarget) return proxy(req, res, options.apiTarget);
      res.writeHead(503, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ status: 'fail', message: 'API not running' }));
    }
    let file = path.join(root, pathname);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) file = path.join(root, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(options.port ?? 4300, '127.0.0.1', () => resolve(server)));
}

if (require.main === module) {
  const port = Number(process.argv[2] ?? 4300);
  void startStaticServer({ port, root: process.env.DIST, apiTarget: process.env.API_TARGET }).then(() =>
    console.log(
      `serving ${process.env.DIST ?? 'dist/web'} on http://127.0.0.1:${port}/${process.env.API_TARGET ? ` (api → ${process.env.API_TARGET})` : ''}`,
    ),
  );
}
