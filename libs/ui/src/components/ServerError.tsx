import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@cf/api-client';
import { Alert } from './Alert';

export interface ServerErrorProps {
  error: unknown;
  /**
   * `titled`: the generic "An error has occurred" as the title with the server's message under it
   * (a failed save, A8.3/C8.1); otherwise the server's message alone, or the generic line when there
   * is none (a network failure).
   */
  titled?: boolean;
  action?: ReactNode;
  onClose?: () => void;
}

/** A refused request (A8.1): the server's message shown unchanged, translated by the server. */
export function ServerError({ error, titled = false, action, onClose }: ServerErrorProps) {
  const { t } = useTranslation();
  if (!error) return null;
  const generic = t('common.error');
  const message = isApiError(error) ? error.message : '';
  if (titled) {
    return (
      <Alert tone="danger" title={generic} action={action} onClose={onClose} closeLabel={onClose ? t('common.close') : undefined}>
        {message && message !== generic ? message : null}
      </Alert>
    );
  }
  return (
    <Alert tone="danger" action={action} onClose={onClose} closeLabel={onClose ? t('common.close') : undefined}>
      {message || generic}
    </Alert>
  );
}
