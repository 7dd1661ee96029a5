import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '@cf/api-client';
import { Alert, Button } from '@cf/ui';

/** A read that failed (C8.2: the spinner stops): the server's message and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="danger"
      title={t('common.error')}
      action={
        onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      {errorMessage(error, '') || null}
    </Alert>
  );
}

/** A failed save: "An error has occurred" with the server's message under it, unchanged (C8.1). */
export function ServerError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const message = isApiError(error) ? error.message : '';
  return (
    <Alert tone="danger" title={t('common.error')}>
      {message && message !== t('common.error') ? message : null}
    </Alert>
  );
}
