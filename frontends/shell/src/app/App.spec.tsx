import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, startSession } from '@cf/api-client';
import { mockApi, testI18n } from '@cf/web-tools/testing/render';
import { App } from './App';

// The federation runtime only matters in a browser build; here remotes are "not deployed".
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }), { virtual: true });

const ok = (data: unknown) => ({ body: { status: 'success', data: { data } } });

function siteApi(settings: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET site-setting/front': ok({
      siteName: 'Test Funding',
      sitePrimaryColor: '#112233',
      maintainanceMode: 'no',
      walletModule: 'no',
      ...settings,
    }),
    'GET meta-setting/front': ok({ siteName: 'Test Funding' }),
    'GET campaign-setting/front': ok({}),
    'GET languages/front': ok([
      { id: 'l1', name: 'Arabic', folder: 'ar' },
      { id: 'l2', name: 'English', folder: 'en' },
      { id: 'l3', name: 'French', folder: 'fr' },
    ]),
    'GET menus/': ok([{ linkType: 'custom', title: 'Blog', customUrl: 'https://blog.example.om', urlTarget: '_blank' }]),
    'GET front-faqs/front': ok([]),
    'GET user-notifications': ok([]),
    'GET recaptcha/front': ok({ provider: 'none' }),
    ...extra,
  } as Parameters<typeof mockApi>[0]);
}

async function renderApp(path: string, { isWebView = false }: { isWebView?: boolean } = {}) {
  window.history.pushState({}, '', path);
  const i18n = await testI18n('en');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // fetch('/remotes.json') for remote routes: nothing deployed in this test.
  globalThis.fetch = jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) })) as unknown as typeof fetch;
  render(<App i18n={i18n} queryClient={queryClient} isWebView={isWebView} />);
  return { i18n };
}

const user = (extra: Record<string, unknown> = {}) =>
  ok({ id: 'u1', email: 'a@example.om', firstName: 'Aisha', lastName: 'Harthy', userType: 'investor', ...extra });

