import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@cf/i18n';
import { Alert, Badge, Button, Cluster, ConfirmDialog, Modal, Money, Select, Stack, Tabs, TextArea, TextField, useLanguage, useToast } from '@cf/ui';
import { ErrorPanel, ListSkeleton, ListStates, useFailureText } from '../../../shared/feedback';
import { ADMIN_KEY, useAdminList, useRefresh } from '../../../shared/admin-queries';
import { AdminListFooter, AdminTable } from '../../../shared/AdminTable';
import { campaignsAdminApi, DECLINE_REASON_MAX, type AdminCampaign, type AdminComment, type ModerationAction } from '../../../api/campaigns-admin-api';

const STATUS_KEYS = ['draft', 'pending', 'active', 'declined', 'successful', 'unsuccessful', 'hidden'] as const;
const statusKey = (c: AdminCampaign) => c.statusKey ?? STATUS_KEYS[c.status] ?? 'draft';
const toneOf = (status: number) => (status === 0 ? 'warning' : status === 1 || status === 2 || status === 4 ? 'success' : 'info');

/** Full preview of a campaign for review: what the owner entered, completeness, private documents included. */
/** The campaign as submitted; a campaign waiting for review is approved or declined from here, after reading it (two steps). */
function Preview({ campaignId, onClose, onApprove, onDecline }: { campaignId: string; onClose: () => void; onApprove: (c: AdminCampaign) => void; onDecline: (c: AdminCampaign) => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const query = useQuery({ queryKey: [ADMIN_KEY, 'campaign', campaignId], queryFn: () => campaignsAdminApi.get(campaignId), retry: false });
  const c = query.data;
  const section = (title: string, data: object | null | undefined) =>
    data ? (
      <section>
        <h3>{title}</h3>
        <dl className="cf-facts">
          {Object.entries(data)
            .filter(([, v]) => v !== null && v !== '' && typeof v !== 'object')
            .map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{String(v)}</dd>
              </div>
            ))}
        </dl>
      </section>
    ) : null;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={c ? c.campaignName || c.companyName : t('campaigns.preview')} closeLabel={tc('common.close')} size="lg">
      {query.isPending ? <ListSkeleton /> : null}
      {query.isError ? <ErrorPanel error={query.error} onRetry={() => void query.refetch()} /> : null}
      {c ? (
        <Stack gap={3}>
          <p>
            <Badge tone={toneOf(c.status)}>{c.statusLabel ?? t(`campaigns.status.${statusKey(c)}`)}</Badge> {c.termsName ?? c.termsSlug} · <Money amount={c.goal} />
          </p>
          {c.completeness ? (
            c.completeness.isAnyFieldMissing ? (
              <Alert tone="warning" title={t('campaigns.incomplete')}>
                {c.completeness.steps
                  .filter((s) => !s.complete)
                  .map((s) => `${s.key}: ${s.missing.join(', ')}`)
                  .join(' · ')}
              </Alert>
            ) : (
              <Alert tone="success">{t('campaigns.complete')}</Alert>
            )
          ) : null}
          {c.story?.coverImage ? <img src={c.story.coverImage} alt="" style={{ maxInlineSize: '100%' }} /> : null}
          {c.story?.campaignStory ? <p style={{ whiteSpace: 'pre-line' }}>{language === 'ar' ? c.story.campaignStoryAr || c.story.campaignStory : c.story.campaignStory}</p> : null}
          {section(t('campaigns.sections.company'), c.companyProfile)}
          {section(t('campaigns.sections.fundraising'), c.fundraising)}
          {section(t('campaigns.sections.terms'), c.terms)}
          {section(t('campaigns.sections.payment'), c.paymentDetail)}
          {c.documents?.length ? (
            <section>
              <h3>{t('campaigns.sections.documents')}</h3>
              <ul>
                {c.documents.map((d) => (
                  <li key={d.id}>
                    {d.title} ({d.visibility})
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {c.faqs?.length ? (
            <section>
              <h3>{t('campaigns.sections.faqs')}</h3>
              <ul>
                {c.faqs.map((f) => (
                  <li key={f.id}>
                    <strong>{f.question}</strong> {f.answer ?? '—'}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {c.status === 1 ? (
            <Cluster gap={2} className="admin-preview__decision">
              <Button onClick={() => onApprove(c)}>{t('campaigns.approve')}</Button>
              <Button variant="danger" onClick={() => onDecline(c)}>
                {t('campaigns.decline')}
              </Button>
            </Cluster>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}

function Review() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const failureText = useFailureText();
  const refresh = useRefresh();
  const [status, setStatus] = useState('pending');
  const [search, setSearch] = useState('');
  const [previewing, setPreviewing] = useState<string | null>(null);
  const [approving, setApproving] = useState<AdminCampaign | null>(null);
  const [declining, setDeclining] = useState<AdminCampaign | null>(null);
  const [hiding, setHiding] = useState<AdminCampaign | null>(null);
  const [closing, setClosing] = useState<AdminCampaign | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const list = useAdminList<AdminCampaign>(['campaigns', status, search], (limit) =>
    campaignsAdminApi.list(status === 'pending' ? { approvalType: 'pending', campaignName: search, limit } : { status: status === 'all' ? '' : String(STATUS_KEYS.indexOf(status as (typeof STATUS_KEYS)[number])), campaignName: search, limit }),
  );
  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.show({ tone: 'success', message: done });
      setApproving(null);
      setDeclining(null);
      setHiding(null);
      setClosing(null);
    } catch (error) {
      toast.show({ tone: 'danger', message: failureText(error) });
    } finally {
      setBusy(false);
      void refresh([[ADMIN_KEY, 'campaigns']]);
    }
  };
  const decline = () => {
    const value = reason.trim();
    if (!value) return setReasonError(t('campaigns.reasonRequired'));
    if (value.length > DECLINE_REASON_MAX) return setReasonError(t('validation.maxLength', { max: DECLINE_REASON_MAX }));
    setReasonError(undefined);
    void act(() => campaignsAdminApi.decline(declining!.id, value), t('campaigns.declined'));
  };
  return (
    <Stack gap={4}>
      <div className="admin-toolbar">
        <Select
          label={t('campaigns.filter')}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          options={[{ value: 'pending', label: t('campaigns.queue') }, { value: 'all', label: t('campaigns.all') }, ...STATUS_KEYS.filter((k) => k !== 'pending').map((k) => ({ value: k, label: t(`campaigns.status.${k}`) }))]}
        />
        <TextField type="search" label={t('campaigns.search')} value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />
      </div>
      <ListStates list={list} emptyDescription={status === 'pending' ? t('campaigns.queueEmpty') : undefined} />
      {list.docs.length > 0 ? (
        <>
          <AdminTable
            rows={list.docs}
            rowKey={(c) => c.id}
            columns={[
              {
                header: t('campaigns.name'),
                rowHeader: true,
                cell: (c) => (
                  <>
                    {c.campaignName || c.companyName}
                    <br />
                    <span className="admin-muted">{c.companyName}</span>
                  </>
                ),
              },
              { header: t('campaigns.type'), cell: (c) => c.termsName ?? c.termsSlug },
              { header: t('campaigns.goal'), cell: (c) => <Money amount={c.goal} />, className: 'admin-table__narrow' },
              { header: t('common.status'), cell: (c) => <Badge tone={toneOf(c.status)}>{c.statusLabel ?? t(`campaigns.status.${statusKey(c)}`)}</Badge> },
              { header: t('campaigns.created'), cell: (c) => (c.createdAt ? formatDateTime(c.createdAt, language) : '—'), className: 'admin-table__narrow' },
            ]}
            actions={(c) => (
              <Cluster gap={1} justify="end">
                {/* Waiting for review: read it first; approve and decline are inside the review (issue 36). */}
                <Button size="sm" variant={c.status === 1 ? 'primary' : 'outline'} onClick={() => setPreviewing(c.id)}>
                  {c.status === 1 ? t('campaigns.review') : t('campaigns.preview')}
                </Button>
                {c.status === 2 ? (
                  <Button size="sm" variant="outline" onClick={() => setClosing(c)}>
                    {t('campaigns.close')}
                  </Button>
                ) : null}
                {c.status >= 1 && c.status <= 5 ? (
                  <Button size="sm" variant="ghost" onClick={() => setHiding(c)}>
                    {t('campaigns.hide')}
                  </Button>
                ) : null}
                {c.status === 6 ? (
                  <Button size="sm" variant="ghost" onClick={() => void act(() => campaignsAdminApi.unhide(c.id), t('campaigns.unhidden'))}>
                    {t('campaigns.unhide')}
                  </Button>
                ) : null}
              </Cluster>
            )}
          />
          <AdminListFooter list={list} shown={list.docs.length} />
        </>
      ) : null}
      {previewing ? (
        <Preview
          campaignId={previewing}
          onClose={() => setPreviewing(null)}
          onApprove={(c) => {
            setPreviewing(null);
            setApproving(c);
          }}
          onDecline={(c) => {
            setPreviewing(null);
            setReason('');
            setReasonError(undefined);
            setDeclining(c);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title={t('campaigns.approveTitle')}
        message={t('campaigns.approveBody', { name: approving?.campaignName || approving?.companyName || '' })}
        confirmLabel={t('campaigns.approve')}
        cancelLabel={tc('common.cancel')}
        closeLabel={tc('common.close')}
        busy={busy}
        onConfirm={() => void act(() => campaignsAdminApi.approve(approving!.id), t('campaigns.approved'))}
      />
      <ConfirmDialog
        open={hiding !== null}
        onOpenChange={(open) => !open && setHiding(null)}
        title={t('campaigns.hideTitle')}
        message={t('campaigns.hideBody', { name: hiding?.campaignName || hiding?.companyName || '' })}
        confirmLabel={t('campaigns.hide')}
        cancelLabel={tc('common.cancel')}
        closeLabel={tc('common.close')}
        danger
        busy={busy}
        onConfirm={() => void act(() => campaignsAdminApi.hide(hiding!.id), t('campaigns.hidden'))}
      />
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(open) => !open && setClosing(null)}
        title={t('campaigns.closeTitle')}
        message={t('campaigns.closeBody', { name: closing?.campaignName || closing?.companyName || '' })}
        confirmLabel={t('campaigns.close')}
        cancelLabel={tc('common.cancel')}
        closeLabel={tc('common.close')}
        danger
        busy={busy}
        onConfirm={() =>
          void act(async () => {
            const close = await campaignsAdminApi.close(closing!.id);
            if (close.step !== 'closed') throw new Error(t('campaigns.closePending'));
          }, t('campaigns.closed'))
        }
      />
      <Modal
        open={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        title={t('campaigns.declineTitle', { name: declining?.campaignName || declining?.companyName || '' })}
        closeLabel={tc('common.close')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeclining(null)} disabled={busy}>
              {tc('common.cancel')}
            </Button>
            <Button variant="danger" onClick={decline} loading={busy}>
              {t('campaigns.decline')}
            </Button>
          </>
        }
      >
        <TextArea label={t('campaigns.reason')} required rows={4} value={reason} onChange={(e) => setReason(e.target.value)} error={reasonError} hint={t('campaigns.reasonHint')} />
      </Modal>
    </Stack>
  );
}

const COMMENT_STATUSES = ['pending', 'approved', 'declined', 'spam'] as const;

function Moderation() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const toast = useToast();
  const failureText = useFailureText();
  const refresh = useRefresh();
  const [status, setStatus] = useState<string>('pending');
  const [busy, setBusy] = useState<string | null>(null);
  const list = useAdminList<AdminComment>(['campaign-comments', status], (limit) => campaignsAdminApi.comments(status, limit));
  const moderate = async (comment: AdminComment, action: ModerationAction) => {
    setBusy(comment.id);
    try {
      await campaignsAdminApi.moderate(comment.id, action, comment.parentCommentId);
      toast.show({ tone: 'success', message: t(`campaigns.moderated.${action}`) });
    } catch (error) {
      toast.show({ tone: 'danger', message: failureText(error) });
    } finally {
      setBusy(null);
      void refresh([[ADMIN_KEY, 'campaign-comments']]);
    }
  };
  return (
    <Stack gap={4}>
      <div className="admin-toolbar">
        <Select label={t('campaigns.commentStatus')} value={status} onChange={(e) => setStatus(e.target.value)} options={COMMENT_STATUSES.map((k) => ({ value: k, label: t(`campaigns.commentStatuses.${k}`) }))} />
      </div>
      <ListStates list={list} />
      {list.docs.length > 0 ? (
        <>
          <ul className="admin-list">
            {list.docs.map((c) => (
              <li key={c.id} className="admin-card">
                <p className="admin-muted">
                  {c.campaignName ?? c.campaignId} · {c.authorName ?? c.userId} · {formatDateTime(c.createdAt, language)} ·{' '}
                  {c.postType === 'reply' ? t('campaigns.reply') : t('campaigns.comment')} · <Badge>{t(`campaigns.commentStatuses.${c.status}`)}</Badge>
                </p>
                <p style={{ whiteSpace: 'pre-line' }}>{c.comment}</p>
                <div className="admin-table__actions">
                  {c.status !== 'approved' ? (
                    <Button size="sm" loading={busy === c.id} onClick={() => void moderate(c, 'APPROVE')}>
                      {t('campaigns.actions.APPROVE')}
                    </Button>
                  ) : null}
                  {c.status !== 'declined' ? (
                    <Button size="sm" variant="outline" disabled={busy === c.id} onClick={() => void moderate(c, 'DECLINE')}>
                      {t('campaigns.actions.DECLINE')}
                    </Button>
                  ) : null}
                  {c.status !== 'spam' ? (
                    <Button size="sm" variant="ghost" disabled={busy === c.id} onClick={() => void moderate(c, 'SPAM')}>
                      {t('campaigns.actions.SPAM')}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <AdminListFooter list={list} shown={list.docs.length} />
        </>
      ) : null}
    </Stack>
  );
}

/** Campaigns (C1.3, C4.1, C4.2, C4.17): the review queue with preview, approve, decline with a reason, hide; comment moderation. */
export default function CampaignsSection() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState('review');
  return (
    <Stack gap={4}>
      <header className="admin-section__header">
        <div>
          <h2 className="admin-section__title">{t('campaigns.title')}</h2>
          <p className="admin-muted">{t('campaigns.intro')}</p>
        </div>
      </header>
      <Tabs
        label={t('campaigns.title')}
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'review', label: t('campaigns.reviewTab'), content: tab === 'review' ? <Review /> : null },
          { value: 'comments', label: t('campaigns.commentsTab'), content: tab === 'comments' ? <Moderation /> : null },
        ]}
      />
    </Stack>
  );
}
