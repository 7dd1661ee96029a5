import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useApiLanguage } from '@cf/api-client';
import { Alert, BankTransferDetails as BankTransferAccountDetails, Button, buttonClass, Card, LoadError, Money, ServerError, Skeleton, SlipUploadForm, Stack, useGoTo } from '@cf/ui';
import { useRefreshWallet, usePreapproval, useTransaction, useWalletDetail, WALLET_KEY } from '../../../api/hooks';
import {
  newIdempotencyKey,
  TX_STATUS,
  walletApi,
  type BankTransferDetails,
  type Preapproval,
  type PaymentMethodId,
  type TopupFees,
  type TopupUpdate,
  type WalletTransaction,
} from '../../../api/wallet-api';
import { WalletPageFrame } from '../../../shared/components';

/** Query parameters a provider's return address may carry: their presence means "the payer is back". */
export const RETURN_KEYS = ['session', 'session_id', 'status', 'result', 'returned'];
const AUTO_RECHECKS = 5;
const RECHECK_MS = 2000;

/**
 * `/topup-payment/:preapprovalId` (A2.7, A4.6): the amount, a payment method, the fees BEFORE paying,
 * then `add-wallet-topup`. A card method goes to its checkout; bank transfer shows the platform's
 * account and takes the slip. Coming back from a checkout (`?session=…`) asks the service for the
 * outcome and opens the receipt or the failure page.
 */
export default function TopUpPaymentPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const returning = RETURN_KEYS.some((key) => params.has(key));
  return returning ? <TopUpReturn preapprovalId={id} /> : <TopUpPayment preapprovalId={id} />;
}

