import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useShell } from '../app/shell-context';
import { SettingsSidebar } from './SettingsSidebar';

/** A2.17 web view only: dashboard, invest (browse), wallet, register child, and a menu toggle. */
export function MobileBottomBar() {
  const { t } = useTranslation();
  const { user } = useShell();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      {menuOpen ? (
        <div id="webview-menu" className="shell-webview-menu" onClick={() => setMenuOpen(false)}>
          <SettingsSidebar />
        </div>
      ) : null}
      <nav className="shell-bottom-bar" aria-label={t('nav.menu')}>
        <NavLink to="/dashboard">{t('nav.dashboard')}</NavLink>
        <NavLink to="/browse-companies">{t('nav.invest')}</NavLink>
        <NavLink to="/settings/wallet">{t('nav.wallet')}</NavLink>
        {user?.isChildVerificationAllowed === true ? <NavLink to="/children-registration">{t('nav.registerChild')}</NavLink> : null}
        <button type="button" aria-expanded={menuOpen} aria-controls="webview-menu" onClick={() => setMenuOpen((v) => !v)}>
          {t('nav.menu')}
        </button>
      </nav>
    </>
  );
}
