import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '@cf/api-client';
import { Alert, Button, EmptyState, Skeleton } from '@cf/ui';
import type { FieldError } from './form-model';

// What the admin screens show while a list loads, when a read or a save fails, and how rule results read.

/** Rule results are translated here; the server's words are shown unchanged. */
export function useErrorText() {
  const { t } = useTranslation('admin');
  return useCallback(
    (error: FieldError | undefined): string | undefined =>
      error === undefined ? undefined : typeof error === 'string' ? error : t(`validation.${error.key}`, error.params ?? {}),
    [t],
  );
}

/** The server's message, else the generic "An error has occurred". */
export function useFailureText() {
  const { t } = useTranslation();
  return useCallback((error: unknown) => errorMessage(error, t('common.error')), [t]);
}

/** Moves focus to the first field marked invalid inside `root` (after a refused save). */
export function focusFirstInvalid(root: HTMLElement | null): void {
  root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** A failed read: the message and a retry button. */
export function ErrorPanel({ error, onRetry, title }: { error: unknown; onRetry: () => void; title?: string }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const offline = isApiError(error) && error.status === 0;
  return (
    <Alert
      tone="danger"
      title={title ?? t('common.loadFailed')}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {tc('common.retry')}
        </Button>
      }
    >
      <p>{offline ? t('common.offline') : errorMessage(error, tc('common.error'))}</p>
    </Alert>
  );
}

export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-skeleton" role="status" aria-live="polite">
      <span className="cf-visually-hidden">{t('common.loading')}</span>
      <Skeleton lines={rows} height="2.25rem" />
    </div>
  );
}

/** A growing list's states before its rows: loading, a failed first read (with retry), or nothing found. */
export function ListStates({
  list,
  emptyDescription,
}: {
  list: { docs: unknown[]; query: { isPending: boolean; isError: boolean; isSuccess: boolean; data?: unknown; error: unknown; refetch: () => unknown } };
  emptyDescription?: string;
}) {
  const { t: tc } = useTranslation();
  if (list.query.isPending) return <ListSkeleton />;
  if (list.query.isError && !list.query.data) return <ErrorPanel error={list.query.error} onRetry={() => void list.query.refetch()} />;
  if (list.query.isSuccess && list.docs.length === 0) return <EmptyState title={tc('common.noRecord')} description={emptyDescription} />;
  return null;
}
