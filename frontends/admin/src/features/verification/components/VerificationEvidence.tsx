import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatDateTime, formatInteger } from '@cf/i18n';
import { Badge, Button, Cluster, Select, Stack, TextArea, TextField, useLanguage, useToast } from '@cf/ui';
import { ErrorPanel, ListSkeleton, useFailureText } from '../../../shared/feedback';
import { ADMIN_KEY, useRefresh } from '../../../shared/admin-queries';
import { EvidencePictures } from '../../../shared/EvidencePictures';
import { REMARK_DOCUMENT_TYPES, REMARK_LIMITS, verificationAdminApi, type AdminVerificationView, type RemarkView } from '../../../api/verification-admin-api';

type DocumentType = (typeof REMARK_DOCUMENT_TYPES)[number];
const REMARK_TONE = { pending: 'danger', 'under-review': 'info', completed: 'success' } as const;

/**
 * The identity document (number in full, pictures through signed links). Shown on request: every
 * opening is recorded in the audit stream (who, when, which), so nobody opens one by accident.
 */
export function IdentityDocumentPanel({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const query = useQuery({ queryKey: [ADMIN_KEY, 'verification-document', id], queryFn: () => verificationAdminApi.document(id), enabled: open, retry: false, staleTime: 60_000 });
  const d = query.data;
  return (
    <section>
      <h3>{t('verifications.identityDocument')}</h3>
      {!open ? (
        <Stack gap={2}>
          <p className="admin-muted">{t('verifications.documentAudited')}</p>
          <div>
            <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
              {t('verifications.showDocument')}
            </Button>
          </div>
        </Stack>
      ) : null}
      {open && query.isPending ? <ListSkeleton /> : null}
      {query.isError ? <ErrorPanel error={query.error} onRetry={() => void query.refetch()} /> : null}
      {d ? (
        <Stack gap={2}>
          <dl className="cf-facts">
            <div>
              <dt>{t('verifications.documentType')}</dt>
              <dd>{d.documentType ? t(`verifications.documentTypes.${d.documentType}`) : '—'}</dd>
            </div>
            <div>
              <dt>{t('verifications.documentNumber')}</dt>
              <dd>
                <bdi>{d.documentNumber ?? '—'}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('verifications.expiry')}</dt>
              <dd>{d.expiryDate ? formatDate(d.expiryDate, language) : '—'}</dd>
            </div>
            <div>
              <dt>{t('verifications.legalName')}</dt>
              <dd>
                {d.legalNames ? (
                  <>
                    <bdi>{[d.legalNames.first, d.legalNames.middle, d.legalNames.last].filter(Boolean).join(' ')}</bdi>
                    {' · '}
                    <bdi dir="rtl">{[d.legalNames.firstAr, d.legalNames.middleAr, d.legalNames.lastAr].filter(Boolean).join(' ')}</bdi>
                  </>
                ) : (
                  '—'
                )}
              </dd>
            </div>
          </dl>
          <EvidencePictures images={d.images} label={(slot) => t(`verifications.slots.${slot}`)} />
        </Stack>
      ) : null}
    </section>
  );
}

