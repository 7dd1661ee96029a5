import { useTranslation } from 'react-i18next';
import { isApiError } from '@cf/api-client';
import { Alert } from '@cf/ui';

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
