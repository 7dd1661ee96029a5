import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '@cf/api-client';
import { Alert, Button, EmptyState } from '@cf/ui';
import { usePublicTranslation } from './use-public-translation';

/** A read that failed: 404 is "No record found" (A8.3); anything else the message and "Try again". */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t: tc } = useTranslation();
  const { t } = usePublicTranslation();
  if (isApiError(error) && error.status === 404) return <EmptyState title={tc('common.noRecord')} />;
  return (
    <Alert
      tone="danger"
      title={t('common.loadFailed')}
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
