import { useTranslation } from 'react-i18next';
import { errorMessage } from '@cf/api-client';
import { Alert, Button } from '@cf/ui';

/** A read that failed: the message and a way to try again. */
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
