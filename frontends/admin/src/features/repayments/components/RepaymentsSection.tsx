import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiLanguage } from '@cf/api-client';
import { adminRepaymentsExportEndpoint, REPAYMENT_LIMITS, type AdminScheduleRowView, type RepaymentStatisticsView } from '@cf/contracts/rest';
import { formatDate, formatInteger, formatPercent } from '@cf/i18n';
import { Badge, Button, Card, Grid, Modal, Money, Select, Skeleton, Stack, TextArea, useLanguage, useToast } from '@cf/ui';
import { repaymentsAdminApi, type RepaymentsFilter } from '../../../api/repayments-admin-api';
import { ADMIN_KEY, useAdminList, useRefresh } from '../../../shared/admin-queries';
import { AdminListFooter, AdminTable } from '../../../shared/AdminTable';
import { ErrorPanel, ListStates, useFailureText } from '../../../shared/feedback';
import { PeriodExport } from '../../../shared/PeriodExport';
import { OfflineQueue, RecordOfflineRepayment } from './OfflineRepayments';

const FILTERS: RepaymentsFilter[] = ['overdue', 'awaiting', 'written_off', 'all'];
const TONE = { upcoming_payment: 'neutral', awaiting_payment: 'info', fully_paid: 'success', partially_paid: 'warning', overdue: 'danger', written_off: 'danger' } as const;

/** Repayments across campaigns: the default and late-payment figures of the last 36 months, rows overdue or due soon, write-offs with a reason (C4.16). */
export default function RepaymentsSection() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<RepaymentsFilter>('overdue');
  const [writingOff, setWritingOff] = useState<AdminScheduleRowView | null>(null);
  const [recording, setRecording] = useState<AdminScheduleRowView | null>(null);
  const list = useAdminList<AdminScheduleRowView>(['repayments', filter], (limit) => repaymentsAdminApi.rows(limit, filter));
  const language = useLanguage();
  return (
    <Stack gap={4}>
      <header className="admin-section__header">
        <div>
          <h2 className="admin-section__title">{t('repayments.title')}</h2>
          <p className="admin-muted">{t('repayments.intro')}</p>
        </div>
      </header>
      <Statistics />
      <div className="admin-toolbar">
        <Select label={t('common.status')} value={filter} onChange={(e) => setFilter(e.target.value as RepaymentsFilter)} options={FILTERS.map((f) => ({ value: f, label: t(`repayments.filters.${f}`) }))} />
      </div>
      <ListStates list={list} emptyDescription={t('repayments.empty')} />
      {list.docs.length > 0 ? (
        <>
          <AdminTable
            busy={list.switching}
            caption={t('repayments.title')}
            rows={list.docs}
            rowKey={(row) => row.id}
            columns={[
              { header: t('repayments.campaign'), rowHeader: true, cell: (row) => `${row.campaignName} · ${formatInteger(row.repaymentNumber, language)}` },
              { header: t('repayments.dueDate'), cell: (row) => formatDate(row.expectedDate, language, { dateStyle: 'medium' }) },
              { header: t('repayments.total'), cell: (row) => <Money amount={row.totalRepayment} /> },
              { header: t('repayments.outstanding'), cell: (row) => <Money amount={row.outstandingAmount} /> },
              {
                header: t('common.status'),
                cell: (row) => (
                  <span className="admin-badges">
                    <Badge tone={TONE[row.repaymentStatus]}>{t(`repayments.statuses.${row.repaymentStatus}`)}</Badge>
                    {row.delayDays > 0 ? <Badge tone="neutral">{t('repayments.late', { days: formatInteger(row.delayDays, language) })}</Badge> : null}
                    {row.writtenOff ? <span className="admin-muted">{row.writtenOff.reason}</span> : null}
                  </span>
                ),
              },
            ]}
            actions={(row) =>
              row.writtenOff || row.outstandingAmount === 0 ? null : (
                <span className="admin-badges">
                  <Button size="sm" variant="outline" onClick={() => setRecording(row)}>
                    {t('repayments.offline.record')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setWritingOff(row)}>
                    {t('repayments.writeOff')}
                  </Button>
                </span>
              )
            }
          />
          <AdminListFooter list={list} shown={list.docs.length} />
        </>
      ) : null}
      {writingOff ? <WriteOff row={writingOff} onClose={() => setWritingOff(null)} /> : null}
      {recording ? <RecordOfflineRepayment row={recording} onClose={() => setRecording(null)} /> : null}
      <OfflineQueue />
      <PeriodExport title={t('repayments.export.title')} intro={t('repayments.export.intro')} path={adminRepaymentsExportEndpoint.path} filePrefix="repayments" />
    </Stack>
  );
}

function Statistics() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const lng = useApiLanguage();
  const figures = useQuery({ queryKey: [ADMIN_KEY, 'repayments', 'statistics', lng], queryFn: () => repaymentsAdminApi.statistics(), retry: false });
  if (figures.isPending) return <Skeleton height="6rem" />;
  if (figures.isError) return <ErrorPanel error={figures.error} onRetry={() => void figures.refetch()} />;
  const f: RepaymentStatisticsView = figures.data;
  return (
    <Card title={t('repayments.statistics.title', { since: formatDate(f.since, language, { dateStyle: 'medium' }) })} headingLevel={3}>
      <Grid min="11rem" gap={3}>
        <Figure label={t('repayments.statistics.expected')} value={<Money amount={f.expected} />} />
        <Figure label={t('repayments.statistics.paidOnTime')} value={<Money amount={f.paidOnTime} />} />
        <Figure label={t('repayments.statistics.paidLate')} value={<Money amount={f.paidLate} />} />
        <Figure label={t('repayments.statistics.defaulted')} value={<Money amount={f.defaulted} />} />
        <Figure label={t('repayments.statistics.defaultRate')} value={formatPercent(f.defaultRate, language)} />
        <Figure label={t('repayments.statistics.lateRate')} value={formatPercent(f.lateRate, language)} />
        <Figure label={t('repayments.statistics.averageDelay')} value={formatInteger(Math.trunc(f.averageDelayDays), language)} />
        <Figure label={t('repayments.statistics.rowsDue')} value={formatInteger(f.rowsDue, language)} />
      </Grid>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <p className="admin-muted">{label}</p>
      <p className="admin-figure">{value}</p>
    </div>
  );
}

/** C4.16 writing a row off needs a reason; it cannot be undone. */
function WriteOff({ row, onClose }: { row: AdminScheduleRowView; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const refresh = useRefresh();
  const failureText = useFailureText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (reason.trim().length < 3) return setError(t('repayments.reasonRequired'));
    setBusy(true);
    try {
      await repaymentsAdminApi.writeOff(row.id, reason.trim());
      toast.show({ tone: 'success', message: t('repayments.writtenOff') });
      await refresh([[ADMIN_KEY, 'repayments']]);
      onClose();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('repayments.writeOffTitle', { name: row.campaignName, number: formatInteger(row.repaymentNumber, language) })}
      closeLabel={tc('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {tc('common.cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void submit()}>
            {t('repayments.writeOff')}
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        <p>{t('repayments.writeOffBody')}</p>
        <TextArea label={t('repayments.reason')} required rows={3} maxLength={REPAYMENT_LIMITS.reasonMax} value={reason} onChange={(e) => setReason(e.target.value)} error={error} />
      </Stack>
    </Modal>
  );
}
