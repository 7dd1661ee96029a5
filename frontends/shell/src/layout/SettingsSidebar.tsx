import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useShell } from '../app/shell-context';

/** A2.16 settings sidebar: main links, the settings group, the wallet group and logout. */
export function SettingsSidebar() {
  const { t } = useTranslation();
  const { settings } = useShell();
  const wallet = settings.walletModule !== 'no';
  const item = (to: string, label: string) => (
    <li>
      <NavLink to={to} end className="shell-sidebar__link">
        {label}
      </NavLink>
    </li>
  );
  return (
    <aside className="shell-sidebar">
      <nav aria-label={t('nav.settings')}>
        <ul className="shell-sidebar__list">
          {item('/dashboard', t('nav.dashboard'))}
          {wallet ? item('/settings/wallet', t('nav.wallet')) : null}
          {item('/settings/profile', t('nav.settings'))}
          {item('/children-registration', t('nav.children'))}
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
              {item('/settings/wallet', t('nav.wallet'))}
              {item('/settings/payment-options', t('nav.paymentOptions'))}
              {item('/settings/wallet?topup=1', t('nav.topUp'))}
            </ul>
          </>
        ) : null}
        <ul className="shell-sidebar__list shell-sidebar__list--end">{item('/logout', t('nav.logout'))}</ul>
      </nav>
    </aside>
  );
}
