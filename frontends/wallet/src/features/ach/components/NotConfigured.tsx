import { useTranslation } from 'react-i18next';
import { Alert } from '@cf/ui';

/** The card provider's account connection (ACH) is not set up on this platform. */
export function AchNotConfigured() {
  const { t } = useTranslation('wallet');
  return (
    <Alert tone="info" title={t('ach.notConfiguredTitle')}>
      <p>{t('ach.notConfigured')}</p>
    </Alert>
  );
}
