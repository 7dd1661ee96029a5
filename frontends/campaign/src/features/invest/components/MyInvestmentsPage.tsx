import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiLanguage } from '@cf/api-client';
import type { CampaignUpdateView, GraphPoint, InvestmentView, ReSignContractView } from '@cf/contracts/rest';
import { formatDate, formatInteger, formatYear } from '@cf/i18n';
import { Card, EmptyState, LoadError, LoadMoreFooter, Money, PageHeader, Select, Skeleton, TextField, useGrowingList, useLanguage, buttonClass, StackedTable } from '@cf/ui';
import { investApi, MY_INVESTMENTS_PAGE } from '../../../api/invest-api';
import '../../../campaign.css';
import { ContractActions } from './ContractSigning';
import { InvestmentStatus } from './InvestmentFacts';
import './invest.css';

const STATUSES = ['all', '0', '1', '2', '3', '4'] as const;
const UPDATES_PAGE = 5;

/**
 * `/investments` (C2.24, C7.9, C9.1): the summary chart, the highlights (total invested, number,
 * distributions to come), and the table that grows by 3 then 10, with search, status and currency.
 */
export default function MyInvestmentsPage() {
  const { t } = useTranslation('campaign');
  const lng = useApiLanguage();
  const language = useLanguage();
  const currencies = useQuery({ queryKey: ['invest', 'currencies'], queryFn: () => investApi.currencies(), retry: false });
  const [currency, setCurrency] = useState('OMR');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('all');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 350);
    return () => clearTimeout(timer);
  }, [search]);
  const year = new Date().getFullYear();
  const amounts = useQuery({ queryKey: ['invest', 'amounts', currency, lng], queryFn: () => investApi.amounts(currency), retry: false });
  const graph = useQuery({ queryKey: ['invest', 'graph', currency, year], queryFn: () => investApi.graph(currency, year), retry: false });
  // Pages of 10 after a first page of 3: the n-th page asks for 3 + 10 × (n − 1) rows.
  const list = useGrowingList<InvestmentView>(
    ['invest', 'mine', query, status, currency, lng],
    (limit) => investApi.mine(limit - (MY_INVESTMENTS_PAGE.next - MY_INVESTMENTS_PAGE.first), { search: query, status, currencyId: currency }),
    MY_INVESTMENTS_PAGE.next,
  );

  return (
    <div className="campaign-page invest-page invest-portfolio">
      <PageHeader
        title={t('portfolio.title')}
        description={t('portfolio.intro')}
        actions={
          (currencies.data?.length ?? 0) > 1 ? (
            <Select label={t('portfolio.currency')} value={currency} onChange={(e) => setCurrency(e.target.value)} options={(currencies.data ?? []).map((c) => ({ value: c, label: c }))} />
          ) : undefined
        }
      />
      <ReSignContracts />
      <Highlights amounts={amounts} />
      <Card title={t('portfolio.chartTitle', { year: formatYear(year, language) })}>
        {graph.isPending ? <Skeleton height="8rem" /> : graph.isError ? <LoadError error={graph.error} onRetry={() => void graph.refetch()} /> : <MonthlyBars points={graph.data} />}
      </Card>
      <Card title={t('portfolio.tableTitle')}>
        <div className="invest-filters">
          <TextField label={t('portfolio.search')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
          <Select label={t('portfolio.status')} value={status} onChange={(e) => setStatus(e.target.value as (typeof STATUSES)[number])} options={STATUSES.map((s) => ({ value: s, label: t(`portfolio.statuses.${s}`) }))} />
        </div>
        <InvestmentsTable list={list} filtered={query !== '' || status !== 'all'} />
      </Card>
      <CampaignUpdates />
    </div>
  );
}

