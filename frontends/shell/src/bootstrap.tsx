import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS, configureApi, getStoredItem, restoreSession } from '@cf/api-client';
import { ARABIC_DIGIT_STYLES, createI18n, setArabicDigitStyle, type ArabicDigitStyle } from '@cf/i18n';
import { App } from './app/App';
import { initWebView } from './routing/webview';
import './styles/shell.css';

async function start(): Promise<void> {
  // A4.2 start-up: the stored session first (restored if unexpired, else cleared), then the language.
  restoreSession();
  const isWebView = initWebView();
  const digits = getStoredItem(STORAGE_KEYS.arabicDigits);
  if (ARABIC_DIGIT_STYLES.includes(digits as ArabicDigitStyle)) setArabicDigitStyle(digits as ArabicDigitStyle);
  const i18n = await createI18n();
  configureApi({ baseUrl: '/api/v1' });

  const queryClient = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 }, mutations: { retry: false } },
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App i18n={i18n} queryClient={queryClient} isWebView={isWebView} />);
}

void start();
