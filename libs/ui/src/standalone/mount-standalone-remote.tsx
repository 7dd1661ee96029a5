/**
 * Stand-alone mount of a remote, for working on it without the shell (`dev:web` serves each remote
 * on its own port). In production only `remoteEntry.js` → `./routes` is used, inside the shell's
 * providers; this gives a remote the same providers so its pages run alone.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';
import { restoreSession } from '@cf/api-client';
import { createI18n, directionOf, toLanguage } from '@cf/i18n';
import { Container } from '../components/Layout';
import { PageLoader } from '../components/Spinner';
import { UiProvider } from '../theme/UiProvider';

export async function mountStandaloneRemote(loadPages: () => Promise<{ pages: Record<string, ComponentType> }>): Promise<void> {
  restoreSession();
  const i18n = await createI18n();
  const { pages } = await loadPages();
  createRoot(document.getElementById('root')!).render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <UiProvider dir={directionOf(toLanguage(i18n.language))}>
          <BrowserRouter>
            <Container>
              <Suspense fallback={<PageLoader label="…" />}>
                <Routes>
                  {Object.entries(pages).map(([path, Page]) => (
                    <Route key={path} path={path} element={<Page />} />
                  ))}
                </Routes>
              </Suspense>
            </Container>
          </BrowserRouter>
        </UiProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
