import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths } from './schema';

export interface PlatformClientOptions {
  /** The gateway's origin, e.g. `https://crowdfunding.example.om` (paths start with `/api/v1`). */
  baseUrl: string;
  /** An access token from `POST /api/v1/users/login`, sent as `Authorization: Bearer`. */
  token?: string;
  /** The language of messages (`?lng=`); Arabic when not given. */
  language?: 'ar' | 'en' | 'fr';
  fetch?: typeof fetch;
}

/**
 * A client of the platform's published REST API for integrators, typed by the OpenAPI document the
 * gateway serves (openapi-fetch over the types openapi-typescript generates from it): paths,
 * parameters and request bodies are checked by the compiler.
 *
 *   const api = createPlatformClient({ baseUrl, token, language: 'en' });
 *   const { data, error, response } = await api.GET('/api/v1/wallet/get-user-wallet-detail');
 */
export function createPlatformClient(options: PlatformClientOptions): Client<paths> {
  const client = createClient<paths>({ baseUrl: options.baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const session: Middleware = {
    onRequest({ request }) {
      if (options.token) request.headers.set('authorization', `Bearer ${options.token}`);
      if (options.language) {
        const url = new URL(request.url);
        if (!url.searchParams.has('lng')) url.searchParams.set('lng', options.language);
        return new Request(url, request);
      }
      return request;
    },
  };
  client.use(session);
  return client;
}
