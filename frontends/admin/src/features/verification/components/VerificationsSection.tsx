import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatDateTime, formatOmr } from '@cf/i18n';
import { Alert, Badge, Button, Cluster, Modal, Select, Stack, TextArea, useLanguage, useToast } from '@cf/ui';
import { ErrorPanel, ListSkeleton, ListStates, useFailureText } from '../../../shared/feedback';
import { ADMIN_KEY, useAdminList, useRefresh } from '../../../shared/admin-queries';
import { AdminListFooter, AdminTable } from '../../../shared/AdminTable';
import {
  DECISION_REASON_MAX,
  verificationAdminApi,
  VERIFICATION_STATUS_TONE,
  VERIFICATION_STATUSES,
  type AdminVerificationView,
  type AdminVerificationListItem,
  type VerificationStatus,
} from '../../../api/verification-admin-api';
import { ConsentPanel, IdentityDocumentPanel, RemarksPanel } from './VerificationEvidence';

/** One verification as declared (read only: administrators never change what an investor declared) and its history. */
function Review({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const failureText = useFailureText();
  const refresh = useRefresh();
  const query = useQuery({ queryKey: [ADMIN_KEY, 'verification', id], queryFn: () => verificationAdminApi.get(id), retry: false });
  const statuses = useQuery({ queryKey: [ADMIN_KEY, 'options', 'employment-status', language], queryFn: () => verificationAdminApi.options('employment-status'), staleTime: 3_600_000, retry: false });
  const incomes = useQuery({ queryKey: [ADMIN_KEY, 'options', 'sources-of-income', language], queryFn: () => verificationAdminApi.options('sources-of-income'), staleTime: 3_600_000, retry: false });
  const nameOf = (list: typeof statuses, key: string) => list.data?.find((o) => o.key === key)?.name ?? key;
  const [declining, setDeclining] = useState(false);
  const [approveAs, setApproveAs] = useState<string>('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const v = query.data;
  const act = async (action: () => Promise<AdminVerificationView>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.show({ tone: 'success', message: done });
      onClose();
    } catch (error) {
      toast.show({ tone: 'danger', message: failureText(error) });
    } finally {
      setBusy(false);
      void refresh([[ADMIN_KEY, 'verifications'], [ADMIN_KEY, 'verification', id]]);
    }
  };
  const decline = () => {
    const value = reason.trim();
    if (!value) return setReasonError(t('verifications.reasonRequired'));
    if (value.length > DECISION_REASON_MAX) return setReasonError(t('validation.maxLength', { max: DECISION_REASON_MAX }));
    void act(() => verificationAdminApi.decline(id, value), t('verifications.declined'));
  };
  const row = (label: string, value: React.ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={v?.investor ? t('verifications.reviewTitleOf', { name: `${v.investor.firstName} ${v.investor.lastName}` }) : t('verifications.reviewTitle')}
      closeLabel={tc('common.close')}
      size="lg"
      footer={
        v?.status === 'UNDER-REVIEW' ? (
          <>
            <Button variant="danger" onClick={() => setDeclining(true)} disabled={busy}>
              {t('verifications.decline')}
            </Button>
            {v.approvableClasses.length > 1 ? (
              <Select
                label={t('verifications.approveAs')}
                value={approveAs || v.proposedClass?.id || ''}
                onChange={(e) => setApproveAs(e.target.value)}
                options={v.approvableClasses.map((c) => ({ value: c.id, label: c.label }))}
              />
            ) : null}
            <Button onClick={() => void act(() => verificationAdminApi.accept(id, approveAs || undefined), t('verifications.accepted'))} loading={busy && !declining}>
              {t('verifications.acceptAs', { label: v.approvableClasses.find((c) => c.id === approveAs)?.label ?? v.proposedClass?.label ?? '' })}
            </Button>
          </>
        ) : undefined
      }
    >
      {query.isPending ? <ListSkeleton /> : null}
      {query.isError ? <ErrorPanel error={query.error} onRetry={() => void query.refetch()} /> : null}
      {v ? (
        <Stack gap={3}>
          <p>
            <Badge tone={VERIFICATION_STATUS_TONE[v.status]}>{t(`verifications.status.${v.status}`)}</Badge>
            {v.manualKyc ? (
              <>
                {' '}
                <Badge tone="info">{`${t('verifications.manualKyc')} · ${t('verifications.manualKycDue', { date: formatDate(`${v.manualKyc.dueBy}T12:00:00Z`, language) })}`}</Badge>
              </>
            ) : null}
            {v.declarations?.enhancedReview ? (
              <>
                {' '}
                <Badge tone="warning">{t('verifications.enhancedReview')}</Badge>
              </>
            ) : null}
          </p>
          {v.declarations ? (
            <section>
              <h3>{t('verifications.declarations')}</h3>
              <dl className="cf-facts">
                {row(t('verifications.usPerson'), t(`verifications.${v.declarations.usPerson}`))}
                {row(t('verifications.pep'), t(`verifications.${v.declarations.politicallyExposed}`))}
                {row(t('verifications.netAssets'), <bdi>{formatOmr(v.declarations.netAssets, language)}</bdi>)}
                {row(t('verifications.annualIncome'), <bdi>{formatOmr(v.declarations.annualIncome, language)}</bdi>)}
                {v.declarations.jointIncome !== undefined ? row(t('verifications.jointIncome'), <bdi>{formatOmr(v.declarations.jointIncome, language)}</bdi>) : null}
                {row(t('verifications.sourceOfWealth'), <span dir="auto">{v.declarations.sourceOfWealth}</span>)}
                {row(t('verifications.proposedClass'), v.proposedClass?.label ?? '—')}
              </dl>
            </section>
          ) : null}
          {v.profile ? (
            <section>
              <h3>{t('verifications.profile')}</h3>
              <dl className="cf-facts">
                {row(t('verifications.employmentStatus'), nameOf(statuses, v.profile.employmentStatus))}
                {row(t('verifications.occupation'), <span dir="auto">{v.profile.occupation ?? '—'}</span>)}
                {row(t('verifications.monthlyIncome'), <bdi>{formatOmr(v.profile.monthlyIncome, language)}</bdi>)}
                {row(t('verifications.sourcesOfIncome'), v.profile.sourcesOfIncome.map((key) => nameOf(incomes, key)).join(language === 'ar' ? '، ' : ', '))}
                {row(t('verifications.address'), <span dir="auto">{`${v.profile.buildingName}, ${v.profile.streetName}`}</span>)}
              </dl>
            </section>
          ) : null}
          <IdentityDocumentPanel id={v.id} />
          <ConsentPanel
            verification={v}
            onRejected={() => {
              void refresh([[ADMIN_KEY, 'verifications'], [ADMIN_KEY, 'verification', id]]);
              onClose();
            }}
          />
          <RemarksPanel id={v.id} />
          <p>{t('verifications.suitability', { status: t(`verifications.suitabilityStatus.${v.suitability.status}`), score: v.suitability.score ?? '—', pass: v.suitability.passScore })}</p>
          <section>
            <h3>{t('verifications.history')}</h3>
            <ul>
              {v.history.map((h) => (
                <li key={h.id}>
                  {formatDateTime(h.at, language)} · {t(`verifications.decision.${h.decision}`)}
                  {h.reason ? <span dir="auto">{` · ${h.reason}`}</span> : null}
                </li>
              ))}
            </ul>
          </section>
          {declining ? (
            <Stack gap={2}>
              <TextArea label={t('verifications.reason')} required rows={3} value={reason} onChange={(e) => setReason(e.target.value)} error={reasonError} hint={t('verifications.reasonHint')} />
              <Cluster gap={2}>
                <Button variant="danger" onClick={decline} loading={busy}>
                  {t('verifications.confirmDecline')}
                </Button>
                <Button variant="ghost" onClick={() => setDeclining(false)} disabled={busy}>
                  {tc('common.cancel')}
                </Button>
              </Cluster>
            </Stack>
          ) : null}
          {v.status === 'DECLINED' && v.declineReason ? <Alert tone="danger">{v.declineReason}</Alert> : null}
        </Stack>
      ) : null}
    </Modal>
  );
}

/** The verification review queue (A1.1): submitted verifications, newest first, filtered by status. */
export default function VerificationsSection() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [status, setStatus] = useState<VerificationStatus | ''>('UNDER-REVIEW');
  const [reviewing, setReviewing] = useState<string | null>(null);
  const list = useAdminList<AdminVerificationListItem>(['verifications', status], (limit) => verificationAdminApi.list(status, limit));
  return (
    <Stack gap={4}>
      <div className="admin-toolbar">
        <Select
          label={t('verifications.filter')}
          value={status}
          onChange={(e) => setStatus(e.target.value as VerificationStatus | '')}
          options={[{ value: '', label: t('verifications.all') }, ...VERIFICATION_STATUSES.filter((s) => s !== 'PENDING' && s !== 'UNDER-PROCESS').map((s) => ({ value: s, label: t(`verifications.status.${s}`) }))]}
        />
      </div>
      <ListStates list={list} emptyDescription={status === 'UNDER-REVIEW' ? t('verifications.queueEmpty') : undefined} />
      {list.docs.length > 0 ? (
        <>
          <AdminTable
            rows={list.docs}
            rowKey={(v) => v.id}
            columns={[
              {
                header: t('verifications.investor'),
                rowHeader: true,
                cell: (v) =>
                  v.investor ? (
                    <>
                      <bdi>{`${v.investor.firstName} ${v.investor.lastName}`}</bdi>
                      <br />
                      <span className="admin-muted">{v.investor.email}</span>
                    </>
                  ) : (
                    <code>{v.userId}</code>
                  ),
              },
              { header: t('verifications.proposedClass'), cell: (v) => v.investorClass?.label ?? v.proposedClass?.label ?? '—' },
              { header: t('common.status'), cell: (v) => <Badge tone={VERIFICATION_STATUS_TONE[v.status]}>{t(`verifications.status.${v.status}`)}</Badge> },
              { header: t('verifications.submitted'), cell: (v) => (v.submittedAt ? formatDateTime(v.submittedAt, language) : '—'), className: 'admin-table__narrow' },
            ]}
            actions={(v) => (
              <Button size="sm" variant={v.status === 'UNDER-REVIEW' ? 'primary' : 'outline'} onClick={() => setReviewing(v.id)}>
                {v.status === 'UNDER-REVIEW' ? t('verifications.review') : t('verifications.open')}
              </Button>
            )}
          />
          <AdminListFooter list={list} shown={list.docs.length} />
        </>
      ) : null}
      {reviewing ? <Review id={reviewing} onClose={() => setReviewing(null)} /> : null}
    </Stack>
  );
}
