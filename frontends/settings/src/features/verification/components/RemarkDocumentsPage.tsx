import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@cf/i18n';
import { Badge, buttonClass, Card, LoadError, ServerError, Spinner, Stack, useLanguage, useToast } from '@cf/ui';
import { readAsDataUrl } from '../../../shared/read-as-data-url';
import { useRemarks, useVerificationWrite } from '../hooks';
import { REMARK_STATUSES, verificationApi, type RemarkStatus, type RemarkView } from '../verification-api';
import { SettingsPage } from '../../../shared/SettingsPage';

const TONE: Record<RemarkStatus, 'danger' | 'info' | 'success'> = { pending: 'danger', 'under-review': 'info', completed: 'success' };

/**
 * `/request-remark-verification-documents` (A2.20, A3.16, A4.4, A4.10): what reviewers asked for,
 * grouped as pending (the investor's action is needed), under review and completed; each document
 * asked for is uploaded here, and with all of them in the request goes back to the reviewer.
 */
export default function RemarkDocumentsPage() {
  const { t } = useTranslation('settings');
  const remarks = useRemarks();
  if (remarks.isPending) return <Spinner label={t('verification.loading')} />;
  if (remarks.isError && remarks.data === undefined) return <LoadError error={remarks.error} onRetry={() => void remarks.refetch()} />;
  return (
    <SettingsPage title={t('verification.remarks.title')} description={t('verification.remarks.intro')}>
      <Stack gap={4}>
        {remarks.data.length === 0 ? <p className="settings-muted">{t('verification.remarks.none')}</p> : null}
        {REMARK_STATUSES.map((status) => {
          const group = remarks.data.filter((r) => r.status === status);
          return group.length > 0 ? (
            <section key={status} aria-labelledby={`remarks-${status}`}>
              <h2 id={`remarks-${status}`} className="settings-section-title">
                {t(`verification.remarks.groups.${status}`)}
              </h2>
              <Stack gap={3}>
                {group.map((remark) => (
                  <Remark key={remark.id} remark={remark} />
                ))}
              </Stack>
            </section>
          ) : null;
        })}
      </Stack>
    </SettingsPage>
  );
}

function Remark({ remark }: { remark: RemarkView }) {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const toast = useToast();
  const [serverError, setServerError] = useState<unknown>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const upload = useVerificationWrite(verificationApi.uploadRemarkDocument);
  return (
    <Card title={t('verification.remarks.requestedOn', { date: formatDate(remark.createdAt, language) })} headingLevel={3}>
      <Stack gap={3}>
        <p>
          <Badge tone={TONE[remark.status]}>{t(`verification.remarks.status.${remark.status}`)}</Badge>
        </p>
        <p dir="auto" className="remark-note">
          {remark.note}
        </p>
        <ServerError titled error={serverError} />
        <ul className="remark-documents">
          {remark.documents.map((document) => (
            <li key={document.id} className="remark-document">
              <div>
                <strong dir="auto">{document.title}</strong>
                <span className="settings-muted">{` · ${t(`verification.remarks.types.${document.type}`)}`}</span>
                <br />
                <span className={document.uploadedAt ? 'remark-document__done' : 'settings-muted'}>
                  {document.uploadedAt ? t('verification.remarks.uploadedOn', { date: formatDate(document.uploadedAt, language) }) : t('verification.remarks.notUploaded')}
                </span>
              </div>
              {document.url ? <img src={document.url} alt={document.title} className="verification-thumb" /> : null}
              {remark.status === 'pending' ? (
                <div>
                  <input
                    id={`remark-${document.id}`}
                    className="cf-visually-hidden verification-file"
                    type="file"
                    accept="image/png,image/jpeg"
                    aria-label={t('verification.remarks.uploadFor', { title: document.title })}
                    disabled={busy !== null}
                    onChange={async (event) => {
                      const file = event.target.files?.[0];
                      event.target.value = '';
                      if (!file) return;
                      setServerError(null);
                      setBusy(document.id);
                      try {
                        const after = await upload.mutateAsync({ remarkId: remark.id, documentId: document.id, image: await readAsDataUrl(file) });
                        toast.show({ tone: 'success', message: after.status === 'under-review' ? t('verification.remarks.sentForReview') : t('verification.remarks.uploaded') });
                      } catch (error) {
                        setServerError(error);
                      } finally {
                        setBusy(null);
                      }
                    }}
                  />
                  <label htmlFor={`remark-${document.id}`} className={buttonClass('outline', 'sm')} aria-hidden="true">
                    {busy === document.id ? t('verification.documents.uploading') : document.uploadedAt ? t('verification.documents.replacePicture') : t('verification.documents.choosePicture')}
                  </label>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}
