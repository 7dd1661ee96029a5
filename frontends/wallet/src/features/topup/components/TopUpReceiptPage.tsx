import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '@cf/i18n';
import { Button, buttonClass, Card, LoadError, Money, Skeleton, useLanguage } from '@cf/ui';
import { useTransaction } from '../../../api/hooks';
import { StatusBadge, WalletPageFrame } from '../../../shared/components';
import { useTransactionLabels } from '../../../shared/labels';

/** Sum of the fee parts a transaction carries (baisa, integers: exact). */
function feesTotal(fees: Record<string, number | undefined> | null | undefined): number {
  return Object.values(fees ?? {}).reduce<number>((sum, v) => sum + (typeof v === 'number' ? v : 0), 0);
}

/** `/topup-receipt/:transactionId` (A2.7, A2.22): what was paid, how and when; printable. */
export default function TopUpReceiptPage() {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const { id = '' } = useParams();
  const language = useLanguage();
  const labels = useTransactionLabels();
  const tx = useTransaction(id);
  const data = tx.data;
  const fees = data ? feesTotal(data.fees as Record<string, number | undefined> | null) : 0;

  return (
    <WalletPageFrame
      title={t('receipt.title')}
      description={t('receipt.intro')}
      width="narrow"
      actions={
        data ? (
          <Button variant="outline" onClick={() => window.print()} className="wallet-no-print">
            {t('receipt.print')}
          </Button>
        ) : undefined
      }
    >
      {tx.isPending ? (
        <div role="status" aria-live="polite">
          <span className="cf-visually-hidden">{tc('common.loading')}</span>
          <Skeleton lines={6} />
        </div>
      ) : tx.isError ? (
        <LoadError error={tx.error} onRetry={() => void tx.refetch()} />
      ) : data ? (
        <Card className="wallet-receipt">
          <dl className="cf-facts">
            <div>
              <dt>{t('receipt.number')}</dt>
              <dd>
                <bdi className="wallet-code">{data.transactionNumber}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('receipt.amount')}</dt>
              <dd>
                <Money amount={data.amount} exact />
              </dd>
            </div>
            <div>
              <dt>{t('receipt.fees')}</dt>
              <dd>
                <Money amount={fees} exact />
              </dd>
            </div>
            <div>
              <dt>{t('receipt.total')}</dt>
              <dd>
                <Money amount={data.totalAmount ?? data.amount + fees} exact />
              </dd>
            </div>
            <div>
              <dt>{t('receipt.method')}</dt>
              <dd>{labels.gateway(data.gateway)}</dd>
            </div>
            <div>
              <dt>{t('receipt.date')}</dt>
              <dd>{formatDateTime(data.createdAt, language)}</dd>
            </div>
            <div>
              <dt>{t('receipt.status')}</dt>
              <dd>
                <StatusBadge status={data.status} />
              </dd>
            </div>
          </dl>
          <p className="wallet-no-print">
            <Link to="/settings/wallet" className={buttonClass('primary')}>
              {t('backToWallet')}
            </Link>
          </p>
        </Card>
      ) : null}
    </WalletPageFrame>
  );
}
