import { useQueries } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiLanguage } from '@cf/api-client';
import { EVENT_CONSUMING_SERVICES, type EventConsumingService, type ParkedEventView } from '@cf/contracts/rest';
import { formatDate, formatInteger } from '@cf/i18n';
import { Alert, Badge, Button, EmptyState, Modal, Stack, useLanguage, useToast } from '@cf/ui';
import { eventsAdminApi } from '../../../api/events-admin-api';
import { ADMIN_KEY, useRefresh } from '../../../shared/admin-queries';
import { AdminTable } from '../../../shared/AdminTable';
import { ListSkeleton, useFailureText } from '../../../shared/feedback';

type Row = ParkedEventView & { service: EventConsumingService };

const REASON_TONE = { contract: 'danger', unprocessable: 'warning', retries: 'info' } as const;

/**
 * Events a service's handler could not process (docs/adr/0024): parked so the others go on, listed
 * here from every service, oldest first, and replayed one at a time after the cause is fixed.
 */
export default function EventsSection() {
  const { t } = useTranslation('admin');
  const lng = useApiLanguage();
  const language = useLanguage();
  const [replaying, setReplaying] = useState<Row | null>(null);
  const queries = useQueries({
    queries: EVENT_CONSUMING_SERVICES.map((service) => ({
      queryKey: [ADMIN_KEY, 'events', service, lng],
      queryFn: () => eventsAdminApi.parked(service),
      retry: false,
    })),
  });
  const failed = EVENT_CONSUMING_SERVICES.filter((_, i) => queries[i].isError);
  const rows: Row[] = EVENT_CONSUMING_SERVICES.flatMap((service, i) =>
    (queries[i].data?.parked ?? []).map((row) => ({ ...row, service })),
  ).sort((a, b) => a.parkedAt.localeCompare(b.parkedAt));
  const pending = queries.some((q) => q.isPending);
  return (
    <Stack gap={4}>
      <header className="admin-section__header">
        <div>
          <h2 className="admin-section__title">{t('events.title')}</h2>
          <p className="admin-muted">{t('events.intro')}</p>
        </div>
      </header>
      {failed.length > 0 ? (
        <Alert tone="warning" title={t('events.unreachableTitle')}>
          <p>{t('events.unreachable', { services: failed.map((service) => t(`events.services.${service}`)).join('، ') })}</p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => failed.forEach((service) => void queries[EVENT_CONSUMING_SERVICES.indexOf(service)].refetch())}
          >
            {t('events.retry')}
          </Button>
        </Alert>
      ) : null}
      {pending ? (
        <div role="status" aria-live="polite">
          <span className="cf-visually-hidden">{t('common.loading')}</span>
          <ListSkeleton rows={3} />
        </div>
      ) : rows.length === 0 ? (
        failed.length === EVENT_CONSUMING_SERVICES.length ? null : (
          <EmptyState title={t('events.emptyTitle')} description={t('events.empty')} />
        )
      ) : (
        <AdminTable
          caption={t('events.title')}
          rows={rows}
          rowKey={(row) => `${row.service}:${row.id}`}
          columns={[
            {
              header: t('events.event'),
              rowHeader: true,
              cell: (row) => (
                <span className="admin-event-name">
                  <CodeName value={row.eventType} />
                  <span className="admin-muted">
                    <CodeName value={row.consumer.split('.').slice(1).join('.')} />
                  </span>
                </span>
              ),
            },
            { header: t('events.service'), cell: (row) => t(`events.services.${row.service}`) },
            {
              header: t('events.reason'),
              cell: (row) => <Badge tone={REASON_TONE[row.reason]}>{t(`events.reasons.${row.reason}`)}</Badge>,
            },
            {
              header: t('events.error'),
              cell: (row) => (
                <span dir="ltr" className="admin-error-text">
                  {row.error}
                </span>
              ),
            },
            { header: t('events.attempts'), cell: (row) => formatInteger(row.attempts, language) },
            {
              header: t('events.parkedAt'),
              cell: (row) => formatDate(row.parkedAt, language, { dateStyle: 'medium', timeStyle: 'short' }),
            },
          ]}
          actions={(row) => (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setReplaying(row)}
              aria-label={t('events.replayNamed', { type: row.eventType })}
            >
              {t('events.replay')}
            </Button>
          )}
        />
      )}
      {replaying ? <Replay row={replaying} onClose={() => setReplaying(null)} /> : null}
    </Stack>
  );
}

/** A code name (`identity.user-registered`, `Class.method`), left to right, breakable after its dots only. */
function CodeName({ value }: { value: string }) {
  const parts = value.split('.');
  return (
    <code dir="ltr" className="admin-code">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? (
            <>
              .<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </code>
  );
}

/** Replaying runs the handler again: confirmed first, as its effects (e-mails, wallet rows) are real. */
function Replay({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const refresh = useRefresh();
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await eventsAdminApi.replay(row.service, row.id);
      if (result.outcome === 'failed') {
        setError(t('events.replayFailed', { error: result.error ?? '' }));
        await refresh([[ADMIN_KEY, 'events', row.service]]);
        return;
      }
      toast.show({ tone: 'success', message: t('events.replayed') });
      await refresh([[ADMIN_KEY, 'events', row.service]]);
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
      title={t('events.replayTitle', { type: row.eventType })}
      closeLabel={tc('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {tc('common.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void submit()}>
            {t('events.replay')}
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        <p>{t('events.replayBody', { service: t(`events.services.${row.service}`) })}</p>
        {error ? (
          <Alert tone="danger" title={t('events.replayFailedTitle')}>
            <p dir="ltr">{error}</p>
          </Alert>
        ) : null}
      </Stack>
    </Modal>
  );
}
