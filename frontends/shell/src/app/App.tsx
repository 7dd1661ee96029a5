import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { configureApi, notifyLanguageChanged } from '@cf/api-client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { directionOf, toLanguage } from '@cf/i18n';
import { UiProvider } from '@cf/ui';
import { ShellProvider } from './shell-context';
import { AppRoutes } from '../routing/AppRoutes';

export interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
  isWebView: boolean;
}

/** Providers the shell owns for itself and for every remote: router, query client, i18n, UI direction. */
export function App({ i18n, queryClient, isWebView }: AppProps) {
  // Calls carry the interface language (A7.1); configured before the first query runs.
  useState(() => configureApi({ getLanguage: () => i18n.resolvedLanguage ?? i18n.language }));
  const [language, setLanguage] = useState(toLanguage(i18n.language));
  useEffect(() => {
    const onChange = (lng: string) => {
      setLanguage(toLanguage(lng));
      // Query keys carry the language: every per-language answer (menus, pages, settings) refetches (A4.2).
      notifyLanguageChanged();
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <UiProvider dir={directionOf(language)} labels={{ close: i18n.t('common.close'), notifications: i18n.t('toast.region') }}>
          <BrowserRouter>
            <ShellProvider isWebView={isWebView} i18n={i18n}>
              <AppRoutes />
            </ShellProvider>
          </BrowserRouter>
        </UiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
