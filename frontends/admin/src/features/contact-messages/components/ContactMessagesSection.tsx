import './contact-messages.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ListPage } from '@cf/api-client';
import type { ContactMessageView } from '@cf/contracts/rest';
import { formatDateTime } from '@cf/i18n';
import { Button, EmptyState, Modal, Stack, useLanguage } from '@cf/ui';
import { useAdminList } from '../../../shared/admin-queries';
import { AdminListFooter, AdminTable } from '../../../shared/AdminTable';
import { ErrorPanel, ListSkeleton } from '../../../shared/feedback';

const contactMessagesPage = (limit: number) => api.get<ListPage<ContactMessageView>>('contact-us', { query: { limit } });

/** One message in full: who, how to answer, what they asked (and their link, never followed for them). */
function MessageDialog({ message, onClose }: { message: ContactMessageView; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const facts: Array<[string, React.ReactNode]> = [
    [t('contactMessages.from'), message.name],
    [
      t('contactMessages.email'),
      <a key="e" href={`mailto:${message.email}`} dir="ltr">
        {message.email}
      </a>,
    ],
    [t('contactMessages.phone'), message.phone ? <bdi dir="ltr">{message.phone}</bdi> : '—'],
    [t('contactMessages.type'), message.type ?? '—'],
    [
      t('contactMessages.link'),
      message.extraLink ? (
        <bdi dir="ltr" className="admin-break">
          {message.extraLink}
        </bdi>
      ) : (
        '—'
      ),
    ],
    [t('contactMessages.received'), formatDateTime(message.createdAt, language)],
  ];
  return (
    <Modal open onOpenChange={(open) => (open ? null : onClose())} title={message.subject} closeLabel={tc('common.close')} size="md">
      <Stack gap={3}>
        <dl className="cf-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="admin-message" dir="auto">
          {message.message}
        </p>
      </Stack>
    </Modal>
  );
}

/** A1.1 the contact form's messages (notifications service), newest first, 10 more per load, each opened to read. */
export default function ContactMessagesSection() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const list = useAdminList<ContactMessageView>(['contact-messages'], contactMessagesPage);
  const [open, setOpen] = useState<ContactMessageView | null>(null);
  const rows = list.docs;
  return (
    <Stack gap={4}>
      <header className="admin-section__header">
        <div>
          <h2 className="admin-section__title">{t('contactMessages.title')}</h2>
          <p className="admin-muted">{t('contactMessages.intro')}</p>
        </div>
      </header>
      {list.query.isPending ? <ListSkeleton /> : null}
      {list.query.isError && !list.query.data ? <ErrorPanel error={list.query.error} onRetry={() => void list.query.refetch()} /> : null}
      {list.query.isSuccess && rows.length === 0 ? <EmptyState title={tc('common.noRecord')} /> : null}
      {rows.length > 0 ? (
        <>
          <AdminTable
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              { header: t('contactMessages.subject'), rowHeader: true, cell: (row) => <span dir="auto">{row.subject}</span> },
              { header: t('contactMessages.from'), cell: (row) => row.name },
              {
                header: t('contactMessages.email'),
                cell: (row) => (
                  <bdi dir="ltr" className="admin-break">
                    {row.email}
                  </bdi>
                ),
              },
              { header: t('contactMessages.received'), cell: (row) => formatDateTime(row.createdAt, language) },
            ]}
            actions={(row) => (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setOpen(row)}
                aria-label={t('contactMessages.readNamed', { subject: row.subject })}
              >
                {t('contactMessages.read')}
              </Button>
            )}
          />
          <AdminListFooter list={list} shown={rows.length} />
        </>
      ) : null}
      {open ? <MessageDialog message={open} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
