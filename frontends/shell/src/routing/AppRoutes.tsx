import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PageLoader } from '@cf/ui';
import { useShell } from '../app/shell-context';
import { AppLayout } from '../layout/AppLayout';
import { MaintenancePage } from '../layout/MaintenancePage';
import { RemotePage } from '../federation/RemotePage';
import { HomePage } from '../features/public-pages/HomePage';
import { MAINTENANCE_ALLOWED, ROUTES, type RouteDef, type ShellPage } from '@cf/ui';
import { webViewRedirect } from './webview';

// Home is in the entry bundle (it is the first paint); every other page is its own chunk.
const pages: Record<Exclude<ShellPage, 'home'>, LazyExoticComponent<ComponentType<{ slug?: string }>>> = {
  login: lazy(() => import(/* webpackChunkName: "page-login" */ '../features/auth/pages/LoginPage')),
  signup: lazy(() => import(/* webpackChunkName: "page-signup" */ '../features/auth/pages/SignupPage')),
  logout: lazy(() => import(/* webpackChunkName: "page-logout" */ '../features/auth/pages/LogoutPage')),
  'forgot-password': lazy(() => import(/* webpackChunkName: "page-forgot" */ '../features/auth/pages/ForgotPasswordPage')),
  'reset-password': lazy(() => import(/* webpackChunkName: "page-reset" */ '../features/auth/pages/ResetPasswordPage')),
  'resend-email-verification': lazy(() => import(/* webpackChunkName: "page-resend" */ '../features/auth/pages/ResendVerificationPage')),
  'activate-account': lazy(() => import(/* webpackChunkName: "page-activate" */ '../features/auth/pages/ActivateAccountPage')),
  'child-handover': lazy(() => import(/* webpackChunkName: "page-child-handover" */ '../features/auth/pages/ChildHandoverPage')),
  'login-verification': lazy(() => import(/* webpackChunkName: "page-login-verify" */ '../features/auth/pages/LoginVerificationPage')),
  'two-factor-setup': lazy(() => import(/* webpackChunkName: "page-2fa-setup" */ '../features/auth/pages/TwoFactorSetupPage')),
  'content-page': lazy(() => import(/* webpackChunkName: "page-content" */ '../features/public-pages/ContentPage')),
  faq: lazy(() => import(/* webpackChunkName: "page-faq" */ '../features/public-pages/FaqPage')),
  'contact-us': lazy(() => import(/* webpackChunkName: "page-contact" */ '../features/public-pages/ContactUsPage')),
  'help-center': lazy(() => import(/* webpackChunkName: "page-help" */ '../features/public-pages/HelpCenterPage')),
  'help-question-list': lazy(() => import(/* webpackChunkName: "page-help-list" */ '../features/public-pages/HelpQuestionListPage')),
  'help-single-question': lazy(() => import(/* webpackChunkName: "page-help-question" */ '../features/public-pages/HelpSingleQuestionPage')),
  'raise-capital': lazy(() => import(/* webpackChunkName: "page-raise" */ '../features/public-pages/RaiseCapitalPage')),
  'coming-soon': lazy(() => import(/* webpackChunkName: "page-coming-soon" */ '../features/content/ComingSoonPage')),
};

function PageFor({ route }: { route: RouteDef }) {
  if (route.remote) return <RemotePage remote={route.remote} pattern={route.path} />;
  if (route.shell === 'home' || !route.shell) return <HomePage />;
  const Page = pages[route.shell];
  return route.slug ? <FixedSlug Page={Page} slug={route.slug} /> : <Page />;
}

function FixedSlug({ Page, slug }: { Page: ComponentType<{ slug?: string }>; slug: string }) {
  return <Page slug={slug} />;
}

/** A2.1: without a token a protected route goes to sign-in, remembering where the user was going. */
function Guard({ route, children }: { route: RouteDef; children: React.ReactNode }) {
  const { signedIn, isAdmin, userLoading } = useShell();
  const location = useLocation();
  if (route.access === 'public') return <>{children}</>;
  if (!signedIn) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  // Admin pages wait for users/me before deciding (isAdmin comes from it), then send others home.
  if (route.access === 'admin' && !isAdmin) return userLoading ? <PageLoader label="" /> : <Navigate to="/" replace />;
  return <>{children}</>;
}

/** A2.1: every navigation scrolls smoothly to the top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}

/** A4.14 web view: landing pages are skipped (investments when signed in, sign-in otherwise). */
function WebViewRedirect() {
  const { isWebView, signedIn } = useShell();
  const { pathname } = useLocation();
  const target = webViewRedirect(pathname, isWebView, signedIn);
  return target ? <Navigate to={target} replace /> : null;
}

export function AppRoutes() {
  const { t } = useTranslation();
  const { settings, settingsReady, isAdmin } = useShell();
  const { pathname } = useLocation();

  if (!settingsReady) return <PageLoader label={t('common.loading')} />;
  // A2.1 maintenance: everyone but administrators sees the three lines; sign-in stays open for admins.
  if (settings.maintainanceMode === 'yes' && !isAdmin && !MAINTENANCE_ALLOWED.has(pathname)) return <MaintenancePage />;

  return (
    <>
      <ScrollToTop />
      <WebViewRedirect />
      <Routes>
        <Route element={<AppLayout />}>
          {ROUTES.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <Guard route={route}>
                  <Suspense fallback={<PageLoader label={t('common.loading')} />}>
                    <PageFor route={route} />
                  </Suspense>
                </Guard>
              }
            />
          ))}
          {/* A2.1: an unknown path shows home. */}
          <Route path="*" element={<HomePage />} />
        </Route>
      </Routes>
    </>
  );
}
