import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi, type ContentImage } from '@cf/api-client';
import { formatDateTime } from '@cf/i18n';
import {
  Alert,
  Button,
  Cluster,
  ConfirmDialog,
  EmptyState,
  FileField,
  readAsDataUrl,
  Stack,
  TextField,
  useLanguage,
  useToast,
} from '@cf/ui';
import { useAdminList, useRefresh, ADMIN_KEY } from '../../../shared/admin-queries';
import { AdminListFooter, AdminTable } from '../../../shared/AdminTable';
import { ErrorPanel, ListSkeleton, useFailureText } from '../../../shared/feedback';

const MAX_BYTES = 2 * 1024 * 1024;
const ACCEPTED = ['image/png', 'image/jpeg'];

/**
 * A5.5 pictures for content pages: uploaded here (PNG or JPEG up to 2 MB, re-encoded by the site
 * service), each with a link to paste into a page's HTML; the same list is public
 * (content-page/pages/custom-image-upload/front).
 */
export function ContentImagesPanel() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const failureText = useFailureText();
  const refresh = useRefresh();
  const list = useAdminList<ContentImage>(['content-images'], (limit) => adminApi.contentImages.list(limit));
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string; file?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<ContentImage | null>(null);

  const reload = () => refresh([[ADMIN_KEY, 'content-images']]);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!name.trim()) next.name = tc('validation.required');
    if (!file) next.file = t('pageImages.chooseFile');
    else if (!ACCEPTED.includes(file.type)) next.file = t('pageImages.wrongType');
    else if (file.size > MAX_BYTES) next.file = t('pageImages.tooLarge');
    setErrors(next);
    if (next.name || next.file || !file) return;
    setBusy(true);
    setFailure(null);
    try {
      await adminApi.contentImages.upload({ name: name.trim(), image: await readAsDataUrl(file) });
      toast.show({ tone: 'success', message: t('pageImages.uploaded') });
      setName('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      await reload();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await adminApi.contentImages.remove(deleting.id);
      toast.show({ tone: 'success', message: t('pageImages.deleted') });
      setDeleting(null);
    } catch (error) {
      toast.show({ tone: 'danger', message: failureText(error) });
    } finally {
      setBusy(false);
      void reload();
    }
  };

  const copy = async (image: ContentImage) => {
    const link = new URL(image.url, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(link);
      toast.show({ tone: 'success', message: t('pageImages.copied') });
    } catch {
      // No clipboard (an insecure origin): the link is shown in the row to copy by hand.
      toast.show({ tone: 'info', message: link });
    }
  };

  const rows = list.docs;
  return (
    <section aria-labelledby="page-images-title">
      <Stack gap={4}>
        <header className="admin-section__header">
          <div>
            <h2 id="page-images-title" className="admin-section__title">
              {t('pageImages.title')}
            </h2>
            <p className="admin-muted">{t('pageImages.intro')}</p>
          </div>
        </header>
        <form className="admin-upload-form" onSubmit={(event) => void upload(event)} noValidate>
          <TextField
            label={t('pageImages.name')}
            hint={t('pageImages.nameHint')}
            value={name}
            maxLength={120}
            required
            error={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <FileField
            ref={fileInput}
            label={t('pageImages.file')}
            hint={t('pageImages.fileHint')}
            pickerLabels={{ pick: t('pageImages.filePick'), none: t('pageImages.fileNone') }}
            accept={ACCEPTED.join(',')}
            required
            error={errors.file}
            onFile={setFile}
          />
          <Cluster gap={2}>
            <Button type="submit" loading={busy && !deleting}>
              {t('pageImages.upload')}
            </Button>
          </Cluster>
        </form>
        {failure ? (
          <Alert tone="danger" onClose={() => setFailure(null)} closeLabel={tc('common.close')}>
            {failure}
          </Alert>
        ) : null}
        {list.query.isPending ? <ListSkeleton rows={3} /> : null}
        {list.query.isError && !list.query.data ? <ErrorPanel error={list.query.error} onRetry={() => void list.query.refetch()} /> : null}
        {list.query.isSuccess && rows.length === 0 ? <EmptyState title={t('pageImages.empty')} /> : null}
        {rows.length > 0 ? (
          <>
            <AdminTable
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                {
                  header: t('pageImages.preview'),
                  cell: (row) => (
                    <img
                      className="admin-thumbnail"
                      src={row.url}
                      alt={row.name}
                      width={64}
                      height={Math.max(1, Math.trunc((64 * row.height) / row.width))}
                      loading="lazy"
                    />
                  ),
                },
                { header: t('pageImages.name'), rowHeader: true, cell: (row) => <span dir="auto">{row.name}</span> },
                { header: t('pageImages.size'), cell: (row) => <bdi dir="ltr">{`${row.width} × ${row.height}`}</bdi> },
                {
                  header: t('pageImages.link'),
                  cell: (row) => (
                    <bdi dir="ltr" className="admin-break">
                      {row.url}
                    </bdi>
                  ),
                },
                { header: t('pageImages.uploadedAt'), cell: (row) => formatDateTime(row.createdAt, language) },
              ]}
              actions={(row) => (
                <Cluster gap={1} justify="end">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void copy(row)}
                    aria-label={t('pageImages.copyNamed', { name: row.name })}
                  >
                    {t('pageImages.copy')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="admin-danger-text"
                    onClick={() => setDeleting(row)}
                    aria-label={t('common.deleteNamed', { name: row.name })}
                  >
                    {t('common.delete')}
                  </Button>
                </Cluster>
              )}
            />
            <AdminListFooter list={list} shown={rows.length} />
          </>
        ) : null}
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => (!open ? setDeleting(null) : undefined)}
          title={deleting ? t('common.confirmDeleteTitle', { name: deleting.name }) : ''}
          message={t('pageImages.confirmDelete')}
          confirmLabel={t('common.delete')}
          cancelLabel={tc('common.cancel')}
          closeLabel={tc('common.close')}
          onConfirm={() => void confirmDelete()}
          danger
          busy={busy}
        />
      </Stack>
    </section>
  );
}
