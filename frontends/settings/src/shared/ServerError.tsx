import { useTranslation } from 'react-i18next';
import { isApiError } from '@cf/api-client';
import { Alert } from '@cf/ui';

/**
 * A failed save (A8.3): the generic "An error has occurred", with the server's own message under it
 * when it sent one (A8.1, shown unchanged).
 */
export function ServerError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const message = isApiError(error) ? error.message : '';
  return <Alert tone="danger" title={t('common.error')}>{message && message !== t('common.error') ? message : null}</Alert>;
}
