import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminInvestmentsExportEndpoint, type AdminInvestmentView } from '@cf/contracts/rest';
import { formatDateTime } from '@cf/i18n';
import { Badge, Button, EmptyState, Money, Select, Stack, TextField, useLanguage } from '@cf/ui';
import { investmentsAdminApi } from '../../../api/investments-admin-api';
import { useAdminList } from '../../../shared/admin-queries';
import { AdminListFooter, AdminTable } from '../../../shared/AdminTable';
import { ErrorPanel, ListSkeleton } from '../../../shared/feedback';
import { PeriodExport } from '../../../shared/PeriodExport';
import { ContractsQueue } from './ContractsQueue';
import { PayoutsQueue } from './PayoutsQueue';

const SEARCH_DELAY_MS = 350;
const STATUSES = ['all', '0', '1', '2', '3', '4'] as const;
const TONE = { 0: 'warning', 1: 'info', 2: 'success', 3: 'neutral', 4: 'danger' } as const;

/** C1.3 every investment (the investments service): search by campaign or reference, status filter, 10 more per load; C4.3 the payout queue. */
export default function InvestmentsSection() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('all');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const list = useAdminList<AdminInvestmentView>(['investments', search, status], (limit) => investmentsAdminApi.list(limit, { search, status }));
  const rows = list.docs;

  return (
    <Stack gap={4}>
      <header className="admin-section__header">
        <div>
          <h2 className="admin-section__title">{t('investments.title')}</h2>
          <p className="admin-muted">{t('investments.intro')}</p>
        </div>
      </header>
      <form
        role="search"
        className="admin-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(input.trim());
        }}
      >
        <TextField type="search" label={t('investments.search')} value={input} onChange={(e) => setInput(e.target.value)} maxLength={100} autoComplete="off" />
        <Select label={t('common.status')} value={status} onChange={(e) => setStatus(e.target.value as (typeof STATUSES)[number])} options={STATUSES.map((s) => ({ value: s, label: t(`investments.statuses.${s}`) }))} />
        <Button type="submit" variant="outline" loading={list.switching}>
          {t('investments.searchButton')}
        </Button>
      </form>
      {list.query.isPending ? <ListSkeleton /> : null}
      {list.query.isError && !list.query.data ? <ErrorPanel error={list.query.error} onRetry={() => void list.query.refetch()} /> : null}
      {list.query.isSuccess && rows.length === 0 ? <EmptyState title={search || status !== 'all' ? tc('common.noResults') : tc('common.noRecord')} /> : null}
      {rows.length > 0 ? (
        <>
          <AdminTable
            busy={list.switching}
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              {
                header: t('investments.reference'),
                rowHeader: true,
                cell: (row) => (
                  <bdi dir="ltr" className="admin-break">
                    {row.referenceId}
                  </bdi>
                ),
              },
              { header: t('investments.campaign'), cell: (row) => row.campaignName },
              { header: t('investments.amount'), cell: (row) => <Money amount={row.amount} /> },
              {
                header: t('common.status'),
                cell: (row) => (
                  <span className="admin-badges">
                    <Badge tone={TONE[row.status]}>{t(`investments.states.${row.state}`)}</Badge>
                    {!row.walletSettled ? <Badge tone="warning">{t('investments.walletPending')}</Badge> : null}
                  </span>
                ),
              },
              { header: t('investments.date'), className: 'admin-table__narrow', cell: (row) => formatDateTime(row.paidAt ?? row.createdAt, language) },
            ]}
          />
          <AdminListFooter list={list} shown={rows.length} />
        </>
      ) : null}
      <ContractsQueue />
      <PayoutsQueue />
      <PeriodExport title={t('investments.export.title')} intro={t('investments.export.intro')} path={adminInvestmentsExportEndpoint.path} filePrefix="investments" />
    </Stack>
  );
}
