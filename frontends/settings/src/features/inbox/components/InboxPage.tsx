import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useApiLanguage } from '@cf/api-client';
import { formatDateTime, toLanguage } from '@cf/i18n';
import { Card, EmptyState, LoadError, LoadMoreFooter, Modal, Skeleton, useGrowingList } from '@cf/ui';
import { SettingsPage } from '../../../shared/SettingsPage';
import { INBOX_PAGE_SIZE, inboxApi, type InboxItem } from '../inbox-api';

/** One e-mail, read in a dialog: its text as it was sent (paragraphs kept, no markup). */
function MessageDialog({ item, onClose }: { item: InboxItem; onClose: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const lng = useApiLanguage();
  const message = useQuery({ queryKey: ['settings', 'inbox', item.id, lng], queryFn: () => inboxApi.message(item.id), retry: false });
  return (
    <Modal open onOpenChange={(open) => (open ? null : onClose())} title={item.subject} description={t('inbox.sentAt', { date: formatDateTime(item.createdAt, toLanguage(i18n.language)) })} closeLabel={tc('common.close')} size="md">
      {message.isPending ? (
        <Skeleton lines={6} />
      ) : message.isError ? (
        <LoadError error={message.error} onRetry={() => void message.refetch()} />
      ) : (
        <div className="settings-inbox__text" dir={message.data.language === 'ar' ? 'rtl' : 'ltr'} lang={message.data.language}>
          {message.data.text
            .split(/\n{2,}/)
            .map((paragraph) => paragraph.trim())
            .filter(Boolean)
            .map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
        </div>
      )}
    </Modal>
  );
}

/**
 * `/inbox` (A2.4): the e-mails the platform sent to the person, newest first, ten more per "Load
 * more", each opened to read again. E-mails with a code or an account link are not kept here.
 */
export default function InboxPage() {
  const { t, i18n } = useTranslation('settings');
  const language = toLanguage(i18n.language);
  const lng = useApiLanguage();
  const list = useGrowingList(['settings', 'inbox', lng], inboxApi.list, INBOX_PAGE_SIZE);
  const [open, setOpen] = useState<InboxItem | null>(null);
  return (
    <SettingsPage title={t('inbox.title')} description={t('inbox.intro')} width="narrow">
      <Card>
        {list.query.isPending ? (
          <Skeleton lines={5} height="2.5rem" />
        ) : list.query.isError && !list.query.data ? (
          <LoadError error={list.query.error} onRetry={() => void list.query.refetch()} />
        ) : list.docs.length === 0 ? (
          <EmptyState title={t('inbox.empty')} description={t('inbox.emptyNext')} />
        ) : (
          <>
            <ul className="settings-inbox">
              {list.docs.map((item) => (
                <li key={item.id}>
                  <button type="button" className="settings-inbox__item" onClick={() => setOpen(item)}>
                    <span className="settings-inbox__subject" dir="auto">
                      {item.subject}
                    </span>
                    <span className="settings-muted">{formatDateTime(item.createdAt, language)}</span>
                  </button>
                </li>
              ))}
            </ul>
            <LoadMoreFooter shown={list.docs.length} total={list.total} hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
          </>
        )}
      </Card>
      {open ? <MessageDialog item={open} onClose={() => setOpen(null)} /> : null}
    </SettingsPage>
  );
}
