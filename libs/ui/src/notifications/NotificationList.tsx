import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMarkNotificationsRead, type UserNotification } from '@cf/api-client';
import { formatDateTime } from '@cf/i18n';
import { cx } from '../components/cx';
import { useLanguage } from '../components/Money';
import { notificationAction, notificationParams, notificationReason } from './notification-actions';

/** The translated line of one notification (A4.7 types; anything else reads "You have a new notification"). */
export function useNotificationText() {
  const { t, i18n } = useTranslation();
  return (n: UserNotification) => {
    const key = `notifications.types.${n.notificationType}`;
    return i18n.exists(key) ? t(key, notificationParams(n, i18n.language)) : t('notifications.types.default');
  };
}

/**
 * The notifications of the bell's panel and of `/notifications`: unread ones marked, each with its
 * reason (A8.5) and time. A click runs the action of A4.7-A4.13 (marking read first where A4.13 says
 * so); one without a page to open is marked read where it stands.
 */
export function NotificationList({ items, onNavigate }: { items: UserNotification[]; onNavigate?: () => void }) {
  const { i18n } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead();
  const text = useNotificationText();

  const open = async (n: UserNotification) => {
    const id = String(n.id ?? n._id ?? '');
    const action = notificationAction(n);
    if (!action || action.markFirst) {
      try {
        if (!n.isRead) await markRead.mutateAsync(id);
      } catch {
        /* the page still opens: the badge catches up on the next refresh */
      }
    }
    if (!action) return;
    onNavigate?.();
    navigate(action.path);
  };

  return (
    <ul className="cf-notifications">
      {items.map((n) => {
        const reason = notificationReason(n, i18n.language);
        return (
          <li key={n.id ?? n._id} className={cx('cf-notifications__item', !n.isRead && 'cf-notifications__item--unread')}>
            <button type="button" className="cf-notifications__button" onClick={() => void open(n)}>
              <span className="cf-notifications__text">{text(n)}</span>
              {reason ? (
                <small className="cf-notifications__reason" dir="auto">
                  {reason}
                </small>
              ) : null}
              {n.createdAt ? (
                <small className="cf-notifications__time">
                  <time dateTime={n.createdAt}>{formatDateTime(n.createdAt, language)}</time>
                </small>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
