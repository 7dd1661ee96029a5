import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useShell } from '../app/shell-context';

/**
 * A2.16 account sidebar, the same on every account page: dashboard, notifications and children, the
 * settings group, the wallet group and logout. The groups' headings stand for the specification's
 * "settings" and "wallet" links, so no destination is listed twice.
 *
 * Exactly one entry is highlighted (and `aria-current="page"`). "Top up" differs from "Wallet" only by
 * its query, so the two are told apart by `?topup=1`.
 */
export function SettingsSidebar() {
  const { t } = useTranslation();
  const { settings, user } = useShell();
  const { pathname, search } = useLocation();
  const wallet = settings.walletModule !== 'no';
  const topUp = new URLSearchParams(search).get('topup') === '1';
  const here = pathname.replace(/\/+$/, '') || '/';
  const item = (to: string, label: string, query?: 'topup' | 'not-topup') => {
    const active = here === to.split('?')[0] && (query === undefined || (query === 'topup') === topUp);
    return (
      <li>
        <Link to={to} className={active ? 'shell-sidebar__link active' : 'shell-sidebar__link'} aria-current={active ? 'page' : undefined}>
          {label}
        </Link>
      </li>
    );
  };
  return (
    <aside className="shell-sidebar">
      <nav aria-label={t('nav.settings')}>
        <ul className="shell-sidebar__list">
          {item('/dashboard', t('nav.dashboard'))}
          {item('/notifications', t('notifications.title'))}
          {item('/inbox', t('nav.inbox'))}
          {/* A6.3: children only for a guardian who may register them (isChildVerificationAllowed). */}
          {user?.isChildVerificationAllowed === true ? item('/children-list', t('nav.children')) : null}
        </ul>
        <h2 className="shell-sidebar__group">{t('nav.settingsGroup')}</h2>
        <ul className="shell-sidebar__list">
          {item('/settings/profile', t('nav.profile'))}
          {item('/settings/two-factor-authentication', t('nav.security'))}
          {item('/saved-campaign', t('nav.savedCampaigns'))}
          {item('/settings/email-preferences', t('nav.emailPreferences'))}
          {item('/settings/change-password', t('nav.changePassword'))}
        </ul>
        {wallet ? (
          <>
            <h2 className="shell-sidebar__group">{t('nav.walletGroup')}</h2>
            <ul className="shell-sidebar__list">
              {item('/settings/wallet', t('nav.wallet'), 'not-topup')}
              {item('/settings/payment-options', t('nav.paymentOptions'))}
              {item('/settings/wallet?topup=1', t('nav.topUp'), 'topup')}
            </ul>
          </>
        ) : null}
        <ul className="shell-sidebar__list shell-sidebar__list--end">{item('/logout', t('nav.logout'))}</ul>
      </nav>
    </aside>
  );
}
