import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Container, PageLoader } from '@cf/ui';
import { ComingSoon } from '../features/content/ComingSoonPage';
import { forgetRemote, loadRemoteRoutes } from './remote-registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export function RemoteFailurePanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="md" className="shell-remote-error">
      <Alert tone="danger" title={t('remote.failedTitle')} action={<Button onClick={onRetry}>{t('common.retry')}</Button>}>
        <p>{t('remote.failedBody')}</p>
      </Alert>
    </Container>
  );
}

/**
 * A route rendered by a remote: loads `<remote>/routes` through the runtime manifest and shows the
 * component registered for this exact pattern. Not deployed yet → "on its way"; failing → the
 * translated error panel with retry, while the layout around it keeps working.
 */
export function RemotePage({ remote, pattern }: { remote: string; pattern: string }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () =>
      lazy(async (): Promise<{ default: ComponentType }> => {
        if (attempt > 0) forgetRemote(remote);
        const routes = await loadRemoteRoutes(remote);
        const Found = routes?.pages[pattern];
        if (!Found) return { default: ComingSoon };
        // The remote's page is usually itself a React.lazy object; a lazy cannot resolve to another
        // lazy, so wrap it in a plain component.
        return { default: () => <Found /> };
      }),
    [remote, pattern, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(_, retry) => <RemoteFailurePanel onRetry={retry} />}
    >
      <Suspense fallback={<PageLoader label={t('common.loading')} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
