import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError, useSession } from '@cf/api-client';
import { contractPdfEndpoint, isContractSigned, isProviderPaymentType, pathOf, type InvestmentPaymentType, type InvestmentView } from '@cf/contracts/rest';
import { formatDateTime, formatInteger, formatOmr } from '@cf/i18n';
import { Alert, Button, buttonClass, Card, ConfirmDialog, Container, LoadError, PageHeader, ServerError, Skeleton, useLanguage } from '@cf/ui';
import { campaignsApi } from '../../../api/campaigns-api';
import { investApi } from '../../../api/invest-api';
import '../../../campaign.css';
import { ContractActions } from './ContractSigning';
import { DownloadButton } from './DownloadButton';
import { InvestmentFacts } from './InvestmentFacts';
import { isPaymentChoice, PaymentMethodChoice, paypalOffered } from './PaymentMethodChoice';
import { ProviderPaymentCard } from './ProviderPaymentCard';
import './invest.css';

/**
 * `/payment/:id` (C2.18, C1.5): the reserved investment and how to pay it — from the wallet (a hold,
 * after a confirmation), by card (the provider's page) or by bank transfer (account, reference,
 * slip). Success goes to `/receipt/:id`, a refused payment to `/receipt-fail` with the message.
 */
export default function PaymentPage() {
  const { t } = useTranslation('campaign');
  const { id = '' } = useParams();
  const investment = useQuery({ queryKey: ['invest', 'investment', id], queryFn: () => investApi.one(id), retry: false });

  return (
    <Container size="md" className="campaign-page invest-page">
      <PageHeader title={t('payment.title')} description={t('payment.intro')} />
      {investment.isPending ? (
        <div role="status" aria-live="polite">
          <span className="cf-visually-hidden">{t('common.loading')}</span>
          <Skeleton lines={6} />
        </div>
      ) : investment.isError ? (
        <LoadError error={investment.error} onRetry={() => void investment.refetch()} />
      ) : investment.data.state === 'committed' || investment.data.state === 'confirmed' ? (
        <Navigate to={`/receipt/${encodeURIComponent(id)}`} replace />
      ) : investment.data.state === 'processing' && isProviderPaymentType(investment.data.paymentType) ? (
        <ProviderPaymentCard investment={investment.data} />
      ) : (
        <PayCard investment={investment.data} />
      )}
    </Container>
  );
}

