/**
 * Stand-alone mount, for working on this remote without the shell (`dev:web` serves it on its own
 * port). In production only `remoteEntry.js` → `./routes` is used, inside the shell's providers.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';
import { restoreSession } from '@cf/api-client';
import { createI18n, directionOf, toLanguage } from '@cf/i18n';
import { Container, PageLoader, UiProvider } from '@cf/ui';

async function start() {
  restoreSession();
  const i18n = await createI18n();
  const { pages } = await import('./routes');
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
void start();