/** The consent agreement: open the signed PDF; under review, send the signature back when it does not match (A4.8). */
export function ConsentPanel({ verification, onRejected }: { verification: AdminVerificationView; onRejected: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const failureText = useFailureText();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const confirmed = verification.consentState === 'confirmed';
  const reject = async () => {
    const value = reason.trim();
    if (!value) return setError(t('verifications.signatureReasonRequired'));
    if (value.length > REMARK_LIMITS.noteMax) return setError(t('validation.maxLength', { max: REMARK_LIMITS.noteMax }));
    setBusy(true);
    try {
      await verificationAdminApi.rejectSignature(verification.id, value);
      toast.show({ tone: 'success', message: t('verifications.signatureRejected') });
      onRejected();
    } catch (failure) {
      toast.show({ tone: 'danger', message: failureText(failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section>
      <h3>{t('verifications.consent')}</h3>
      <Stack gap={2}>
        <p>{t(`verifications.consentStates.${verification.consentState}`)}</p>
        {confirmed ? (
          <Cluster gap={2}>
            <Button size="sm" variant="outline" onClick={() => verificationAdminApi.downloadAgreement(verification.id).catch((failure) => toast.show({ tone: 'danger', message: failureText(failure) }))}>
              {t('verifications.openAgreement')}
            </Button>
            {verification.status === 'UNDER-REVIEW' && !rejecting ? (
              <Button size="sm" variant="danger" onClick={() => setRejecting(true)}>
                {t('verifications.rejectSignature')}
              </Button>
            ) : null}
          </Cluster>
        ) : null}
        {rejecting ? (
          <Stack gap={2}>
            <TextArea label={t('verifications.signatureReason')} required rows={2} value={reason} onChange={(e) => setReason(e.target.value)} error={error} hint={t('verifications.signatureReasonHint')} />
            <Cluster gap={2}>
              <Button variant="danger" size="sm" onClick={() => void reject()} loading={busy}>
                {t('verifications.confirmRejectSignature')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setRejecting(false)} disabled={busy}>
                {tc('common.cancel')}
              </Button>
            </Cluster>
          </Stack>
        ) : null}
      </Stack>
    </section>
  );
}

/** A3.16: what was asked of the investor, what came back, and a new request for documents. */
export function RemarksPanel({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const failureText = useFailureText();
  const refresh = useRefresh();
  const query = useQuery({ queryKey: [ADMIN_KEY, 'verification-remarks', id], queryFn: () => verificationAdminApi.remarks(id), retry: false });
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [rows, setRows] = useState<Array<{ title: string; type: DocumentType }>>([{ title: '', type: 'document' }]);
  const [errors, setErrors] = useState<{ note?: string; titles?: Record<number, string> }>({});
  const [busy, setBusy] = useState(false);
  const reload = () => refresh([[ADMIN_KEY, 'verification-remarks', id]]);

  const ask = async () => {
    const next: typeof errors = {};
    if (!note.trim()) next.note = t('verifications.remarkNoteRequired');
    const titles: Record<number, string> = {};
    rows.forEach((row, index) => {
      if (!row.title.trim()) titles[index] = t('verifications.remarkTitleRequired');
    });
    if (Object.keys(titles).length > 0) next.titles = titles;
    setErrors(next);
    if (next.note || next.titles) return;
    setBusy(true);
    try {
      await verificationAdminApi.requestDocuments(id, { note: note.trim(), documents: rows.map((r) => ({ title: r.title.trim(), type: r.type })) });
      toast.show({ tone: 'success', message: t('verifications.remarkSent') });
      setAsking(false);
      setNote('');
      setRows([{ title: '', type: 'document' }]);
      await reload();
    } catch (failure) {
      toast.show({ tone: 'danger', message: failureText(failure) });
    } finally {
      setBusy(false);
    }
  };
  const complete = async (remark: RemarkView) => {
    try {
      await verificationAdminApi.completeRemark(id, remark.id);
      toast.show({ tone: 'success', message: t('verifications.remarkCompleted') });
      await reload();
    } catch (failure) {
      toast.show({ tone: 'danger', message: failureText(failure) });
    }
  };

  return (
    <section>
      <h3>{t('verifications.remarks')}</h3>
      {query.isPending ? <ListSkeleton /> : null}
      {query.isError ? <ErrorPanel error={query.error} onRetry={() => void query.refetch()} /> : null}
      <Stack gap={3}>
        {query.data?.length === 0 ? <p className="admin-muted">{t('verifications.noRemarks')}</p> : null}
        {query.data?.map((remark) => (
          <div key={remark.id} className="admin-remark">
            <p>
              <Badge tone={REMARK_TONE[remark.status]}>{t(`verifications.remarkStatus.${remark.status}`)}</Badge> <span className="admin-muted">{formatDateTime(remark.createdAt, language)}</span>
            </p>
            <p dir="auto">{remark.note}</p>
            <ul>
              {remark.documents.map((document) => (
                <li key={document.id}>
                  <bdi>{document.title}</bdi> · {t(`verifications.remarkTypes.${document.type}`)} ·{' '}
                  {document.uploadedAt ? formatDate(document.uploadedAt, language) : t('verifications.notUploaded')}
                  {document.url ? <img src={document.url} alt={document.title} className="admin-remark__image" /> : null}
                </li>
              ))}
            </ul>
            {remark.status === 'under-review' ? (
              <Button size="sm" onClick={() => void complete(remark)}>
                {t('verifications.completeRemark')}
              </Button>
            ) : null}
          </div>
        ))}
        {asking ? (
          <Stack gap={2}>
            <TextArea label={t('verifications.remarkNote')} required rows={3} maxLength={REMARK_LIMITS.noteMax} value={note} onChange={(e) => setNote(e.target.value)} error={errors.note} />
            {rows.map((row, index) => (
              <Cluster key={index} gap={2}>
                <TextField
                  label={t('verifications.remarkTitle', { number: formatInteger(index + 1, language) })}
                  required
                  maxLength={REMARK_LIMITS.titleMax}
                  value={row.title}
                  onChange={(e) => setRows(rows.map((r, i) => (i === index ? { ...r, title: e.target.value } : r)))}
                  error={errors.titles?.[index]}
                />
                <Select
                  label={t('verifications.remarkType', { number: formatInteger(index + 1, language) })}
                  value={row.type}
                  onChange={(e) => setRows(rows.map((r, i) => (i === index ? { ...r, type: e.target.value as DocumentType } : r)))}
                  options={REMARK_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`verifications.remarkTypes.${type}`) }))}
                />
              </Cluster>
            ))}
            <Cluster gap={2}>
              {rows.length < REMARK_LIMITS.documentsMax ? (
                <Button size="sm" variant="outline" onClick={() => setRows([...rows, { title: '', type: 'document' }])}>
                  {t('verifications.addDocument')}
                </Button>
              ) : null}
              <Button size="sm" onClick={() => void ask()} loading={busy}>
                {t('verifications.sendRemark')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setAsking(false)} disabled={busy}>
                {tc('common.cancel')}
              </Button>
            </Cluster>
          </Stack>
        ) : (
          <div>
            <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
              {t('verifications.requestDocuments')}
            </Button>
          </div>
        )}
      </Stack>
    </section>
  );
}
