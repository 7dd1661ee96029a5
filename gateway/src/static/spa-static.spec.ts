import { cacheControlFor } from './cache-control';

describe('static cache policy', () => {
  it('caches hashed build files for a year, revalidates entry points, and keeps the rest an hour', () => {
    expect(cacheControlFor('/srv/web/main.3f9a12bc77.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/srv/web/campaign/src_features_browse.a1b2c3d4e5f6.chunk.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/srv/web/index.html')).toBe('no-cache');
    expect(cacheControlFor('/srv/web/wallet/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/srv/web/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/srv/web/favicon.ico')).toBe('public, max-age=3600');
  });

  it('caches a precompressed copy as the file it encodes', () => {
    expect(cacheControlFor('/srv/web/main.3f9a12bc77.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/srv/web/wallet/remoteEntry.js.gz')).toBe('no-cache');
    expect(cacheControlFor('/srv/web/index.html.br')).toBe('no-cache');
  });
});
