import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError, useApiLanguage } from '@cf/api-client';
import type { RepaymentScheduleView } from '@cf/contracts/rest';
import { formatDate, formatInteger, formatOmr, formatPercent, parseOmrInput } from '@cf/i18n';
import { Alert, Badge, Button, buttonClass, Card, EmptyState, Grid, LoadError, Money, Skeleton, Stack, Switch, TextArea, TextField, useLanguage, useToast, StackedTable } from '@cf/ui';
import { REPAYMENT_DATA_STALE_MS, repaymentsApi } from '../../../api/repayments-api';
import '../../invest/components/invest.css';
import { STATUS_TONE, TIMING_TONE } from '../repayment-status';

/** C2.14 the owner's repayment tab: terms, totals, every row of the schedule (C3.11) with its status, and what the owner can do. */
export function RepaymentSchedule({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const lng = useApiLanguage();
  const schedule = useQuery({ queryKey: ['repayments', 'schedule', campaignId, lng], queryFn: () => repaymentsApi.schedule(campaignId), retry: false, staleTime: REPAYMENT_DATA_STALE_MS });
  if (schedule.isPending)
    return (
      <div role="status" aria-live="polite">
        <span className="cf-visually-hidden">{tc('common.loading')}</span>
        <Skeleton lines={6} />
      </div>
    );
  if (schedule.isError && schedule.data === undefined) {
    if (isApiError(schedule.error) && schedule.error.status === 404) return <EmptyState title={t('repayments.none.title')} description={t('repayments.none.body')} />;
    return <LoadError error={schedule.error} onRetry={() => void schedule.refetch()} />;
  }
  const s = schedule.data;
  return (
    <Stack gap={4}>
      <Totals schedule={s} />
      {s.canPay ? <AutoRepayment schedule={s} /> : null}
      {s.rows.length === 0 ? <EmptyState title={t('repayments.noRows')} /> : <ScheduleTable schedule={s} />}
      {s.canDeclareDividend ? <DeclareDividend campaignId={s.campaignId} /> : null}
    </Stack>
  );
}

function Totals({ schedule: s }: { schedule: RepaymentScheduleView }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  const terms = s.terms;
  return (
    <Card title={t('repayments.summary')} headingLevel={3}>
      {s.termsSlug === 'debt' && terms.interestRate !== null ? (
        <p className="campaign-muted">
          {t(terms.gracePeriodMonths > 0 ? 'repayments.terms' : 'repayments.termsNoGrace', {
            rate: formatPercent(terms.interestRate, language),
            months: formatInteger(terms.termMonths ?? 0, language),
            grace: formatInteger(terms.gracePeriodMonths, language),
            frequency: t(`repayments.frequencies.${terms.paymentFrequency ?? 'quarterly'}`),
          })}
        </p>
      ) : null}
      <Grid min="13rem" gap={3}>
        <Figure label={t('repayments.totals.principal')} amount={s.totals.principal} />
        <Figure label={t('repayments.totals.profit')} amount={s.totals.profit} />
        <Figure label={t('repayments.totals.total')} amount={s.totals.totalRepayment} />
        <Figure label={t('repayments.totals.paid')} amount={s.totals.paid} />
        <Figure label={t('repayments.totals.outstanding')} amount={s.totals.outstanding} />
        <Figure label={t('repayments.totals.overdue')} amount={s.totals.overdue} />
      </Grid>
      <p className="campaign-muted">{t('repayments.islamicNote')}</p>
    </Card>
  );
}

function Figure({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="campaign-stat">
      <p className="campaign-muted">{label}</p>
      <p className="campaign-stat__value campaign-amount">
        <Money amount={amount} />
      </p>
    </div>
  );
}

function ScheduleTable({ schedule: s }: { schedule: RepaymentScheduleView }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  return (
    <Card title={t('repayments.scheduleTitle')} headingLevel={3}>
      <StackedTable className="invest-table-wrap">
        <table className="invest-table">
          <caption className="cf-visually-hidden">{t('repayments.scheduleTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('repayments.columns.number')}</th>
              <th scope="col">{t('repayments.columns.expectedDate')}</th>
              <th scope="col">{t('repayments.columns.principal')}</th>
              <th scope="col">{t('repayments.columns.profit')}</th>
              <th scope="col">{t('repayments.columns.fees')}</th>
              <th scope="col">{t('repayments.columns.total')}</th>
              <th scope="col">{t('repayments.columns.paid')}</th>
              <th scope="col">{t('repayments.columns.outstanding')}</th>
              <th scope="col">{t('repayments.columns.status')}</th>
              {s.canPay ? <th scope="col">{t('repayments.columns.action')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {s.rows.map((r) => (
              <tr key={r.id} data-row={r.repaymentNumber}>
                <td>
                  {t(`repayments.kinds.${r.kind}`)} {formatInteger(r.repaymentNumber, language)}
                </td>
                <td>
                  {formatDate(r.expectedDate, language, { dateStyle: 'medium' })}
                  {r.paidDate ? <span className="invest-table__note campaign-muted">{t('repayments.paidOn', { date: formatDate(r.paidDate, language, { dateStyle: 'medium' }) })}</span> : null}
                </td>
                <td>
                  <Money amount={r.principal} />
                </td>
                <td>
                  <Money amount={r.profit} />
                </td>
                <td>
                  <Money amount={r.platformFees} />
                </td>
                <td>
                  <Money amount={r.totalRepayment} />
                </td>
                <td>
                  <Money amount={r.paid} />
                </td>
                <td>
                  <Money amount={r.outstandingAmount} />
                </td>
                <td>
                  <Stack gap={1}>
                    <Badge tone={STATUS_TONE[r.repaymentStatus]}>{t(`repayments.statuses.${r.repaymentStatus}`)}</Badge>
                    <Badge tone={TIMING_TONE[r.paymentStatus]}>{t(`repayments.timings.${r.paymentStatus}`)}</Badge>
                    {r.delayDays > 0 ? <span className="invest-table__note">{t('repayments.delayDays', { days: formatInteger(r.delayDays, language) })}</span> : null}
                    {r.writtenOff ? <span className="invest-table__note">{t('repayments.writtenOffBecause', { reason: r.writtenOff.reason })}</span> : null}
                  </Stack>
                </td>
                {s.canPay ? (
                  <td>
                    {r.outstandingAmount > 0 && !r.writtenOff ? (
                      <Link to={`/campaign-dashboard/payment/${encodeURIComponent(r.id)}`} className={buttonClass('primary')} aria-label={t('repayments.payRow', { number: r.repaymentNumber })}>
                        {t('repayments.pay')}
                      </Link>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </StackedTable>
    </Card>
  );
}

function AutoRepayment({ schedule: s }: { schedule: RepaymentScheduleView }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const toggle = async (enabled: boolean) => {
    setBusy(true);
    try {
      await repaymentsApi.setAutoRepayment(s.campaignId, enabled);
      await client.invalidateQueries({ queryKey: ['repayments'] });
      toast.show({ tone: 'success', message: enabled ? t('repayments.auto.on') : t('repayments.auto.off') });
    } catch (error) {
      toast.show({ tone: 'danger', message: isApiError(error) && error.message ? error.message : tc('common.error') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <Switch label={t('repayments.auto.label')} description={t('repayments.auto.description')} checked={s.autoRepayment} disabled={busy} onChange={(e) => void toggle(e.target.checked)} />
    </Card>
  );
}

/** C3.10 a dividend declared by the owner of an equity-with-dividends campaign. */
function DeclareDividend({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const client = useQueryClient();
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const baisa = parseOmrInput(amount);
    const found: Record<string, string> = {};
    if (baisa === null || baisa <= 0n) found.amount = t('repayments.amountInvalid');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) found.expectedDate = t('repayments.dateInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await repaymentsApi.declareDividend({ campaignId, amount: Number(baisa), expectedDate: date, ...(description.trim() ? { description: description.trim() } : {}) });
      await client.invalidateQueries({ queryKey: ['repayments'] });
      toast.show({ tone: 'success', message: t('repayments.dividend.declared', { amount: formatOmr(Number(baisa), language) }) });
      setAmount('');
      setDate('');
      setDescription('');
    } catch (error) {
      if (isApiError(error) && error.errors?.length) setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.msg])));
      else setErrors({ form: isApiError(error) && error.message ? error.message : tc('common.error') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Card title={t('repayments.dividend.title')} headingLevel={3}>
        <Stack gap={3}>
          {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
          <TextField label={t('repayments.dividend.amount')} inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} error={errors.amount} />
          <TextField label={t('repayments.dividend.date')} type="date" required value={date} onChange={(e) => setDate(e.target.value)} error={errors.expectedDate} />
          <TextArea label={t('repayments.dividend.description')} rows={2} maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} error={errors.description} />
          <div>
            <Button type="submit" loading={busy}>
              {t('repayments.dividend.submit')}
            </Button>
          </div>
        </Stack>
      </Card>
    </form>
  );
}

