import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, buttonClass, Card, Skeleton, Stack, useToast } from '@cf/ui';
import { useRefreshWallet } from '../../../api/hooks';
import { isNotConfigured, walletApi } from '../../../api/wallet-api';
import { ServerError, WalletPageFrame } from '../../../shared/components';
import { AchNotConfigured } from './NotConfigured';
import { connectionUrlOf } from './use-ach';

/**
 * `/stripe-account-connect` (C2.22): starts the card provider's account connection (the provider's
 * page comes from `get-connection-url`), and, when the provider sends the person back here with
 * `?code=…`, finishes it with `connect-ach-account` and opens the ACH account list.
 */
export default function StripeAccountConnectPage() {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const refresh = useRefreshWallet();
  const returned = params.has('code') || params.has('error');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [notConfigured, setNotConfigured] = useState(false);
  const finishing = useRef(false);

  useEffect(() => {
    if (!params.has('code') || finishing.current) return;
    finishing.current = true;
    walletApi
      .connectAch(Object.fromEntries(params.entries()))
      .then(() => {
        toast.show({ tone: 'success', message: t('ach.connected') });
        void refresh();
        navigate('/settings/ach-account-list', { replace: true });
      })
      .catch((e: unknown) => {
        if (isNotConfigured(e)) setNotConfigured(true);
        else setFailure(e);
      });
  }, [params, navigate, toast, t, refresh]);

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const url = connectionUrlOf(await walletApi.achConnectionUrl());
      if (!url) throw new Error('');
      window.location.assign(url);
    } catch (e) {
      if (isNotConfigured(e)) setNotConfigured(true);
      else setFailure(e);
      setBusy(false);
    }
  };

  return (
    <WalletPageFrame title={t('connect.title')} description={t('connect.intro')} width="narrow">
      <Stack gap={4}>
        {notConfigured ? <AchNotConfigured /> : null}
        <ServerError error={failure} onClose={() => setFailure(null)} />
        {params.has('error') ? (
          <Alert tone="warning" title={t('connect.refusedTitle')}>
            <p>{params.get('error_description') || t('connect.refused')}</p>
          </Alert>
        ) : null}
        {params.has('code') && !failure && !notConfigured ? (
          <div role="status" aria-live="polite">
            <p>{t('connect.finishing')}</p>
            <span className="cf-visually-hidden">{tc('common.loading')}</span>
            <Skeleton lines={2} />
          </div>
        ) : null}
        {!returned || params.has('error') || failure ? (
          notConfigured ? null : (
            <Card>
              <Stack gap={3}>
                <p>{t('connect.explain')}</p>
                <Alert tone="info">{t('connect.payoutNote')}</Alert>
                <div className="wallet-actions">
                  <Link to="/settings/ach-account-list" className={buttonClass('ghost')}>
                    {t('connect.toList')}
                  </Link>
                  <Button onClick={() => void start()} loading={busy}>
                    {t('connect.start')}
                  </Button>
                </div>
              </Stack>
            </Card>
          )
        ) : null}
        {notConfigured ? (
          <p>
            <Link to="/settings/payment-options" className={buttonClass('outline')}>
              {t('connect.toOptions')}
            </Link>
          </p>
        ) : null}
      </Stack>
    </WalletPageFrame>
  );
}
