import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { loadRemoteRoutes } from './remote-registry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/**
 * A widget a remote lends to a shell page (`widgets[name]` of its routes module). While it loads the
 * `fallback` shows; when the remote is not deployed or fails, `unavailable` shows instead, so the
 * shell's page never breaks because a remote did.
 */
export function RemoteWidget({ remote, name, fallback, unavailable }: { remote: string; name: string; fallback: ReactNode; unavailable: ReactNode }) {
  const Widget = useMemo(
    () =>
      lazy(async (): Promise<{ default: ComponentType }> => {
        const Found = (await loadRemoteRoutes(remote))?.widgets?.[name];
        if (!Found) return { default: () => <>{unavailable}</> };
        return { default: () => <Found /> };
      }),
    // `unavailable` is a fixed element per caller: a new one must not reload the remote.
    [remote, name],
  );
  return (
    <RemoteErrorBoundary onRetry={() => undefined} fallback={() => <>{unavailable}</>}>
      <Suspense fallback={fallback}>
        <Widget />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
