import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { contractPdfEndpoint, investmentReceiptPdfEndpoint, isProviderPaymentType, pathOf } from '@cf/contracts/rest';
import { formatDateTime, formatOmr } from '@cf/i18n';
import { Alert, Button, buttonClass, Card, Cluster, ConfirmDialog, Container, LoadError, PageHeader, ServerError, Skeleton, useLanguage } from '@cf/ui';
import { investApi } from '../../../api/invest-api';
import '../../../campaign.css';
import { ContractActions } from './ContractSigning';
import { DownloadButton } from './DownloadButton';
import { InvestmentFacts } from './InvestmentFacts';
import { PaymentCharges } from './ProviderPaymentCard';
import './invest.css';

/**
 * `/receipt/:id` and `/payment-receipt/:id` (C2.19): the investment as paid, printable, with the
 * cancellation window (the jurisdiction pack's) and the way to cancel while it lasts.
 */
export default function ReceiptPage() {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const { id = '' } = useParams();
  const client = useQueryClient();
  const receipt = useQuery({ queryKey: ['invest', 'receipt', id], queryFn: () => investApi.receipt(id), retry: false });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const data = receipt.data;

  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await investApi.cancel(id);
      await client.invalidateQueries({ queryKey: ['invest'] });
      setConfirming(false);
    } catch (error) {
      setConfirming(false);
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size="md" className="campaign-page invest-page">
      <PageHeader
        title={t('receipt.title')}
        description={t('receipt.intro')}
        actions={
          data ? (
            <Cluster gap={2} className="invest-no-print">
              <DownloadButton path={pathOf(investmentReceiptPdfEndpoint, { id })} fileName={`receipt-${data.referenceId}.pdf`} label={t('receipt.downloadPdf')} />
              <DownloadButton path={pathOf(contractPdfEndpoint, { investmentId: id })} fileName={`contract-${data.referenceId}.pdf`} label={t('contract.download')} />
              <Button variant="ghost" onClick={() => window.print()}>
                {t('receipt.print')}
              </Button>
            </Cluster>
          ) : undefined
        }
      />
      {receipt.isPending ? (
        <div role="status" aria-live="polite">
          <span className="cf-visually-hidden">{t('common.loading')}</span>
          <Skeleton lines={6} />
        </div>
      ) : receipt.isError ? (
        <LoadError error={receipt.error} onRetry={() => void receipt.refetch()} />
      ) : data ? (
        <Card className="invest-receipt">
          <ServerError error={failure} onClose={() => setFailure(null)} />
          {data.state === 'committed' || data.state === 'confirmed' ? (
            <Alert tone="success" title={t('receipt.thanks')}>
              <p>{t(data.state === 'confirmed' ? 'receipt.inEscrow' : 'receipt.held')}</p>
            </Alert>
          ) : null}
          {data.state === 'cancelled' ? <Alert tone="info" title={t('receipt.cancelled')} /> : null}
          <InvestmentFacts investment={data} />
          {isProviderPaymentType(data.paymentType) ? <ProviderCharges investmentId={data.id} /> : null}
          <p className="invest-contract invest-no-print">
            {t('contract.paymentStep')} <ContractActions investment={data} />
          </p>
          {data.cancellable && data.cancellableUntil ? (
            <section className="invest-cancel invest-no-print" aria-labelledby="invest-cancel-title">
              <h2 id="invest-cancel-title" className="invest-side__title">
                {t('receipt.cancelTitle')}
              </h2>
              <p>{t('receipt.cancelUntil', { date: formatDateTime(data.cancellableUntil, language) })}</p>
              <Button variant="outline" onClick={() => setConfirming(true)}>
                {t('receipt.cancel')}
              </Button>
            </section>
          ) : null}
          <Cluster gap={3} className="invest-no-print">
            <Link to="/investments" className={buttonClass('primary')}>
              {t('receipt.toPortfolio')}
            </Link>
            <Link to={`/campaign-detail-page/${encodeURIComponent(data.campaignSlug)}`} className={buttonClass('ghost')}>
              {t('invest.backToCampaign')}
            </Link>
          </Cluster>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('receipt.cancelConfirmTitle')}
            message={t('receipt.cancelConfirmBody', { amount: formatOmr(data.amount, language), name: data.campaignName })}
            confirmLabel={t('receipt.cancel')}
            cancelLabel={tc('common.back')}
            closeLabel={tc('common.close')}
            onConfirm={() => void cancel()}
            danger
            busy={busy}
          />
        </Card>
      ) : null}
    </Container>
  );
}

/** A card or bank-transfer payment's fees and what was charged in all, as the wallet kept them. */
function ProviderCharges({ investmentId }: { investmentId: string }) {
  const checked = useQuery({ queryKey: ['invest', 'payment', investmentId], queryFn: () => investApi.checkPayment(investmentId), retry: false });
  return checked.data?.payment ? <PaymentCharges payment={checked.data.payment} /> : null;
}
