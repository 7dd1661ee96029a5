import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, startSession } from '@cf/api-client';
import { addNamespace } from '@cf/i18n';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import ar from '../../../i18n/ar.json';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import SiteSettingsPage from './SiteSettingsPage';

const ok = (data: unknown) => ({ body: { status: 'success', data: { data } } });
const setup = (i18n: Parameters<typeof addNamespace>[0]) => addNamespace(i18n, 'admin', { ar, en, fr });

describe('SiteSettingsPage (admin remote)', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    startSession('tok', { id: 'u1', slug: 'a', userType: 'investor', email: 'a@example.om' });
  });

  it('[A6.1] is for administrators only', async () => {
    mockApi({ 'GET users/me': ok({ id: 'u1', isAdmin: false }), 'GET site-setting/front': ok({}) });
    await renderPage(<SiteSettingsPage />, { route: '/admin', setup });
    expect(await screen.findByText('This area is for administrators only.')).toBeInTheDocument();
  });

  it('[A1.5] lists site settings and turns maintenance mode on after confirmation', async () => {
    const api = mockApi({
      'GET users/me': ok({ id: 'u1', isAdmin: true }),
      'GET site-setting/front': ok({ siteName: 'Test Funding', maintainanceMode: 'no', walletModule: 'yes' }),
      'PATCH site-setting': ok({ maintainanceMode: 'yes' }),
    });
    await renderPage(<SiteSettingsPage />, { route: '/admin', setup });
    expect(await screen.findByRole('rowheader', { name: 'siteName' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn maintenance mode on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn maintenance mode on?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn maintenance mode on' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH' && c.url.includes('/site-setting?'))).toBe(true));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ maintainanceMode: 'yes' });
  });
});