function PayCard({ investment }: { investment: InvestmentView }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  // A2.12: an investment for a child is paid from the child's wallet only (ADR 0026).
  const forChild = session !== null && investment.investorId !== session.displayData.id;
  const wallet = useQuery({
    queryKey: ['invest', forChild ? `child-wallet-${investment.investorId}` : 'wallet'],
    queryFn: async () => (forChild ? investApi.childWallet(investment.investorId) : campaignsApi.walletDetail()),
    retry: false,
  });
  const childName = forChild && wallet.data && 'minor' in wallet.data ? (language === 'ar' ? `${wallet.data.minor.firstNameAr} ${wallet.data.minor.lastNameAr}` : `${wallet.data.minor.firstName} ${wallet.data.minor.lastName}`) : undefined;
  const [params] = useSearchParams();
  const asked = params.get('method');
  const [chosen, setMethod] = useState<InvestmentPaymentType>(isPaymentChoice(asked) ? asked : 'wallet');
  const method: InvestmentPaymentType = forChild ? 'wallet' : chosen;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  if (investment.state !== 'reserved' && investment.state !== 'processing') {
    return (
      <Alert tone="danger" title={t(`payment.closed.${investment.state}`, { defaultValue: t('payment.closed.other') })}>
        <Link to={`/campaign-detail-page/${encodeURIComponent(investment.campaignSlug)}`} className={buttonClass('outline')}>
          {t('invest.backToCampaign')}
        </Link>
      </Alert>
    );
  }

  const short = method === 'wallet' && wallet.data ? wallet.data.available < investment.amount : false;
  // The contract is signed and confirmed by its code before any money moves (the server refuses otherwise).
  const signed = isContractSigned(investment.contractStatus);
  const refused = (error: unknown) => {
    setConfirming(false);
    if (isApiError(error) && (error.status === 422 || error.status === 409)) {
      navigate('/receipt-fail', { state: { message: error.message, referenceId: investment.referenceId, campaignSlug: investment.campaignSlug, campaignId: investment.campaignId } });
    } else setFailure(error);
  };
  const pay = async () => {
    setBusy(true);
    setFailure(null);
    try {
      if (method === 'wallet') {
        await investApi.pay(investment.id);
        await client.invalidateQueries({ queryKey: ['invest'] });
        navigate(`/receipt/${encodeURIComponent(investment.id)}`);
        return;
      }
      await investApi.checkout(investment.id, method);
      // Card: the amount with the provider's fees first, then on to its page (which comes back here);
      // bank transfer: its instructions here.
      setConfirming(false);
      await client.invalidateQueries({ queryKey: ['invest', 'investment', investment.id] });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <ServerError error={failure} onClose={() => setFailure(null)} />
      <InvestmentFacts investment={investment} />
      <p className="campaign-muted">
        {t('payment.reservedUntil', { time: formatDateTime(investment.reservedUntil, language) })} <Countdown until={investment.reservedUntil} now={now} />
      </p>
      <div className="invest-contract">
        <p>
          {t('contract.beforePaying')}{' '}
          <DownloadButton variant="ghost" path={pathOf(contractPdfEndpoint, { investmentId: investment.id })} fileName={`contract-${investment.referenceId}.pdf`} label={t('contract.download')} />
        </p>
        <p>
          {t('contract.paymentStep')} <ContractActions investment={investment} />
        </p>
        {signed ? null : (
          <p id="pay-needs-signature" className="invest-contract__needed">
            {t('contract.signBeforePay')}
          </p>
        )}
      </div>
      <PaymentMethodChoice name="payment-method" value={method} onChange={setMethod} walletAvailable={wallet.data?.available ?? null} paypal={paypalOffered(wallet.data && 'paymentMethods' in wallet.data ? wallet.data : undefined)} childName={forChild ? (childName ?? '') : undefined} />
      {short ? (
        <Alert tone="warning" title={t('payment.short.title')}>
          <p>{t('payment.short.body', { amount: formatOmr(investment.amount - (wallet.data?.available ?? 0), language) })}</p>
          <Link to={forChild ? `/children-registration/${encodeURIComponent(investment.investorId)}` : '/settings/wallet?topup=1'} className={buttonClass('outline')}>
            {forChild ? t('invest.child.addMoney') : t('payment.short.topUp')}
          </Link>
        </Alert>
      ) : null}
      <Button onClick={() => setConfirming(true)} disabled={!signed || short || (method === 'wallet' && wallet.isPending)} aria-describedby={signed ? undefined : 'pay-needs-signature'} className="invest-pay">
        {t(`payment.payBy.${method}`, { amount: formatOmr(investment.amount, language) })}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('payment.confirmTitle')}
        message={t(`payment.confirmBodies.${method}`, { amount: formatOmr(investment.amount, language), name: investment.campaignName })}
        confirmLabel={t('payment.confirm')}
        cancelLabel={tc('common.cancel')}
        closeLabel={tc('common.close')}
        onConfirm={() => void pay()}
        busy={busy}
      />
    </Card>
  );
}

/** Minutes and seconds left of the reservation (its place in the campaign is given back after). */
function Countdown({ until, now }: { until: string; now: number }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  const left = Math.max(0, Date.parse(until) - now);
  const minutes = Math.floor(left / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  const clock = `${formatInteger(minutes, language)}:${seconds < 10 ? formatInteger(0, language) : ''}${formatInteger(seconds, language)}`;
  return (
    <span>
      ({t('payment.timeLeft')} <bdi dir="ltr">{clock}</bdi>)
    </span>
  );
}
