import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notificationsApi, useNotifications, type UserNotification } from '@cf/api-client';
import { useShell } from '../app/shell-context';
import { notificationAction, notificationParams, notificationReason } from './notification-actions';
import { setPanelOpen, togglePanel, usePanelOpen } from './panel-state';

/**
 * A2.18: floating panel for signed-in users when notifications exist: a greeting and the list,
 * toggling between open and collapsed. A click runs the action of A4.7-A4.13.
 */
export function NotificationPanel() {
  const { t, i18n } = useTranslation();
  const { user } = useShell();
  const { data } = useNotifications();
  const open = usePanelOpen();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const items = data ?? [];
  if (items.length === 0) return null;

  const onItem = async (n: UserNotification) => {
    const action = notificationAction(n);
    if (!action) return;
    if (action.markFirst) {
      try {
        await notificationsApi.update(n.id ?? n._id ?? '');
      } finally {
        void queryClient.invalidateQueries({ queryKey: ['user-notifications'] });
      }
    }
    setPanelOpen(false);
    navigate(action.path);
  };

  return (
    <aside
      id="notification-panel"
      className={open ? 'shell-notifications shell-notifications--open' : 'shell-notifications'}
      aria-label={t('notifications.title')}
    >
      <button type="button" className="shell-notifications__toggle" aria-expanded={open} onClick={togglePanel}>
        {open ? t('notifications.collapse') : t('notifications.open')} ({items.length})
      </button>
      {open ? (
        <div className="shell-notifications__body">
          <p className="shell-notifications__greeting">{t('notifications.greeting', { name: user?.firstName ?? '' })}</p>
          <ul className="shell-notifications__list">
            {items.map((n) => {
              const key = `notifications.types.${n.notificationType}`;
              const reason = notificationReason(n, i18n.language);
              return (
                <li key={n.id ?? n._id}>
                  <button type="button" className="shell-notifications__item" onClick={() => void onItem(n)}>
                    <span>{i18n.exists(key) ? t(key, notificationParams(n, i18n.language)) : t('notifications.types.default')}</span>
                    {reason ? <small className="shell-notifications__reason">{reason}</small> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </aside>
  );
}
