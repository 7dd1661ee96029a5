import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, useApiLanguage, type ListPage } from '@cf/api-client';
import type { ActivityView } from '@cf/contracts/rest';
import { formatDateTime, toLanguage } from '@cf/i18n';
import { Card, EmptyState, LoadError, LoadMoreFooter, Skeleton, useGrowingList } from '@cf/ui';

/** A9.3: the log grows 10 lines at a time. */
const ACTIVITY_PAGE_SIZE = 10;
const activityPage = (limit: number) => api.get<ListPage<ActivityView>>('user-activity', { query: { limit } });

/** A page of the site a line concerns (the service gives paths only; anything else is not a link). */
const pathOf = (details: Record<string, unknown>): string | null => (typeof details.link === 'string' && details.link.startsWith('/') && !details.link.startsWith('//') ? details.link : null);

/**
 * A3.18 the person's activity log, newest first: sign-ins and account changes, investments, the
 * wallet's money, repayments, verification, campaigns followed. Titles come translated from the
 * service; a line about a page links to it.
 */
export function ActivityLog() {
  const { t, i18n } = useTranslation('settings');
  const language = toLanguage(i18n.language);
  const lng = useApiLanguage();
  const list = useGrowingList(['settings', 'activity', lng], activityPage, ACTIVITY_PAGE_SIZE);
  return (
    <Card title={t('activity.title')}>
      {list.query.isPending ? (
        <Skeleton lines={5} />
      ) : list.query.isError && !list.query.data ? (
        <LoadError error={list.query.error} onRetry={() => void list.query.refetch()} />
      ) : list.docs.length === 0 ? (
        <EmptyState title={t('activity.empty')} />
      ) : (
        <>
          <ul className="settings-activity">
            {list.docs.map((line) => {
              const path = pathOf(line.details);
              return (
                <li key={line.id}>
                  {path ? <Link to={path}>{line.title}</Link> : <span>{line.title}</span>}
                  <span className="settings-muted">{formatDateTime(line.createdAt, language)}</span>
                </li>
              );
            })}
          </ul>
          <LoadMoreFooter shown={list.docs.length} total={list.total} hasMore={list.hasMore} loading={list.loadingMore} onLoadMore={list.loadMore} />
        </>
      )}
    </Card>
  );
}
