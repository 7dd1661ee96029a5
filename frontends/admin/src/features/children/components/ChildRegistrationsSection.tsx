import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatDateTime, formatInteger } from '@cf/i18n';
import { Alert, Badge, Button, Cluster, Modal, Select, Stack, TextArea, useLanguage, useToast } from '@cf/ui';
import { VERIFICATION_STATUS_TONE } from '../../../api/verification-admin-api';
import { ErrorPanel, ListSkeleton, ListStates, useFailureText } from '../../../shared/feedback';
import { ADMIN_KEY, useAdminList, useRefresh } from '../../../shared/admin-queries';
import { AdminListFooter, AdminTable } from '../../../shared/AdminTable';
import { EvidencePictures } from '../../../shared/EvidencePictures';
import { CHILD_REASON_MAX, CHILD_REGISTRATION_STATUSES, childrenAdminApi, type ChildRegistrationStatus, type ChildRegistrationView } from '../../../api/children-admin-api';

const childName = (r: ChildRegistrationView, arabic: boolean) =>
  (arabic ? [r.childFirstNameAr, r.childMiddleNameAr, r.childLastNameAr] : [r.childFirstName, r.childMiddleName, r.childLastName]).filter(Boolean).join(' ');

/** A reason the guardian reads: required, bounded, checked before anything is sent. */
function ReasonForm({ label, hint, confirm, onConfirm, onCancel, busy }: { label: string; hint: string; confirm: string; onConfirm: (reason: string) => void; onCancel: () => void; busy: boolean }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const value = reason.trim();
    if (!value) return setError(t('children.reasonRequired'));
    if (value.length > CHILD_REASON_MAX) return setError(t('validation.maxLength', { max: CHILD_REASON_MAX }));
    onConfirm(value);
  };
  return (
    <Stack gap={2}>
      <TextArea label={label} required rows={3} value={reason} onChange={(e) => setReason(e.target.value)} error={error} hint={hint} />
      <Cluster gap={2}>
        <Button variant="danger" onClick={submit} loading={busy}>
          {confirm}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {tc('common.cancel')}
        </Button>
      </Cluster>
    </Stack>
  );
}

/**
 * One child registration as the guardian declared it, numbers in full and the documents' pictures.
 * Opening it is recorded in the audit stream (verification.child-documents-viewed), so it opens on request.
 */
function Review({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const failureText = useFailureText();
  const refresh = useRefresh();
  const query = useQuery({ queryKey: [ADMIN_KEY, 'child-registration', id], queryFn: () => childrenAdminApi.get(id), retry: false, staleTime: 60_000 });
  const [asking, setAsking] = useState<'decline' | 'signature' | null>(null);
  const [busy, setBusy] = useState(false);
  const r = query.data;
  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.show({ tone: 'success', message: done });
      onClose();
    } catch (error) {
      toast.show({ tone: 'danger', message: failureText(error) });
    } finally {
      setBusy(false);
      void refresh([[ADMIN_KEY, 'child-registrations'], [ADMIN_KEY, 'child-registration', id], [ADMIN_KEY, 'queue-count']]);
    }
  };
  const row = (label: string, value: React.ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  const underReview = r?.status === 'UNDER-REVIEW';
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={r ? t('children.reviewTitleOf', { name: childName(r, language === 'ar') }) : t('children.reviewTitle')}
      closeLabel={tc('common.close')}
      size="lg"
      footer={
        underReview && !asking ? (
          <>
            <Button variant="danger" onClick={() => setAsking('decline')} disabled={busy}>
              {t('children.decline')}
            </Button>
            <Button onClick={() => void act(() => childrenAdminApi.accept(id), t('children.accepted'))} loading={busy}>
              {t('children.accept')}
            </Button>
          </>
        ) : undefined
      }
    >
      {query.isPending ? <ListSkeleton /> : null}
      {query.isError ? <ErrorPanel error={query.error} onRetry={() => void query.refetch()} /> : null}
      {r ? (
        <Stack gap={3}>
          <p>
            <Badge tone={VERIFICATION_STATUS_TONE[r.status]}>{t(`verifications.status.${r.status}`)}</Badge> <Badge tone="neutral">{t(`children.signature.${r.signatureState}`)}</Badge>
          </p>
          <p className="admin-muted">{t('children.audited')}</p>
          <section>
            <h3>{t('children.childPart')}</h3>
            <dl className="cf-facts">
              {row(t('children.name'), <bdi dir="ltr">{childName(r, false)}</bdi>)}
              {row(t('children.nameAr'), <bdi dir="rtl">{childName(r, true)}</bdi>)}
              {row(t('children.dateOfBirth'), t('children.bornAge', { date: formatDate(`${r.dateOfBirth}T12:00:00Z`, language), age: formatInteger(r.age, language) }))}
              {row(t('children.adultOn'), formatDate(`${r.adultOn}T12:00:00Z`, language))}
              {row(t('children.gender'), t(`children.genders.${r.gender}`))}
              {row(t('children.nationalId'), <bdi>{r.nationalId}</bdi>)}
              {row(t('children.birthCertificateNumber'), <bdi>{r.birthCertificateNumber}</bdi>)}
              {row(t('children.motherId'), <bdi>{`${t(`verifications.documentTypes.${r.motherIdType}`)} · ${r.motherIdNumber}`}</bdi>)}
              {row(t('children.childEmail'), <bdi>{r.childEmail ?? '—'}</bdi>)}
              {row(t('children.referenceId'), <bdi>{r.referenceId ?? '—'}</bdi>)}
            </dl>
          </section>
          <section>
            <h3>{t('children.guardianPart')}</h3>
            <dl className="cf-facts">
              {row(t('children.guardianType'), t(`children.guardianTypes.${r.guardianType}`))}
              {row(t('children.name'), <bdi dir="ltr">{r.guardianFullName}</bdi>)}
              {row(t('children.nameAr'), <bdi dir="rtl">{r.guardianFullNameAr}</bdi>)}
              {row(t('children.accountHolderName'), <bdi>{r.accountHolderName}</bdi>)}
              {row(t('children.contact'), <bdi dir="ltr">{`${r.guardianEmail} · ${r.guardianPhone}`}</bdi>)}
              {row(t('children.guardianDocument'), t(`verifications.documentTypes.${r.guardianDocumentType}`))}
              {row(t('children.relationshipDocument'), t(`children.relationshipTypes.${r.relationshipDocumentType}`))}
            </dl>
          </section>
          <section>
            <h3>{t('children.documents')}</h3>
            {r.missing.length ? <Alert tone="warning">{t('children.missing', { slots: r.missing.map((s) => t(`children.slots.${s}`)).join(language === 'ar' ? '، ' : ', ') })}</Alert> : null}
            <EvidencePictures images={r.images} label={(slot) => t(`children.slots.${slot}`)} />
          </section>
          <section>
            <h3>{t('children.agreement')}</h3>
            <Stack gap={2}>
              <p>{r.signedAt ? t('children.signedAt', { date: formatDateTime(r.signedAt, language) }) : t(`children.signature.${r.signatureState}`)}</p>
              {r.signatureState === 'confirmed' ? (
                <Cluster gap={2}>
                  <Button size="sm" variant="outline" onClick={() => childrenAdminApi.downloadAgreement(id).catch((failure) => toast.show({ tone: 'danger', message: failureText(failure) }))}>
                    {t('children.openAgreement')}
                  </Button>
                  {underReview && !asking ? (
                    <Button size="sm" variant="danger" onClick={() => setAsking('signature')}>
                      {t('children.rejectSignature')}
                    </Button>
                  ) : null}
                </Cluster>
              ) : null}
            </Stack>
          </section>
          {asking === 'signature' ? (
            <ReasonForm
              label={t('children.signatureReason')}
              hint={t('children.signatureReasonHint')}
              confirm={t('children.confirmRejectSignature')}
              busy={busy}
              onCancel={() => setAsking(null)}
              onConfirm={(reason) => void act(() => childrenAdminApi.rejectSignature(id, reason), t('children.signatureRejected'))}
            />
          ) : null}
          {asking === 'decline' ? (
            <ReasonForm
              label={t('children.declineReason')}
              hint={t('children.declineReasonHint')}
              confirm={t('children.confirmDecline')}
              busy={busy}
              onCancel={() => setAsking(null)}
              onConfirm={(reason) => void act(() => childrenAdminApi.decline(id, reason), t('children.declined'))}
            />
          ) : null}
          {r.status === 'DECLINED' && r.declineReason ? <Alert tone="danger">{r.declineReason}</Alert> : null}
          {r.signatureRejectReason ? <Alert tone="warning">{t('children.signatureSentBack', { reason: r.signatureRejectReason })}</Alert> : null}
        </Stack>
      ) : null}
    </Modal>
  );
}

