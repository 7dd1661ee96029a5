import { useTranslation } from 'react-i18next';
import { errorMessage } from '@cf/api-client';
import { Alert } from './Alert';
import { Button } from './Button';

/** A read that failed (C8.2: the spinner stops): the server's message and a way to try again. */
export function LoadError({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="danger"
      title={title ?? t('common.error')}
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
