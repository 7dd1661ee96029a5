import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '@cf/api-client';
import type { RepaymentPaymentView } from '@cf/contracts/rest';
import { formatDateTime, formatInteger } from '@cf/i18n';
import { Alert, Badge, Button, buttonClass, Card, Cluster, Container, LoadError, Money, PageHeader, ServerError, Skeleton, Stack, useLanguage } from '@cf/ui';
import { REPAYMENT_DATA_STALE_MS, repaymentsApi } from '../../../api/repayments-api';
import '../../../campaign.css';
import '../../invest/components/invest.css';

/**
 * A receipt as it stands. A card payment still pending is asked about (process-repayment asks the
 * card provider and finishes what was paid); one the provider refused answers 422: read it again.
 */
async function receiptNow(id: string): Promise<RepaymentPaymentView> {
  const receipt = await repaymentsApi.receipt(id);
  if (receipt.state !== 'pending' || receipt.method !== 'card') return receipt;
  try {
    return await repaymentsApi.process(id);
  } catch (error) {
    if (isApiError(error) && error.status === 422) return repaymentsApi.receipt(id);
    throw error;
  }
}

/** /campaign-dashboard/receipt/:id (C2.16): a repayment's receipt — what was paid, and its distribution to the investors. */
export default function RepaymentReceiptPage() {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const { id = '' } = useParams();
  // A distribution still being credited is looked at again until it is.
  const receipt = useQuery({
    queryKey: ['repayments', 'receipt', id],
    queryFn: () => receiptNow(id),
    retry: false,
    staleTime: REPAYMENT_DATA_STALE_MS,
    refetchInterval: (query) => (query.state.data?.distribution?.state === 'pending' || query.state.data?.state === 'pending' ? 3000 : false),
  });
  if (receipt.isPending)
    return (
      <Container size="md" className="campaign-page invest-page">
        <div role="status" aria-live="polite">
          <span className="cf-visually-hidden">{tc('common.loading')}</span>
          <Skeleton lines={6} />
        </div>
      </Container>
    );
  if (receipt.isError)
    return (
      <Container size="md" className="campaign-page invest-page">
        <LoadError error={receipt.error} onRetry={() => void receipt.refetch()} />
      </Container>
    );
  const r = receipt.data;
  const d = r.distribution;
  return (
    <Container size="md" className="campaign-page invest-page">
      <PageHeader title={t('repayments.receipt.title')} description={r.campaignName} />
      <Stack gap={4}>
        {r.state === 'paid' ? (
          <Alert tone="success" title={t('repayments.receipt.paid')}>
            {d?.state === 'credited' ? t('repayments.receipt.distributed', { investors: formatInteger(d.investorsCount, language) }) : t('repayments.receipt.distributing')}
          </Alert>
        ) : r.state === 'failed' ? (
          <Alert tone="danger" title={t('repayments.receipt.failed')}>
            {r.failureReason}
          </Alert>
        ) : r.method === 'card' ? (
          <CardPending receipt={r} />
        ) : (
          <Alert tone="info" title={t('repayments.receipt.pending')} />
        )}
        <Card>
          <dl className="invest-facts">
            <div>
              <dt>{t('repayments.receipt.reference')}</dt>
              <dd>
                <bdi dir="ltr">{r.transferId}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('repayments.columns.number')}</dt>
              <dd>{formatInteger(r.repaymentNumber, language)}</dd>
            </div>
            <div>
              <dt>{t('repayments.receipt.amount')}</dt>
              <dd>
                <Money amount={r.amount} exact />
              </dd>
            </div>
            <div>
              <dt>{t('repayments.receipt.method')}</dt>
              <dd>
                <Badge>{t(`repayments.methods.${r.method}`)}</Badge>
              </dd>
            </div>
            <div>
              <dt>{t('repayments.receipt.date')}</dt>
              <dd>{formatDateTime(r.paidAt ?? r.createdAt, language)}</dd>
            </div>
            {d ? (
              <>
                <div>
                  <dt>{t('repayments.receipt.fee')}</dt>
                  <dd>
                    <Money amount={d.fee} exact />
                  </dd>
                </div>
                <div>
                  <dt>{t('repayments.receipt.toInvestors')}</dt>
                  <dd>
                    <Money amount={d.distributed} exact />
                  </dd>
                </div>
              </>
            ) : null}
            <div>
              <dt>{t('repayments.columns.outstanding')}</dt>
              <dd>
                <Money amount={r.row.outstandingAmount} exact />
              </dd>
            </div>
          </dl>
        </Card>
        <Cluster gap={2}>
          <Link to={`/campaign-dashboard/repayment/${encodeURIComponent(r.campaignId)}`} className={buttonClass('primary')}>
            {t('repayments.backToSchedule')}
          </Link>
          <button type="button" className={buttonClass('outline')} onClick={() => window.print()}>
            {t('repayments.receipt.print')}
          </button>
        </Cluster>
      </Stack>
    </Container>
  );
}

/** A card payment not paid yet: the owner may go back to the card page (the same payment, the same page). */
function CardPending({ receipt }: { receipt: RepaymentPaymentView }) {
  const { t } = useTranslation('campaign');
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const again = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const started = await repaymentsApi.payByCard({ paymentId: receipt.id, rowId: receipt.rowId, amount: receipt.amount, paymentType: 'card' });
      if (started.checkout?.redirectUrl) window.location.assign(started.checkout.redirectUrl);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert tone={params.get('result') === 'cancel' ? 'warning' : 'info'} title={t('repayments.receipt.pending')}>
      <Stack gap={2}>
        {params.get('result') === 'cancel' ? <p>{t('repayments.receipt.cardLeft')}</p> : null}
        <ServerError error={failure} onClose={() => setFailure(null)} />
        <div>
          <Button variant="outline" loading={busy} onClick={() => void again()}>
            {t('repayments.receipt.continueCard')}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