describe('shell application', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
  });

  it('[A2.1] sends a visitor from a protected route to sign-in', async () => {
    siteApi();
    await renderApp('/settings/change-password');
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('[A2.1][C2.1] shows home for an unknown path', async () => {
    siteApi();
    await renderApp('/no-such-page/at-all');
    expect(await screen.findByRole('heading', { name: "Invest in Oman's growing companies" })).toBeInTheDocument();
  });

  it('[A2.1] shows the maintenance page with the three lines when maintainanceMode is yes', async () => {
    siteApi({ maintainanceMode: 'yes' });
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry for the inconvenience' })).toBeInTheDocument();
    expect(screen.queryByText('Under maintenance')).not.toBeInTheDocument();
    expect(screen.getByText('We are performing some maintenance at the moment')).toBeInTheDocument();
    expect(screen.getByText('We will be back up shortly')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('[A1.5] themes the page from site settings', async () => {
    siteApi();
    await renderApp('/');
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--cf-primary')).toBe('#112233'));
    await waitFor(() => expect(document.title).toBe('Test Funding'));
  });

  it('[A2.14] signed out: admin header links, home, browse, contact us, about-us and a sign-in button', async () => {
    siteApi();
    await renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(nav).findByRole('link', { name: 'Blog' })).toHaveAttribute('target', '_blank');
    for (const name of ['Home', 'Browse', 'Contact us', 'About us']) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/content-page/about-us1-2');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('[A2.14][A6.3] signed in: the user menu shows wallet and children only when allowed', async () => {
    startSession('tok', { id: 'u1', slug: 'a', userType: 'investor', email: 'a@example.om', firstName: 'Aisha', lastName: 'Harthy', isAdmin: false });
    siteApi({ walletModule: 'yes' }, { 'GET users/me': user({ isChildVerificationAllowed: true }) });
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    const trigger = await screen.findByRole('button', { name: /Account menu: Aisha Harthy/ });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    for (const name of ['Dashboard', 'My investments', 'Wallet', 'Settings', 'Children registration', 'Log out'])
      expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create campaign' })).not.toBeInTheDocument();
  });

  it('[A2.14][A6.2] an owner gets "create campaign" and no investor items; no wallet when the module is off', async () => {
    startSession('tok', { id: 'u1', slug: 'a', userType: 'owner', email: 'o@example.om', firstName: 'Omar', lastName: 'Said', isAdmin: false });
    siteApi({ walletModule: 'no' }, { 'GET users/me': user({ userType: 'owner', firstName: 'Omar', lastName: 'Said' }) });
    await renderApp('/');
    expect(await screen.findByRole('link', { name: 'Create campaign' })).toHaveAttribute('href', '/create-campaign/choose-type');
    await userEvent.click(await screen.findByRole('button', { name: /Account menu: Omar Said/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'My investments' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Wallet' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Children registration' })).not.toBeInTheDocument();
  });

  it('[A2.16] shows the settings sidebar on its paths, and not in the web view', async () => {
    startSession('tok', { id: 'u1', slug: 'a', userType: 'investor', email: 'a@example.om', firstName: 'Test', lastName: 'User', isAdmin: false });
    siteApi({}, { 'GET users/me': user() });
    await renderApp('/settings/change-password');
    const sidebar = await screen.findByRole('navigation', { name: 'Settings' });
    expect(within(sidebar).getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/settings/change-password');
    expect(within(sidebar).getByRole('link', { name: 'Log out' })).toBeInTheDocument();
  });

  it('[A2.17][A4.14] the web view has the bottom bar and no sidebar, and home goes to investments', async () => {
    startSession('tok', { id: 'u1', slug: 'a', userType: 'investor', email: 'a@example.om', firstName: 'Test', lastName: 'User', isAdmin: false });
    siteApi({}, { 'GET users/me': user({ isChildVerificationAllowed: true }) });
    await renderApp('/', { isWebView: true });
    await waitFor(() => expect(window.location.pathname).toBe('/investments'));
    const bar = await screen.findByRole('navigation', { name: 'Menu' });
    for (const name of ['Dashboard', 'Invest', 'Wallet', 'Register child'])
      expect(await within(bar).findByRole('link', { name })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('[A2.17][A6.3] the bottom bar and the sidebar offer the children only to a guardian who may register them', async () => {
    startSession('tok', { id: 'u1', slug: 'a', userType: 'investor', email: 'a@example.om', firstName: 'Test', lastName: 'User', isAdmin: false });
    siteApi({}, { 'GET users/me': user({ isChildVerificationAllowed: false }) });
    await renderApp('/', { isWebView: true });
    const bar = await screen.findByRole('navigation', { name: 'Menu' });
    expect(await within(bar).findByRole('link', { name: 'Wallet' })).toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Register child' })).not.toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Menu' }));
    expect(within(await screen.findByRole('navigation', { name: 'Settings' })).queryByRole('link', { name: 'Children' })).not.toBeInTheDocument();
  });

  it('[A2.18][A4.13] the notification panel opens and a rejected wallet transaction is updated before opening the wallet', async () => {
    startSession('tok', { id: 'u1', slug: 'a', userType: 'investor', email: 'a@example.om', firstName: 'Test', lastName: 'User', isAdmin: false });
    const api = siteApi(
      {},
      {
        'GET users/me': user(),
        'GET user-notifications': ok([
          {
            id: 'n9',
            notificationType: 'rejectedWalletTransactions',
            walletTransactionId: { transactionNumber: 'TX-7', rejectReason: 'Bank refused' },
          },
        ]),
        'PATCH user-notifications/n9': ok({}),
      },
    );
    await renderApp('/');
    // [issue 36] collapsed, the panel is the header's bell and nothing floats over the page.
    expect(screen.queryByRole('complementary', { name: 'Notifications' })).not.toBeInTheDocument();
    const bell = await screen.findByRole('button', { name: /Notifications: 1 unread/ });
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Hello Aisha, here is what needs your attention')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Wallet transaction TX-7 was rejected/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/settings/wallet'));
    expect(api.calls.some((c) => c.method === 'PATCH' && c.url.includes('user-notifications/n9'))).toBe(true);
    expect(screen.queryByRole('complementary', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('[A2.14][A4.2] switching language sets dir and refetches in the new language', async () => {
    const api = siteApi();
    await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /Language: English/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(localStorage.getItem('selected_language_id')).toBe('l1');
    expect(await screen.findByRole('link', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.url.includes('site-setting/front') && c.url.includes('lng=ar'))).toBe(true);
  });
});
