import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { useMenus, useNotifications } from '@cf/api-client';
import { buttonClass, Menu, MenuItem, MenuSeparator } from '@cf/ui';
import { useShell } from '../app/shell-context';
import { canCreateCampaign } from '../routing/display-flags';
import { LanguageSelector } from './LanguageSelector';
import { MenuLinkView } from './menu-link';
import { togglePanel, usePanelOpen } from './panel-state';

export const ABOUT_US_PATH = '/content-page/about-us1-2';

function Logo() {
  const { settings, siteName } = useShell();
  return (
    <Link to="/" className="shell-logo" aria-label={siteName}>
      {settings.siteLogo ? (
        <img src={String(settings.siteLogo)} alt="" height={40} />
      ) : (
        <span className="shell-logo__text">{siteName}</span>
      )}
    </Link>
  );
}

function NotificationBell() {
  const { t } = useTranslation();
  const open = usePanelOpen();
  const { data } = useNotifications();
  const count = data?.filter((n) => !n.isRead).length ?? 0;
  return (
    <button
      type="button"
      className="shell-bell"
      aria-expanded={open}
      aria-controls="notification-panel"
      onClick={togglePanel}
      aria-label={t('nav.notifications')}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.8V3.5a1.5 1.5 0 0 0-3 0v.7A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {count > 0 ? <span className="shell-bell__count">{count > 99 ? '99+' : count}</span> : null}
    </button>
  );
}

/** A2.14 signed-in user menu: every item conditional on its flag or setting. */
function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, flags, settings, isAdmin, displayName: name } = useShell();
  return (
    <Menu
      className="shell-user"
      triggerLabel={`${t('nav.userMenu')}${name ? `: ${name}` : ''}`}
      trigger={
        <>
          {user?.photo ? (
            <img className="shell-avatar" src={String(user.photo)} alt="" width={32} height={32} />
          ) : (
            <span className="shell-avatar shell-avatar--initials" aria-hidden="true">
              {name
                .split(' ')
                .map((part) => part[0] ?? '')
                .join('')
                .slice(0, 2) || '·'}
            </span>
          )}
          <span className="shell-user__name">{name}</span>
        </>
      }
    >
      {flags.investor ? (
        <>
          <MenuItem onSelect={() => navigate('/dashboard')}>{t('nav.dashboard')}</MenuItem>
          <MenuItem onSelect={() => navigate('/investments')}>{t('nav.investments')}</MenuItem>
        </>
      ) : null}
      {settings.walletModule === 'yes' ? <MenuItem onSelect={() => navigate('/settings/wallet')}>{t('nav.wallet')}</MenuItem> : null}
      <MenuItem onSelect={() => navigate('/edit-profile')}>{t('nav.settings')}</MenuItem>
      {user?.isChildVerificationAllowed === true ? (
        <MenuItem onSelect={() => navigate('/children-registration')}>{t('nav.childrenRegistration')}</MenuItem>
      ) : null}
      {isAdmin ? <MenuItem onSelect={() => navigate('/admin')}>{t('nav.admin')}</MenuItem> : null}
      <MenuSeparator />
      <MenuItem onSelect={() => navigate('/logout')}>{t('nav.logout')}</MenuItem>
    </Menu>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { signedIn, flags, isAdmin, settings } = useShell();
  const headerLinks = useMenus('header');
  const [navOpen, setNavOpen] = useState(false);
  const showCreate = signedIn && canCreateCampaign(flags, isAdmin, settings.onlyAdminCreateCampaign);
  const close = () => setNavOpen(false);
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <Logo />
        <button
          type="button"
          className="shell-nav-toggle"
          aria-expanded={navOpen}
          aria-controls="main-nav"
          onClick={() => setNavOpen((v) => !v)}
        >
          <span aria-hidden="true">☰</span>
          <span className="cf-visually-hidden">{t('nav.menu')}</span>
        </button>
        <nav id="main-nav" className={navOpen ? 'shell-nav shell-nav--open' : 'shell-nav'} aria-label={t('nav.mainMenu')}>
          <ul className="shell-nav__list" onClick={close}>
            {!signedIn
              ? (headerLinks.data ?? []).map((link, i) => (
                  <li key={`${link.title}-${i}`}>
                    <MenuLinkView link={link} className="shell-nav__link" />
                  </li>
                ))
              : null}
            {!signedIn ? (
              <li>
                <NavLink to="/" end className="shell-nav__link">
                  {t('nav.home')}
                </NavLink>
              </li>
            ) : null}
            <li>
              <NavLink to="/browse-companies" className="shell-nav__link">
                {t('nav.browse')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/contact-us" className="shell-nav__link">
                {t('nav.contactUs')}
              </NavLink>
            </li>
            <li>
              <NavLink to={ABOUT_US_PATH} className="shell-nav__link">
                {t('nav.aboutUs')}
              </NavLink>
            </li>
            {showCreate ? (
              <li>
                <NavLink to="/create-campaign/choose-type" className="shell-nav__link">
                  {t('nav.createCampaign')}
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="shell-header__actions">
          <LanguageSelector />
          {signedIn ? (
            <>
              <NotificationBell />
              <UserMenu />
            </>
          ) : (
            <Link to="/login" className={buttonClass('primary', 'sm')}>
              {t('nav.signIn')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
