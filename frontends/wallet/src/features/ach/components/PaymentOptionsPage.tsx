import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass, Card, LoadError, Skeleton, Stack } from '@cf/ui';
import { useWalletDetail } from '../../../api/hooks';
import { isNotConfigured, type PaymentMethodId } from '../../../api/wallet-api';
import { WalletPageFrame } from '../../../shared/components';
import { AchNotConfigured } from './NotConfigured';
import { useAchAccounts } from './use-ach';

const ALL_METHODS: PaymentMethodId[] = ['sandbox_card', 'bank_transfer', 'stripe', 'paymob', 'paypal'];

/**
 * `/settings/payment-options` (A2.5, A2.16, A7.11): the ways to pay on this platform (enabled or
 * not, as the wallet service reports them) and the connected ACH accounts.
 */
export default function PaymentOptionsPage() {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const detail = useWalletDetail();
  const accounts = useAchAccounts();
  const enabled = new Set((detail.data?.paymentMethods ?? []).filter((m) => m.enabled).map((m) => m.id));
  const achCount = accounts.data?.length ?? 0;

  return (
    <WalletPageFrame title={t('options.title')} description={t('options.intro')}>
      <Stack gap={4}>
        <Card title={t('options.methodsTitle')}>
          {detail.isPending ? (
            <div role="status" aria-live="polite">
              <span className="cf-visually-hidden">{tc('common.loading')}</span>
              <Skeleton lines={4} />
            </div>
          ) : detail.isError ? (
            <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
          ) : (
            <ul className="wallet-options">
              {ALL_METHODS.map((m) => (
                <li key={m} className="wallet-options__item">
                  <span>
                    <span className="wallet-method__name">{t(`methods.${m}.name`)}</span>
                    <span className="wallet-muted wallet-block">{t(`methods.${m}.description`)}</span>
                  </span>
                  <span className={enabled.has(m) ? 'wallet-badge wallet-badge--success' : 'wallet-badge wallet-badge--neutral'}>
                    {enabled.has(m) ? t('options.available') : t('options.unavailable')}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to="/settings/wallet?topup=1" className={buttonClass('primary')}>
              {t('options.topUp')}
            </Link>
          </p>
        </Card>
        <Card title={t('options.achTitle')}>
          {accounts.isPending || detail.isPending ? (
            <Skeleton lines={2} />
          ) : !enabled.has('stripe') && detail.isSuccess ? (
            <AchNotConfigured />
          ) : accounts.isError && isNotConfigured(accounts.error) ? (
            <AchNotConfigured />
          ) : accounts.isError ? (
            <LoadError error={accounts.error} onRetry={() => void accounts.refetch()} />
          ) : (
            <Stack gap={3}>
              <p>{achCount === 0 ? t('ach.connectFirst') : t('options.achCount', { count: achCount })}</p>
              <div className="wallet-actions wallet-actions--start">
                <Link to="/settings/ach-account-list" className={buttonClass('outline')}>
                  {t('options.manageAch')}
                </Link>
                <Link to="/stripe-account-connect" className={buttonClass('primary')}>
                  {t('ach.connect')}
                </Link>
              </div>
            </Stack>
          )}
        </Card>
      </Stack>
    </WalletPageFrame>
  );
}