function TopUpReturn({ preapprovalId }: { preapprovalId: string }) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshWallet();
  const [answer, setAnswer] = useState<TopupUpdate | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(-1);

  useEffect(() => {
    if (asked.current === attempt) return;
    asked.current = attempt;
    setError(null);
    walletApi
      .updateTopup(preapprovalId)
      .then((result) => {
        setAnswer(result);
        void refresh();
        const tx = result.transaction;
        if (result.status === 2 && tx) navigate(`/topup-receipt/${encodeURIComponent(tx._id)}`, { replace: true });
        else if (result.status === 3 || result.status === 4) navigate('/topup-fail', { replace: true, state: { transactionNumber: tx?.transactionNumber } });
      })
      .catch(setError);
  }, [attempt, preapprovalId, navigate, refresh]);

  // The provider's confirmation usually follows within seconds: ask again a few times by itself.
  const waiting = answer !== null && (answer.status === 0 || answer.status === 1);
  useEffect(() => {
    if (!waiting || attempt >= AUTO_RECHECKS) return;
    const timer = setTimeout(() => setAttempt((n) => n + 1), RECHECK_MS);
    return () => clearTimeout(timer);
  }, [waiting, attempt, answer]);

  return (
    <WalletPageFrame title={t('topupPayment.title')} width="narrow">
      {error ? (
        <LoadError error={error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : answer && (answer.status === 0 || answer.status === 1) ? (
        <Alert
          tone="info"
          title={t('topupPayment.confirming')}
          action={
            <Button variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
              {t('topupPayment.checkAgain')}
            </Button>
          }
        >
          <p>{t('topupPayment.confirmingBody')}</p>
        </Alert>
      ) : (
        <div role="status" aria-live="polite">
          <p>{t('topupPayment.checking')}</p>
          <span className="cf-visually-hidden">{tc('common.loading')}</span>
          <Skeleton lines={2} />
        </div>
      )}
    </WalletPageFrame>
  );
}

/**
 * A top-up that was already paid (or failed) does not offer to pay again: Back from its receipt, or
 * an old tab, opens the receipt (or the failure page) in this page's place.
 */
function useSettledTopupRedirect(preapproval: Preapproval | undefined): boolean {
  const navigate = useNavigate();
  const transactionId = preapproval?.status === 'used' ? preapproval.transactionId : null;
  const tx = useTransaction(transactionId ?? '');
  const status = transactionId ? tx.data?.status : undefined;
  useEffect(() => {
    if (!tx.data || !transactionId) return;
    if (status === TX_STATUS.success) navigate(`/topup-receipt/${encodeURIComponent(transactionId)}`, { replace: true });
    else if (status === TX_STATUS.failed || status === TX_STATUS.rejected)
      navigate('/topup-fail', { replace: true, state: { transactionNumber: tx.data.transactionNumber } });
  }, [tx.data, status, transactionId, navigate]);
  return transactionId !== null && (tx.isPending || status === TX_STATUS.success || status === TX_STATUS.failed || status === TX_STATUS.rejected);
}

function TopUpPayment({ preapprovalId }: { preapprovalId: string }) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const lng = useApiLanguage();
  const goTo = useGoTo();
  const preapproval = usePreapproval(preapprovalId);
  const settled = useSettledTopupRedirect(preapproval.data);
  const detail = useWalletDetail();
  const methods = (detail.data?.paymentMethods ?? []).filter((m) => m.enabled).map((m) => m.id);
  const [chosen, setChosen] = useState<PaymentMethodId | null>(null);
  const method = chosen ?? methods[0] ?? null;
  const amount = preapproval.data?.amount ?? null;
  const attemptKey = useRef<{ method: PaymentMethodId; key: string } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [bankTransfer, setBankTransfer] = useState<WalletTransaction | null>(null);

  const fees = useQuery({
    queryKey: [WALLET_KEY, 'topup-fees', amount, method, lng],
    queryFn: () => walletApi.topupFees(amount as number, method as PaymentMethodId),
    enabled: amount !== null && method !== null,
    retry: false,
  });

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!method) return;
    if (attemptKey.current?.method !== method) attemptKey.current = { method, key: newIdempotencyKey() };
    setBusy(true);
    setFailure(null);
    try {
      const started = await walletApi.addTopup(preapprovalId, method, attemptKey.current.key);
      if (started.checkout?.redirectUrl) {
        goTo(started.checkout.redirectUrl);
        return;
      }
      setBankTransfer(started.transaction);
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  };

  if (bankTransfer) {
    return (
      <WalletPageFrame title={t('bankTransfer.title')} description={t('bankTransfer.intro')} width="narrow">
        <BankTransferStep transaction={bankTransfer} details={detail.data?.bankTransferDetails ?? null} total={fees.data?.total ?? amount} />
      </WalletPageFrame>
    );
  }

  const loading = preapproval.isPending || detail.isPending || settled;
  return (
    <WalletPageFrame title={t('topupPayment.title')} description={t('topupPayment.intro')} width="narrow">
      <Stack gap={4}>
        {loading ? (
          <div role="status" aria-live="polite">
            <span className="cf-visually-hidden">{tc('common.loading')}</span>
            <Skeleton lines={5} height="1.75rem" />
          </div>
        ) : null}
        {preapproval.isError ? <LoadError error={preapproval.error} onRetry={() => void preapproval.refetch()} /> : null}
        {detail.isError ? <LoadError error={detail.error} onRetry={() => void detail.refetch()} /> : null}
        {!loading && preapproval.data && detail.data ? (
          <form onSubmit={(e) => void pay(e)} className="wallet-form">
            <Stack gap={4}>
              <ServerError error={failure} onClose={() => setFailure(null)} />
              {preapproval.data.childId ? <Alert tone="info">{t('topupPayment.forChild')}</Alert> : null}
              <Card title={t('topupPayment.amount')} headingLevel={2}>
                <p className="wallet-amount-large">
                  <Money amount={preapproval.data.amount} />
                </p>
              </Card>
              <Card title={t('topupPayment.method')} headingLevel={2}>
                {methods.length === 0 ? (
                  <Alert tone="warning">{t('topupPayment.noMethods')}</Alert>
                ) : (
                  <fieldset className="wallet-methods">
                    <legend className="cf-visually-hidden">{t('topupPayment.method')}</legend>
                    {methods.map((m) => (
                      <label key={m} className={m === method ? 'wallet-method wallet-method--chosen' : 'wallet-method'}>
                        <input type="radio" name="paymentMethod" value={m} checked={m === method} onChange={() => setChosen(m)} />
                        <span>
                          <span className="wallet-method__name">{t(`methods.${m}.name`)}</span>
                          <span className="wallet-muted wallet-block">{t(`methods.${m}.description`)}</span>
                        </span>
                      </label>
                    ))}
                  </fieldset>
                )}
              </Card>
              {method ? (
                <Card title={t('fees.title')} headingLevel={2}>
                  {fees.isPending ? (
                    <div role="status" aria-live="polite">
                      <span className="cf-visually-hidden">{tc('common.loading')}</span>
                      <Skeleton lines={4} />
                    </div>
                  ) : fees.isError ? (
                    <LoadError error={fees.error} onRetry={() => void fees.refetch()} />
                  ) : fees.data ? (
                    <FeeBreakdown fees={fees.data} />
                  ) : null}
                </Card>
              ) : null}
              <div className="wallet-actions">
                <Link to="/settings/wallet" className={buttonClass('ghost')}>
                  {tc('common.cancel')}
                </Link>
                <Button type="submit" loading={busy} disabled={!method || !fees.data}>
                  {method === 'bank_transfer' ? t('topupPayment.continueBank') : t('topupPayment.pay')}
                </Button>
              </div>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </WalletPageFrame>
  );
}

/** Fees (A3.17: percentage, flat, service, platform, VAT), their total and what will be paid. */
export function FeeBreakdown({ fees }: { fees: TopupFees }) {
  const { t } = useTranslation('wallet');
  const rows: Array<[string, number]> = [
    ['fees.amount', fees.amount],
    ['fees.percentage', fees.fees.percentage],
    ['fees.flat', fees.fees.flat],
    ['fees.service', fees.fees.service],
    ['fees.platform', fees.fees.platform],
    ['fees.vat', fees.fees.vat],
    ['fees.totalFees', fees.totalFees],
  ];
  return (
    <table className="wallet-fees">
      <caption className="cf-visually-hidden">{t('fees.title')}</caption>
      <tbody>
        {rows.map(([key, value]) => (
          <tr key={key}>
            <th scope="row">{t(key)}</th>
            <td>
              <Money amount={value} />
            </td>
          </tr>
        ))}
        <tr className="wallet-fees__total">
          <th scope="row">{t('fees.total')}</th>
          <td>
            <Money amount={fees.total} />
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Bank transfer: where to send the money, then the slip (pdf/jpg/png, at most 5 MB); an administrator reviews it. */
function BankTransferStep({
  transaction,
  details,
  total,
}: {
  transaction: WalletTransaction;
  details: BankTransferDetails | null;
  total: number | null;
}) {
  const { t } = useTranslation('wallet');
  const refresh = useRefreshWallet();
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <Alert
        tone="success"
        title={t('bankTransfer.pendingTitle')}
        action={
          <Link to="/settings/wallet" className={buttonClass('outline', 'sm')}>
            {t('backToWallet')}
          </Link>
        }
      >
        <p>{t('bankTransfer.pending', { number: transaction.transactionNumber })}</p>
      </Alert>
    );
  }

  return (
    <Stack gap={4}>
      <Card title={t('bankTransfer.accountTitle')} headingLevel={2}>
        {details ? (
          <BankTransferAccountDetails account={details} reference={transaction.transactionNumber} amount={total ?? transaction.totalAmount ?? transaction.amount} />
        ) : (
          <Alert tone="warning">{t('bankTransfer.noDetails')}</Alert>
        )}
      </Card>
      <Card title={t('bankTransfer.slipTitle')} headingLevel={2}>
        <SlipUploadForm
          upload={async (file) => {
            await walletApi.uploadSlip(transaction._id, file);
            setSent(true);
            void refresh();
          }}
        />
      </Card>
    </Stack>
  );
}
