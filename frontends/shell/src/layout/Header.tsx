import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useMenus, useNotifications } from '@cf/api-client';
import { formatInteger } from '@cf/i18n';
import { buttonClass, canCreateCampaign, Menu, MenuItem, MenuSeparator, useLanguage } from '@cf/ui';
import { useShell } from '../app/shell-context';
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
  const language = useLanguage();
  const { data } = useNotifications();
  const count = data?.unreadCount ?? 0;
  return (
    <button
      type="button"
      className="shell-bell"
      aria-expanded={open}
      aria-controls="notification-panel"
      onClick={togglePanel}
      aria-label={
        count > 0
          ? `${t('nav.notifications')}: ${t('notifications.unread', { n: formatInteger(count, language) })}`
          : t('nav.notifications')
      }
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.8V3.5a1.5 1.5 0 0 0-3 0v.7A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {count > 0 ? (
        <span className="shell-bell__count" aria-hidden="true">
          {count > 99 ? `${formatInteger(99, language)}+` : formatInteger(count, language)}
        </span>
      ) : null}
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
      // The name comes from the content (hidden "User menu:" + the visible name), so what a voice-control
      // user reads on screen is part of it (WCAG 2.5.3; an aria-label replaced it).
      trigger={
        <>
          <span className="cf-visually-hidden">{name ? `${t('nav.userMenu')}: ` : t('nav.userMenu')}</span>
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
      {flags.owner ? <MenuItem onSelect={() => navigate('/dashboard')}>{t('nav.myCampaigns')}</MenuItem> : null}
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

/**
 * Whether the header's links fit on one line beside the logo and the actions. A hidden copy of the list
 * laid out on one line is measured against the room the nav has, so the links collapse behind the
 * menu button exactly when they would wrap: at any width, in any language, with any number of
 * site-configured links (a fixed breakpoint wrapped Arabic at 1366 px and French even wider).
 */
function useLinksFit(nav: RefObject<HTMLElement | null>, measure: RefObject<HTMLElement | null>): boolean {
  const [fit, setFit] = useState(true);
  useLayoutEffect(() => {
    const room = nav.current;
    const row = measure.current;
    if (!room || !row || typeof ResizeObserver === 'undefined') return undefined;
    const check = () => setFit(row.scrollWidth <= room.clientWidth);
    const observer = new ResizeObserver(check);
    observer.observe(room);
    observer.observe(row);
    check();
    return () => observer.disconnect();
  }, [nav, measure]);
  return fit;
}

export function Header() {
  const { t } = useTranslation();
  const { signedIn, flags, isAdmin, settings } = useShell();
  const headerLinks = useMenus('header');
  // Below 900 px the links live in a panel behind the menu button. It remembers the page it was
  // opened on, so going to another page closes it; Escape closes it and gives the focus back to the
  // button (above 900 px the button is hidden and the links always show).
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const navOpen = openOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const showCreate = signedIn && canCreateCampaign(flags, isAdmin, settings.onlyAdminCreateCampaign);
  const close = useCallback(() => setOpenOn(null), []);
  useEffect(() => {
    if (!navOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navOpen, close]);
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const linksFit = useLinksFit(navRef, measureRef);
  const links = (
    <>
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
      {/* Signed in, where to go next (issue 36): the dashboard (an investor's portfolio, an owner's
          campaigns), then what the user's role uses most; the account menu keeps every item of A2.14. */}
      {signedIn ? (
        <li>
          <NavLink to="/dashboard" className="shell-nav__link">
            {/* An owner's dashboard is the list of their campaigns: named so. */}
            {t(flags.owner && !flags.investor ? 'nav.myCampaigns' : 'nav.dashboard')}
          </NavLink>
        </li>
      ) : null}
      {signedIn && flags.investor ? (
        <li>
          <NavLink to="/investments" className="shell-nav__link">
            {t('nav.investments')}
          </NavLink>
        </li>
      ) : null}
      {signedIn && flags.investor && settings.walletModule === 'yes' ? (
        <li>
          <NavLink to="/settings/wallet" className="shell-nav__link">
            {t('nav.wallet')}
          </NavLink>
        </li>
      ) : null}
      {signedIn && isAdmin ? (
        <li>
          <NavLink to="/admin" className="shell-nav__link">
            {t('nav.admin')}
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
    </>
  );
  return (
    <header className={linksFit ? 'shell-header' : 'shell-header shell-header--compact'}>
      <div className="shell-header__inner">
        <Logo />
        <button
          ref={toggleRef}
          type="button"
          className="shell-nav-toggle"
          aria-expanded={navOpen}
          aria-controls="main-nav"
          onClick={() => setOpenOn(navOpen ? null : pathname)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            {navOpen ? (
              <path
                fill="currentColor"
                d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z"
              />
            ) : (
              <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
            )}
          </svg>
          <span className="cf-visually-hidden">{t('nav.menu')}</span>
        </button>
        <nav ref={navRef} id="main-nav" className={navOpen ? 'shell-nav shell-nav--open' : 'shell-nav'} aria-label={t('nav.mainMenu')}>
          <ul className="shell-nav__list" onClick={close}>
            {links}
          </ul>
          {/* The measuring copy: never seen, never focused, not in the accessibility tree. */}
          <div className="shell-nav__measure" aria-hidden="true" inert>
            <ul ref={measureRef} className="shell-nav__list">
              {links}
            </ul>
          </div>
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
