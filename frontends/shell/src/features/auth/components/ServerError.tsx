import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@cf/api-client';
import { Alert } from '@cf/ui';

/** A8.1: the server's message shown unchanged; a generic translated line when there is none (network). */
export function ServerError({ error, action }: { error: unknown; action?: ReactNode }) {
  const { t } = useTranslation();
  if (!error) return null;
  const message = isApiError(error) && error.message ? error.message : t('common.error');
  return (
    <Alert tone="danger" action={action}>
      {message}
    </Alert>
  );
}
