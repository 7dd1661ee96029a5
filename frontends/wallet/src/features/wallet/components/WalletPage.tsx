import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert, LoadError, Money, Skeleton, Stack } from '@cf/ui';
import { useWalletDetail } from '../../../api/hooks';
import { WalletPageFrame } from '../../../shared/components';
import { BalanceCard } from './BalanceCard';
import { BalanceChart } from './BalanceChart';
import { SavedBankAccountsCard } from './SavedBankAccountsCard';
import { TopUpForm } from './TopUpForm';
import { TransactionsSection } from './TransactionsSection';
import { WithdrawDialog } from './WithdrawDialog';

/**
 * `/settings/wallet` (A2.5, A2.22): balance, low-balance notice, top-up, withdrawal, balance over
 * time, transactions and statements. `?topup=1` (the sidebar's "Top up") puts the cursor in the
 * top-up amount.
 */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const detail = useWalletDetail();
  const [params] = useSearchParams();
  const [withdrawing, setWithdrawing] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const wantsTopup = params.get('topup') === '1';
  const data = detail.data;

  useEffect(() => {
    if (wantsTopup && data) amountRef.current?.focus();
  }, [wantsTopup, data]);

  return (
    <WalletPageFrame title={t('wallet.title')} description={t('wallet.intro')}>
      <Stack gap={4}>
        {detail.isPending ? (
          <div role="status" aria-live="polite">
            <span className="cf-visually-hidden">{tc('common.loading')}</span>
            <Skeleton lines={4} height="2rem" />
          </div>
        ) : null}
        {detail.isError ? <LoadError error={detail.error} onRetry={() => void detail.refetch()} /> : null}
        {data ? (
          <>
            {data.lowBalance ? (
              <Alert tone="warning" title={t('wallet.lowBalanceTitle')}>
                <p>
                  {t('wallet.lowBalance')} <Money amount={data.lowBalanceThreshold} />
                </p>
              </Alert>
            ) : null}
            <div className="wallet-grid">
              <BalanceCard detail={data} onWithdraw={() => setWithdrawing(true)} />
              <TopUpForm ref={amountRef} detail={data} />
            </div>
            <WithdrawDialog open={withdrawing} onOpenChange={setWithdrawing} detail={data} />
            <SavedBankAccountsCard />
          </>
        ) : null}
        <BalanceChart />
        <TransactionsSection />
      </Stack>
    </WalletPageFrame>
  );
}
