import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useApiLanguage } from '@cf/api-client';
import { distributionReportEndpoint, type DistributionCampaignView, type DistributionChartView } from '@cf/contracts/rest';
import { formatDate, formatInteger, formatOmr, formatPercent } from '@cf/i18n';
import { Badge, buttonClass, Card, Cluster, Container, EmptyState, Grid, LoadError, Money, PageHeader, Select, Skeleton, Stack, useLanguage, StackedTable } from '@cf/ui';
import { repaymentsApi } from '../../../api/repayments-api';
import '../../../campaign.css';
import { DownloadButton } from '../../invest/components/DownloadButton';
import '../../invest/components/invest.css';
import { STATUS_TONE } from '../repayment-status';
import './repayments.css';

/**
 * /distribution-schedule/:campaignId? (C2.25): what the investor received and will receive from the
 * campaigns they hold — per month in a chart, per repayment in a table — and the report as CSV or PDF.
 */
export default function DistributionSchedulePage() {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const { campaignId } = useParams();
  const navigate = useNavigate();
  const lng = useApiLanguage();
  const all = useQuery({ queryKey: ['repayments', 'distributions', 'all', lng], queryFn: () => repaymentsApi.distributions(), retry: false });
  const schedule = useQuery({ queryKey: ['repayments', 'distributions', campaignId ?? 'all', lng], queryFn: () => repaymentsApi.distributions(campaignId), retry: false });
  const chart = useQuery({ queryKey: ['repayments', 'distribution-chart', campaignId ?? 'all', lng], queryFn: () => repaymentsApi.distributionChart(campaignId), retry: false });
  const future = useQuery({ queryKey: ['repayments', 'future', campaignId ?? 'all', lng], queryFn: () => repaymentsApi.futureDistribution(campaignId), retry: false });
  const query = campaignId ? `?campaignId=${encodeURIComponent(campaignId)}&` : '?';
  return (
    <Container size="xl" className="campaign-page invest-page">
      <PageHeader
        title={t('distributions.title')}
        description={t('distributions.intro')}
        actions={
          <Cluster gap={2}>
            <DownloadButton path={`${distributionReportEndpoint.path}${query}format=csv`} fileName="distribution-schedule.csv" label={t('distributions.downloadCsv')} />
            <DownloadButton path={`${distributionReportEndpoint.path}${query}format=pdf`} fileName="distribution-schedule.pdf" label={t('distributions.downloadPdf')} />
          </Cluster>
        }
      />
      {schedule.isPending ? (
        <div role="status" aria-live="polite">
          <span className="cf-visually-hidden">{tc('common.loading')}</span>
          <Skeleton lines={8} />
        </div>
      ) : schedule.isError ? (
        <LoadError error={schedule.error} onRetry={() => void schedule.refetch()} />
      ) : (
        <Stack gap={4}>
          {all.data && all.data.campaigns.length > 1 ? (
            <Select
              label={t('distributions.campaign')}
              value={campaignId ?? ''}
              onChange={(e) => navigate(e.target.value ? `/distribution-schedule/${encodeURIComponent(e.target.value)}` : '/distribution-schedule')}
              options={[{ value: '', label: t('distributions.allCampaigns') }, ...all.data.campaigns.map((c) => ({ value: c.campaignId, label: c.campaignName }))]}
            />
          ) : null}
          <Grid min="12rem" gap={3}>
            <Card>
              <p className="campaign-muted">{t('distributions.received')}</p>
              <p className="campaign-stat__value campaign-amount">
                <Money amount={schedule.data.totals.received} />
              </p>
            </Card>
            <Card>
              <p className="campaign-muted">{t('distributions.future')}</p>
              <p className="campaign-stat__value campaign-amount">
                <Money amount={schedule.data.totals.future} />
              </p>
            </Card>
            <Card>
              <p className="campaign-muted">{t('distributions.next')}</p>
              <NextDistribution next={future.data?.next ?? null} loading={future.isPending} />
            </Card>
          </Grid>
          <Card title={t('distributions.chartTitle')} headingLevel={2}>
            {chart.isPending ? <Skeleton height="9rem" /> : chart.isError ? <LoadError error={chart.error} onRetry={() => void chart.refetch()} /> : <DistributionBars chart={chart.data} />}
          </Card>
          {schedule.data.campaigns.length === 0 ? (
            <EmptyState
              title={t('distributions.empty.title')}
              description={t('distributions.empty.body')}
              action={
                <Link to="/investments" className={buttonClass('primary')}>
                  {t('distributions.empty.action')}
                </Link>
              }
            />
          ) : (
            schedule.data.campaigns.map((c) => <CampaignDistributions key={c.campaignId} campaign={c} />)
          )}
        </Stack>
      )}
    </Container>
  );
}

