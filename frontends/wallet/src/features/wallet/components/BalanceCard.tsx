import { useTranslation } from 'react-i18next';
import { Button, Card, Money } from '@cf/ui';
import type { WalletDetail } from '../../../api/wallet-api';

/** A3.17: the balance, what is held for pending withdrawals and investments, and what is available. */
export function BalanceCard({ detail, onWithdraw }: { detail: WalletDetail; onWithdraw: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <Card title={t('balance.title')} className="wallet-balance">
      <dl className="wallet-balance__list">
        <div className="wallet-balance__main">
          <dt>{t('balance.balance')}</dt>
          <dd>
            <Money amount={detail.balance} />
          </dd>
        </div>
        <div>
          <dt>{t('balance.held')}</dt>
          <dd>
            <Money amount={detail.held} />
          </dd>
        </div>
        <div>
          <dt>{t('balance.available')}</dt>
          <dd>
            <Money amount={detail.available} />
          </dd>
        </div>
      </dl>
      <p className="wallet-muted wallet-balance__id">
        {t('balance.walletId')} <bdi className="wallet-code">{detail.walletId}</bdi>
      </p>
      <Button variant="outline" onClick={onWithdraw} disabled={detail.available <= 0}>
        {t('withdraw.open')}
      </Button>
      {detail.available <= 0 ? <p className="wallet-muted">{t('withdraw.nothingAvailable')}</p> : null}
    </Card>
  );
}
