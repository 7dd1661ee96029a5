import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { clearSession } from '@cf/api-client';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import { ShellProvider } from '../app/shell-context';
import { Footer } from './Footer';
import { Header } from './Header';
import { SettingsSidebar } from './SettingsSidebar';

const ok = (data: unknown) => ({ body: { status: 'success', data: { data } } });

function WithShell({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ShellProvider isWebView={false} i18n={i18n}>
      {children}
    </ShellProvider>
  );
}

function siteApi(extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET site-setting/front': ok({ siteName: 'Test Funding', maintainanceMode: 'no', walletModule: 'yes' }),
    'GET meta-setting/front': ok({ siteName: 'Test Funding' }),
    'GET campaign-setting/front': ok({}),
    'GET languages/front': ok([]),
    'GET menus/': ok([]),
    ...extra,
  } as Parameters<typeof mockApi>[0]);
}

describe('shell layout', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
  });

  it('[A2.15] shows the footer FAQ link only when front-faqs/front has questions', async () => {
    const api = siteApi({ 'GET front-faqs/front': ok([{ id: 'f1', category: 'general', question: 'Q?', answer: 'A.' }]) });
    await renderPage(
      <WithShell>
        <Footer />
      </WithShell>,
    );
    expect(await screen.findByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(api.calls.some((c) => c.url.includes('content-page/faqs/front'))).toBe(false);
  });

  it('[A2.15] hides the footer FAQ link when there are no footer questions', async () => {
    siteApi({ 'GET front-faqs/front': ok([]), 'GET content-page/faqs/front': ok([{ category: 'c', title: 'T', faqs: [] }]) });
    await renderPage(
      <WithShell>
        <Footer />
      </WithShell>,
    );
    expect(await screen.findByRole('link', { name: 'Contact us' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument());
  });

  it('[A2.14] the menu button opens the links panel; Escape closes it and returns the focus', async () => {
    siteApi();
    await renderPage(
      <WithShell>
        <Header />
      </WithShell>,
    );
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-controls', 'main-nav');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('main-nav')).toHaveClass('shell-nav--open');
    screen.getByRole('link', { name: 'Browse' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('[A2.16] highlights only one settings entry', async () => {
    siteApi();
    await renderPage(
      <WithShell>
        <SettingsSidebar />
      </WithShell>,
      { route: '/settings/profile' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Settings' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Profile']);
    expect(nav.querySelectorAll('.active')).toHaveLength(1);
  });

  it('[A2.16] lists every account page once: no destination twice, the settings and wallet groups headed', async () => {
    siteApi();
    await renderPage(
      <WithShell>
        <SettingsSidebar />
      </WithShell>,
      { route: '/dashboard' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Settings' });
    const targets = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(new Set(targets).size).toBe(targets.length);
    expect(targets).toEqual(expect.arrayContaining(['/dashboard', '/notifications', '/settings/profile', '/settings/wallet', '/settings/wallet?topup=1', '/logout']));
    expect(within(nav).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Settings', 'Wallet']);
  });

  it('[A2.16] tells "Wallet" and "Top up" apart by ?topup=1', async () => {
    siteApi();
    await renderPage(
      <WithShell>
        <SettingsSidebar />
      </WithShell>,
      { route: '/settings/wallet?topup=1' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Settings' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Top up']);
  });
});
