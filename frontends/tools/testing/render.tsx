import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { configureApi } from '@cf/api-client';
import { createI18n, directionOf, type Language } from '@cf/i18n';
import ar from '@cf/i18n/src/locales/ar.json';
import en from '@cf/i18n/src/locales/en.json';
import fr from '@cf/i18n/src/locales/fr.json';
import { UiProvider } from '@cf/ui';

export const catalogues = { ar, en, fr };

export function testI18n(language: Language = 'en'): Promise<I18n> {
  return createI18n({ language, resources: catalogues, syncDocument: true });
}

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

/** A fetch double answering by "METHOD path" (path without /api/v1 and query): JSON body and status. */
export function mockApi(
  routes: Record<string, { status?: number; body: unknown } | ((call: FetchCall) => { status?: number; body: unknown })>,
) {
  const calls: FetchCall[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const call: FetchCall = {
      url,
      method,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1\//, '');
    const route = routes[`${method} ${path}`];
    const answer =
      typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { status: 'fail', message: 'No record found' } });
    const status = answer.status ?? 200;
    return { ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(answer.body) } as Response;
  });
  configureApi({ fetchImpl: fetchImpl as unknown as typeof fetch, getLanguage: () => 'en' });
  return { calls, fetchImpl };
}

/** Shows the current location, so a test can see where a page navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderOptions {
  language?: Language;
  route?: string;
  /** Route pattern the element is mounted at (for useParams). */
  path?: string;
  /** Runs on the i18n instance before rendering (e.g. a remote adding its namespace). */
  setup?: (i18n: I18n) => void;
}

/** Renders a page with the providers the shell gives it: i18n, react-query, UI direction, router. */
export async function renderPage(
  element: ReactElement,
  options: RenderOptions = {},
): Promise<RenderResult & { i18n: I18n; queryClient: QueryClient }> {
  const language = options.language ?? 'en';
  const i18n = await testI18n(language);
  options.setup?.(i18n);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <UiProvider dir={directionOf(language)}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>
            <Routes>
              <Route path={options.path ?? options.route?.split('?')[0] ?? '/'} element={element} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </UiProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, i18n, queryClient };
}