function NextDistribution({ next, loading }: { next: { date: string; amount: number; campaignName: string } | null; loading: boolean }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  if (loading) return <Skeleton lines={1} />;
  if (!next) return <p className="campaign-stat__value">—</p>;
  return (
    <>
      <p className="campaign-stat__value campaign-amount">
        <Money amount={next.amount} />
      </p>
      <p className="campaign-muted">{t('distributions.nextOn', { date: formatDate(next.date, language, { dateStyle: 'medium' }), name: next.campaignName })}</p>
    </>
  );
}

/** Received (solid) and future (light) amounts per month, with the same figures in a table for screen readers. */
function DistributionBars({ chart }: { chart: DistributionChartView }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  const months = chart.months.slice(0, 24);
  const max = Math.max(...months.map((m) => Math.max(m.received, m.future)), 0);
  if (max === 0) return <p className="campaign-muted">{t('distributions.chartEmpty')}</p>;
  const height = (amount: number) => `${amount > 0 ? Math.max(2, Math.trunc((amount * 100) / max)) : 0}%`;
  return (
    <figure className="distribution-chart">
      <ol className="invest-bars distribution-bars" aria-hidden="true">
        {months.map((m) => (
          <li key={m.month} className="invest-bars__item">
            <span className="distribution-bars__pair">
              {m.received > 0 ? <span className="invest-bars__bar distribution-bars__received" style={{ blockSize: height(m.received) }} /> : null}
              {m.future > 0 ? <span className="invest-bars__bar distribution-bars__future" style={{ blockSize: height(m.future) }} /> : null}
            </span>
            <span className="invest-bars__label">{formatDate(`${m.month}-01`, language, { month: 'short', year: '2-digit' })}</span>
          </li>
        ))}
      </ol>
      <figcaption>
        <Cluster gap={3}>
          <span className="distribution-legend distribution-legend--received">{t('distributions.received')}</span>
          <span className="distribution-legend distribution-legend--future">{t('distributions.future')}</span>
        </Cluster>
      </figcaption>
      <table className="cf-visually-hidden">
        <caption>{t('distributions.chartTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('distributions.month')}</th>
            <th scope="col">{t('distributions.received')}</th>
            <th scope="col">{t('distributions.future')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{formatDate(`${m.month}-01`, language, { month: 'long', year: 'numeric' })}</th>
              <td>{formatOmr(m.received, language)}</td>
              <td>{formatOmr(m.future, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function CampaignDistributions({ campaign: c }: { campaign: DistributionCampaignView }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  return (
    <Card
      title={c.campaignName}
      headingLevel={2}
      actions={
        <Link to={`/campaign-detail-page/${encodeURIComponent(c.slug)}`} className={buttonClass('ghost')}>
          {t('distributions.viewCampaign')}
        </Link>
      }
    >
      <p className="campaign-muted">
        {t('distributions.holding', { amount: formatOmr(c.holding, language), percent: formatPercent(c.holdingPercent, language) })}
      </p>
      <StackedTable className="invest-table-wrap">
        <table className="invest-table">
          <caption className="cf-visually-hidden">{t('distributions.tableCaption', { name: c.campaignName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('repayments.columns.number')}</th>
              <th scope="col">{t('repayments.columns.expectedDate')}</th>
              <th scope="col">{t('distributions.expected')}</th>
              <th scope="col">{t('distributions.received')}</th>
              <th scope="col">{t('repayments.columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {c.rows.map((r) => (
              <tr key={r.rowId}>
                <td>
                  {t(`repayments.kinds.${r.kind}`)} {formatInteger(r.repaymentNumber, language)}
                </td>
                <td>{formatDate(r.expectedDate, language, { dateStyle: 'medium' })}</td>
                <td>
                  <Money amount={r.expected} />
                </td>
                <td>
                  <Money amount={r.received} />
                  {r.lastCreditedAt ? <span className="invest-table__note campaign-muted">{t('distributions.creditedOn', { date: formatDate(r.lastCreditedAt, language, { dateStyle: 'medium' }) })}</span> : null}
                </td>
                <td>
                  <Badge tone={STATUS_TONE[r.repaymentStatus]}>{t(`repayments.statuses.${r.repaymentStatus}`)}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </StackedTable>
    </Card>
  );
}
