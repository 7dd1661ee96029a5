import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, buttonClass, LoadError, Skeleton } from '@cf/ui';
import { walletApi } from '../../../api/wallet-api';
import { WalletPageFrame } from '../../../shared/components';

/**
 * `/paymob-payment-confirmation` (A2.6): where the regional card provider sends the payer back when
 * its account is set up with one fixed return address. Its query names our payment
 * (`merchant_order_id`, or `special_reference`); the page finds what that payment was for and goes
 * on to that page, which asks the provider for the outcome: a top-up's payment page, or an
 * investment's. The provider's `success` flag is never trusted for money (only its signed webhook or
 * our inquiry is).
 */
export default function PaymobConfirmationPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reference = params.get('merchant_order_id') || params.get('special_reference') || '';
  const transaction = useQuery({ queryKey: ['wallet', 'paymob-return', reference], queryFn: () => walletApi.transaction(reference), enabled: reference !== '', retry: false });

  useEffect(() => {
    const tx = transaction.data;
    if (!tx) return;
    const result = params.get('success') === 'true' ? 'success' : 'cancel';
    if (tx.investmentId) navigate(`/payment/${encodeURIComponent(tx.investmentId)}?result=${result}`, { replace: true });
    else if (tx.preapprovalId) navigate(`/topup-payment/${encodeURIComponent(tx.preapprovalId)}?returned=1`, { replace: true });
  }, [transaction.data, navigate, params]);

  return (
    <WalletPageFrame title={t('paymobReturn.title')} width="narrow">
      {reference === '' || (transaction.data && !transaction.data.investmentId && !transaction.data.preapprovalId) ? (
        <Alert tone="warning" title={t('paymobReturn.unknown')}>
          <Link to="/settings/wallet" className={buttonClass('outline', 'sm')}>
            {t('backToWallet')}
          </Link>
        </Alert>
      ) : transaction.isError ? (
        <LoadError error={transaction.error} onRetry={() => void transaction.refetch()} />
      ) : (
        <div role="status" aria-live="polite">
          <p>{t('paymobReturn.checking')}</p>
          <Skeleton lines={2} />
        </div>
      )}
    </WalletPageFrame>
  );
}
