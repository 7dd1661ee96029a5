import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Button, buttonClass, Card, ServerError, Skeleton, Stack } from '@cf/ui';
import { isNotConfigured, walletApi } from '../../../api/wallet-api';
import { WalletPageFrame } from '../../../shared/components';
import { AchNotConfigured } from './NotConfigured';
import { connectionUrlOf, useAchAvailable, useFinishAchConnection } from './use-ach';

/**
 * `/stripe-account-connect` (C2.22): starts the card provider's account connection (the provider's
 * page comes from `get-connection-url`). The provider sends the person back to the ACH list (or
 * here) with the session, and `connect-ach-account` finishes it.
 */
export default function StripeAccountConnectPage() {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const available = useAchAvailable();
  const connection = useFinishAchConnection();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [refused, setRefused] = useState(false);
  const notConfigured = available === false || refused;

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const url = connectionUrlOf(await walletApi.achConnectionUrl());
      if (!url) throw new Error('');
      window.location.assign(url);
    } catch (e) {
      if (isNotConfigured(e)) setRefused(true);
      else setFailure(e);
      setBusy(false);
    }
  };

  return (
    <WalletPageFrame title={t('connect.title')} description={t('connect.intro')} width="narrow">
      <Stack gap={4}>
        <ServerError error={failure} onClose={() => setFailure(null)} />
        <ServerError error={connection.failure} onClose={connection.clearFailure} />
        {connection.cancelled ? (
          <Alert tone="warning" title={t('connect.refusedTitle')}>
            <p>{t('connect.refused')}</p>
          </Alert>
        ) : null}
        {connection.finishing ? (
          <div role="status" aria-live="polite">
            <p>{t('connect.finishing')}</p>
            <span className="cf-visually-hidden">{tc('common.loading')}</span>
            <Skeleton lines={2} />
          </div>
        ) : notConfigured ? (
          <>
            <AchNotConfigured />
            <p>
              <Link to="/settings/payment-options" className={buttonClass('outline')}>
                {t('connect.toOptions')}
              </Link>
            </p>
          </>
        ) : (
          <Card>
            <Stack gap={3}>
              <p>{t('connect.explain')}</p>
              <Alert tone="info">{t('connect.payoutNote')}</Alert>
              <div className="wallet-actions">
                <Link to="/settings/ach-account-list" className={buttonClass('ghost')}>
                  {t('connect.toList')}
                </Link>
                <Button onClick={() => void start()} loading={busy} disabled={available === null}>
                  {t('connect.start')}
                </Button>
              </div>
            </Stack>
          </Card>
        )}
      </Stack>
    </WalletPageFrame>
  );
}