/** The child registrations queue (A1.1, A4.3): signed registrations waiting for a reviewer, filtered by status. */
export default function ChildRegistrationsSection() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [status, setStatus] = useState<ChildRegistrationStatus | ''>('UNDER-REVIEW');
  const [reviewing, setReviewing] = useState<string | null>(null);
  const list = useAdminList<ChildRegistrationView>(['child-registrations', status], (limit) => childrenAdminApi.list(status, limit));
  return (
    <Stack gap={4}>
      <div className="admin-toolbar">
        <Select
          label={t('children.filter')}
          value={status}
          onChange={(e) => setStatus(e.target.value as ChildRegistrationStatus | '')}
          options={[{ value: '', label: t('children.all') }, ...CHILD_REGISTRATION_STATUSES.map((s) => ({ value: s, label: t(`verifications.status.${s}`) }))]}
        />
      </div>
      <ListStates list={list} emptyDescription={status === 'UNDER-REVIEW' ? t('children.queueEmpty') : undefined} />
      {list.docs.length > 0 ? (
        <>
          <AdminTable
            rows={list.docs}
            rowKey={(r) => r.id}
            columns={[
              { header: t('children.child'), rowHeader: true, cell: (r) => <bdi>{childName(r, language === 'ar')}</bdi> },
              {
                header: t('children.guardian'),
                cell: (r) => (
                  <>
                    <bdi>{language === 'ar' ? r.guardianFullNameAr : r.guardianFullName}</bdi>
                    <br />
                    <span className="admin-muted">{t(`children.guardianTypes.${r.guardianType}`)}</span>
                  </>
                ),
              },
              { header: t('children.age'), cell: (r) => formatInteger(r.age, language), className: 'admin-table__narrow' },
              { header: t('common.status'), cell: (r) => <Badge tone={VERIFICATION_STATUS_TONE[r.status]}>{t(`verifications.status.${r.status}`)}</Badge> },
              { header: t('children.submitted'), cell: (r) => (r.submittedAt ? formatDateTime(r.submittedAt, language) : '—'), className: 'admin-table__narrow' },
            ]}
            actions={(r) => (
              <Button size="sm" variant={r.status === 'UNDER-REVIEW' ? 'primary' : 'outline'} onClick={() => setReviewing(r.id)}>
                {r.status === 'UNDER-REVIEW' ? t('children.review') : t('children.open')}
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