/** C7.9 get-re-sign-contract-list, A4.11: contracts an administrator sent back, with the reason; shown only when there are some. */
function ReSignContracts() {
  const { t } = useTranslation('campaign');
  const list = useQuery({ queryKey: ['invest', 're-sign'], queryFn: () => investApi.reSignList(20), retry: false });
  // A contract signed again leaves the server's list at once; it stays here (with its new badge) until
  // the page is left, so the open signing dialog is not unmounted before it says "Signed, under review".
  const [shown, setShown] = useState<ReSignContractView[]>([]);
  useEffect(() => {
    if (!list.data) return;
    const current = list.data.docs;
    setShown((before) => [...current, ...before.filter((item) => !current.some((next) => next.investmentId === item.investmentId))]);
  }, [list.data]);
  if (shown.length === 0) return null;
  return (
    <Card title={t('contract.reSignTitle')} className="invest-resign">
      <p className="campaign-muted">{t('contract.reSignIntro')}</p>
      <ul className="invest-resign__list">
        {shown.map((item) => (
          <li key={item.investmentId} className="invest-resign__item">
            <div>
              <strong>{item.campaignName}</strong> · <Money amount={item.amount} /> · <bdi dir="ltr" className="invest-code">{item.referenceId}</bdi>
              {item.rejectReason ? (
                <p className="invest-resign__reason" dir="auto">
                  {item.rejectReason}
                </p>
              ) : null}
            </div>
            <ReSignButton investmentId={item.investmentId} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Opens the contract modal of one investment (its view is read first: the modal needs it). */
function ReSignButton({ investmentId }: { investmentId: string }) {
  const investment = useQuery({ queryKey: ['invest', 'investment', investmentId], queryFn: () => investApi.one(investmentId), retry: false });
  return investment.data ? <ContractActions investment={investment.data} /> : null;
}

/** C7.9 get-campaign-updates, C1.2: the owners' updates of the campaigns held, newest first, 5 more per load. */
function CampaignUpdates() {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  const lng = useApiLanguage();
  const updates = useGrowingList<CampaignUpdateView>(['invest', 'updates', lng], (limit) => investApi.campaignUpdates(limit), UPDATES_PAGE);
  return (
    <Card title={t('portfolio.updatesTitle')}>
      {updates.query.isPending ? (
        <Skeleton lines={3} />
      ) : updates.query.isError ? (
        <LoadError error={updates.query.error} onRetry={() => void updates.query.refetch()} />
      ) : updates.docs.length === 0 ? (
        <EmptyState title={t('portfolio.noUpdates')} />
      ) : (
        <>
          <ol className="invest-updates">
            {updates.docs.map((update) => (
              <li key={update.id} className="invest-updates__item">
                <p className="campaign-muted invest-updates__meta">
                  <Link to={`/campaign-detail-page/${encodeURIComponent(update.campaignSlug)}`}>{update.campaignName}</Link> · <time dateTime={update.postedAt}>{formatDate(update.postedAt, language)}</time>
                </p>
                {update.title ? <h3 className="invest-updates__title">{update.title}</h3> : null}
                <p className="invest-updates__text">{update.description}</p>
              </li>
            ))}
          </ol>
          <LoadMoreFooter shown={updates.docs.length} total={updates.total} hasMore={updates.hasMore} loading={updates.loadingMore} onLoadMore={updates.loadMore} />
        </>
      )}
    </Card>
  );
}

function Highlights({ amounts }: { amounts: ReturnType<typeof useQuery<Awaited<ReturnType<typeof investApi.amounts>>>> }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  if (amounts.isPending) return <Skeleton lines={2} />;
  if (amounts.isError && amounts.data === undefined) return <LoadError error={amounts.error} onRetry={() => void amounts.refetch()} />;
  const a = amounts.data;
  return (
    <dl className="invest-highlights">
      <div>
        <dt>{t('portfolio.totalInvested')}</dt>
        <dd>
          <Money amount={a.totalInvested} />
        </dd>
      </div>
      <div>
        <dt>{t('portfolio.investmentsCount')}</dt>
        <dd>{formatInteger(a.investmentsCount, language)}</dd>
      </div>
      <div>
        <dt>{t('portfolio.campaignsCount')}</dt>
        <dd>{formatInteger(a.campaignsCount, language)}</dd>
      </div>
      <div>
        <dt>{t('portfolio.distributionsToCome')}</dt>
        <dd>
          <Money amount={a.distributionsToCome} />
        </dd>
      </div>
    </dl>
  );
}

/** Twelve bars in reading order (the flex row follows the page's direction); each bar names its month and amount. */
function MonthlyBars({ points }: { points: GraphPoint[] }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  const max = Math.max(...points.map((p) => p.amount), 0);
  if (max === 0) return <p className="campaign-muted">{t('portfolio.chartEmpty')}</p>;
  return (
    <ol className="invest-bars" aria-label={t('portfolio.chartLabel')}>
      {points.map((p) => {
        const month = formatDate(`${p.month}-01`, language, { month: 'short' });
        return (
          <li key={p.month} className="invest-bars__item">
            <span className="invest-bars__bar" style={{ blockSize: `${Math.max(2, Math.trunc((p.amount * 100) / max))}%` }} aria-hidden="true" />
            <span className="invest-bars__label">{month}</span>
            <span className="cf-visually-hidden">
              <Money amount={p.amount} />
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function InvestmentsTable({ list, filtered }: { list: ReturnType<typeof useGrowingList<InvestmentView>>; filtered: boolean }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  if (list.query.isPending) return <Skeleton lines={3} />;
  if (list.query.isError && list.query.data === undefined) return <LoadError error={list.query.error} onRetry={() => void list.query.refetch()} />;
  if (list.docs.length === 0)
    return (
      <EmptyState
        title={filtered ? t('portfolio.noMatch') : t('portfolio.empty')}
        action={
          filtered ? undefined : (
            <Link to="/browse-companies" className={buttonClass('primary')}>
              {t('portfolio.browse')}
            </Link>
          )
        }
      />
    );
  return (
    <>
      <StackedTable className="invest-table-wrap">
        <table className="invest-table">
          <thead>
            <tr>
              <th scope="col">{t('receipt.campaign')}</th>
              <th scope="col">{t('receipt.amount')}</th>
              <th scope="col">{t('receipt.date')}</th>
              <th scope="col">{t('receipt.status')}</th>
              <th scope="col">{t('receipt.reference')}</th>
              <th scope="col">{t('contract.column')}</th>
            </tr>
          </thead>
          <tbody>
            {list.docs.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={`/campaign-detail-page/${encodeURIComponent(row.campaignSlug)}`}>{row.campaignName}</Link>
                </th>
                <td>
                  <Money amount={row.amount} />
                </td>
                <td>{formatDate(row.paidAt ?? row.createdAt, language)}</td>
                <td>
                  <InvestmentStatus investment={row} />
                  {row.cancellable && row.cancellableUntil ? <span className="campaign-muted invest-table__note">{t('portfolio.cancellableUntil', { date: formatDate(row.cancellableUntil, language, { dateStyle: 'medium', timeStyle: 'short' }) })}</span> : null}
                </td>
                <td>
                  <Link to={row.state === 'reserved' ? `/payment/${encodeURIComponent(row.id)}` : `/receipt/${encodeURIComponent(row.id)}`}>
                    <bdi dir="ltr" className="invest-code">
                      {row.referenceId}
                    </bdi>
                  </Link>
                </td>
                <td>
                  <ContractActions investment={row} compact />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </StackedTable>
      <LoadMoreFooter shown={list.docs.length} total={list.total} hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
    </>
  );
}
