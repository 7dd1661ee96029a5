import { useTranslation } from 'react-i18next';
import { matchPath, Outlet, useLocation } from 'react-router';
import { Banner } from '@cf/ui';
import { useShell } from '../app/shell-context';
import { useLoginBanner } from '../app/login-banner';
import { ROUTES } from '@cf/ui';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileBottomBar } from './MobileBottomBar';
import { NotificationPanel } from './NotificationPanel';
import { SettingsSidebar } from './SettingsSidebar';

/** A2.16: does the current path carry the settings sidebar? */
function useSidebarVisible(): boolean {
  const { pathname } = useLocation();
  return ROUTES.some((r) => r.sidebar && matchPath({ path: r.path, end: true }, pathname));
}

export function AppLayout() {
  const { t } = useTranslation();
  const { isWebView, signedIn } = useShell();
  const [bannerVisible, hideBanner] = useLoginBanner();
  const sidebar = useSidebarVisible() && signedIn && !isWebView;
  return (
    <div className={isWebView ? 'shell shell--webview' : 'shell'}>
      <a className="shell-skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      {bannerVisible ? (
        <Banner tone="success" onClose={hideBanner} closeLabel={t('common.close')}>
          {t('banner.loginSuccess')}
        </Banner>
      ) : null}
      <div className={sidebar ? 'shell-body shell-body--with-sidebar' : 'shell-body'}>
        {sidebar ? <SettingsSidebar /> : null}
        <main id="main" className="shell-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Footer />
      {signedIn ? <NotificationPanel /> : null}
      {isWebView && signedIn ? <MobileBottomBar /> : null}
    </div>
  );
}
