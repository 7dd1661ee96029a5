import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert, buttonClass, Cluster } from '@cf/ui';
import { WalletPageFrame } from '../../../shared/components';

/** `/topup-fail` (A2.7, A8.3): "Top-up process failed", with a way to try again. */
export default function TopUpFailPage() {
  const { t } = useTranslation('wallet');
  const state = useLocation().state as { transactionNumber?: string } | null;
  return (
    <WalletPageFrame title={t('fail.title')} width="narrow">
      <Alert tone="danger" title={t('fail.message')}>
        <p>{t('fail.body')}</p>
        {state?.transactionNumber ? (
          <p>
            {t('fail.reference')} <bdi className="wallet-code">{state.transactionNumber}</bdi>
          </p>
        ) : null}
      </Alert>
      <Cluster gap={3} className="wallet-after-alert">
        <Link to="/settings/wallet?topup=1" className={buttonClass('primary')}>
          {t('fail.retry')}
        </Link>
        <Link to="/settings/wallet" className={buttonClass('ghost')}>
          {t('backToWallet')}
        </Link>
      </Cluster>
    </WalletPageFrame>
  );
}
