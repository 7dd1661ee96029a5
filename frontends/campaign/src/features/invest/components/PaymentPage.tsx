import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { isApiError } from '@cf/api-client';
import type { InvestmentView } from '@cf/contracts/rest';
import { formatDateTime, formatInteger, formatOmr } from '@cf/i18n';
import { Alert, Button, buttonClass, Card, ConfirmDialog, Container, LoadError, Money, PageHeader, ServerError, Skeleton, useLanguage } from '@cf/ui';
import { campaignsApi } from '../../../api/campaigns-api';
import { investApi } from '../../../api/invest-api';
import '../../../campaign.css';
import { InvestmentFacts } from './InvestmentFacts';
import './invest.css';

/**
 * `/payment/:id` (C2.18): the reserved investment, the wallet's available balance, and the payment
 * after a confirmation (the hold cannot be taken back except by cancelling within the window).
 * Success goes to `/receipt/:id`, a refused payment to `/receipt-fail` with the server's message.
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
  const wallet = useQuery({ queryKey: ['invest', 'wallet'], queryFn: () => campaignsApi.walletDetail(), retry: false });
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

  const short = wallet.data ? wallet.data.available < investment.amount : false;
  const pay = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await investApi.pay(investment.id);
      await client.invalidateQueries({ queryKey: ['invest'] });
      navigate(`/receipt/${encodeURIComponent(investment.id)}`);
    } catch (error) {
      setConfirming(false);
      if (isApiError(error) && (error.status === 422 || error.status === 409)) {
        navigate('/receipt-fail', { state: { message: error.message, referenceId: investment.referenceId, campaignSlug: investment.campaignSlug, campaignId: investment.campaignId } });
      } else setFailure(error);
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
      <h2 className="invest-side__title">{t('payment.method')}</h2>
      <p>
        {t('invest.payByWallet')} · {t('invest.walletAvailable')} {wallet.isPending ? <Skeleton width="6rem" /> : <Money amount={wallet.data?.available ?? 0} />}
      </p>
      {short ? (
        <Alert tone="warning" title={t('payment.short.title')}>
          <p>{t('payment.short.body', { amount: formatOmr(investment.amount - (wallet.data?.available ?? 0), language) })}</p>
          <Link to="/settings/wallet?topup=1" className={buttonClass('outline')}>
            {t('payment.short.topUp')}
          </Link>
        </Alert>
      ) : null}
      <Button onClick={() => setConfirming(true)} disabled={short || wallet.isPending} className="invest-pay">
        {t('payment.pay', { amount: formatOmr(investment.amount, language) })}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('payment.confirmTitle')}
        message={t('payment.confirmBody', { amount: formatOmr(investment.amount, language), name: investment.campaignName })}
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
