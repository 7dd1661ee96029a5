import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NOTIFICATIONS_PAGE_SIZE, notificationsApi, useApiLanguage, useMarkNotificationsRead, type NotificationPage } from '@cf/api-client';
import { buttonClass, Button, Card, EmptyState, LoadError, LoadMoreFooter, NotificationList, Skeleton, useGrowingList } from '@cf/ui';
import { SettingsPage } from '../../../shared/SettingsPage';

/**
 * `/notifications` (A2.4): every notification of the bell, newest first, ten more per "Load more",
 * with the same click actions (A4.7-A4.13) and "Mark all as read".
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const lng = useApiLanguage();
  const markRead = useMarkNotificationsRead();
  const list = useGrowingList(['user-notifications', 'page', lng], notificationsApi.list, NOTIFICATIONS_PAGE_SIZE);
  const unread = (list.query.data as NotificationPage | undefined)?.unreadCount ?? 0;

  return (
    <SettingsPage
      title={t('notifications.title')}
      description={t('notifications.pageIntro')}
      width="narrow"
      actions={
        unread > 0 ? (
          <Button variant="outline" loading={markRead.isPending} onClick={() => markRead.mutate(undefined)}>
            {t('notifications.markAllRead')}
          </Button>
        ) : null
      }
    >
      <Card>
        {list.query.isPending ? (
          <Skeleton lines={5} height="2.5rem" />
        ) : list.query.isError ? (
          <LoadError error={list.query.error} onRetry={() => void list.query.refetch()} />
        ) : list.docs.length === 0 ? (
          <EmptyState
            title={t('notifications.empty')}
            description={t('notifications.emptyNext')}
            action={
              <Link to="/browse-companies" className={buttonClass('primary')}>
                {t('nav.browse')}
              </Link>
            }
          />
        ) : (
          <>
            <NotificationList items={list.docs} />
            <LoadMoreFooter shown={list.docs.length} total={list.total} hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
          </>
        )}
      </Card>
    </SettingsPage>
  );
}
