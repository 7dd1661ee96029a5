import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarkNotificationsRead, useNotifications } from '@cf/api-client';
import { formatInteger } from '@cf/i18n';
import { Button, NotificationList, useLanguage } from '@cf/ui';
import { useShell } from '../app/shell-context';
import { setPanelOpen, usePanelOpen } from './panel-state';

/**
 * A2.18: floating panel for signed-in users: a greeting and the list, toggling between open and
 * collapsed. Collapsed, it is the header's bell and its unread count only (issue 36: a floating
 * "show notifications" bar covered the sticky Invest button on phones and tables on laptops); the
 * bell opens it under the header, where it also says when there is nothing yet. A click runs the
 * action of A4.7-A4.13; "Mark all as read" clears the badge; "See all" opens /notifications. Escape
 * or the close button collapses it.
 */
export function NotificationPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user } = useShell();
  const { data } = useNotifications();
  const open = usePanelOpen();
  const markRead = useMarkNotificationsRead();
  const items = data?.docs ?? [];
  const unread = data?.unreadCount ?? 0;

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPanelOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;

  return (
    <aside id="notification-panel" className="shell-notifications" aria-label={t('notifications.title')}>
      <div className="shell-notifications__title">
        <h2>
          {t('notifications.title')}
          {unread > 0 ? ` (${t('notifications.unread', { n: formatInteger(unread, language) })})` : ''}
        </h2>
        <button type="button" className="shell-notifications__close" aria-label={t('notifications.collapse')} onClick={() => setPanelOpen(false)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {open ? (
        <div className="shell-notifications__body">
          {items.length === 0 ? (
            <p>{t('notifications.empty')}</p>
          ) : (
            <>
              <div className="shell-notifications__head">
                <p className="shell-notifications__greeting">{t('notifications.greeting', { name: user?.firstName ?? '' })}</p>
                {unread > 0 ? (
                  <Button variant="ghost" size="sm" loading={markRead.isPending} onClick={() => markRead.mutate(undefined)}>
                    {t('notifications.markAllRead')}
                  </Button>
                ) : null}
              </div>
              <NotificationList items={items} onNavigate={() => setPanelOpen(false)} />
            </>
          )}
          <div className="shell-notifications__foot">
            <Link to="/notifications" onClick={() => setPanelOpen(false)}>
              {t('notifications.seeAll')}
            </Link>
          </div>
        </div>
      ) : null}
    </aside>
  );
}
