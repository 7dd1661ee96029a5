import { basename } from 'node:path';

/** webpack's `[name].[contenthash].js`, `123.a1b2c3d4e5.chunk.css`, `logo-3f9a12bc.png`... */
const HASHED_NAME = /[.-][0-9a-f]{8,}[.-]/i;
/** Entry points that must be revalidated so a new deployment is picked up at once. */
const ENTRY_FILES = /\.html$|^remoteEntry\.js$|^mf-manifest\.json$|^manifest\.json$|^service-worker\.js$/;

export function cacheControlFor(filePath: string): string {
  // A precompressed copy (`main.3f9a.js.br`) is cached as the file it encodes.
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  if (ENTRY_FILES.test(name)) return 'no-cache';
  if (HASHED_NAME.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
