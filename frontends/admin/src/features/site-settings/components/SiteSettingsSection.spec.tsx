import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import { ADMIN_ME, fail, ok, setup, signIn } from '../../../shared/test-helpers';
import SiteSettingsSection from './SiteSettingsSection';

const SITE = {
  siteLogo: '/logo.svg',
  favIcon: '',
  sitePrimaryColor: '#6048fe',
  siteSecondaryColor: '#000',
  timezone: 'Asia/Muscat',
  googleAnalyticsCode: '',
  maintainanceMode: 'no',
  walletModule: 'yes',
  onlyAdminCreateCampaign: 'no',
};
const META = {
  siteName: { ar: 'منصة عُمان للتمويل الجماعي', en: 'Oman Crowdfunding', fr: 'Oman Crowdfunding' },
  metaDescription: { ar: 'وصف', en: 'Description', fr: 'Description' },
};

function api(site: Record<string, unknown> = SITE, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET users/me': ok(ADMIN_ME),
    'GET site-setting': ok(site),
    'GET meta-setting': ok(META),
    'PATCH site-setting': (call) => ok({ ...site, ...(call.body as object) }),
    'PATCH meta-setting': (call) => ok({ ...META, ...(call.body as object) }),
    ...extra,
  });
}

const patches = (calls: ReturnType<typeof mockApi>['calls'], path: string) =>
  calls.filter((c) => c.method === 'PATCH' && new URL(c.url, 'http://x').pathname === `/api/v1/${path}`);

describe('SiteSettingsSection (admin)', () => {
  beforeEach(signIn);

  it('[A1.5][A3.5] refuses a colour that is not #rgb/#rrggbb, beside the field, with focus on it', async () => {
    const { calls } = api();
    await renderPage(<SiteSettingsSection />, { route: '/admin', setup });
    const primary = await screen.findByRole('textbox', { name: /Primary colour/ });
    await userEvent.clear(primary);
    await userEvent.type(primary, '#12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(primary).toHaveAttribute('aria-invalid', 'true');
    expect(primary).toHaveAccessibleDescription(expect.stringContaining('Please enter a colour as #rgb or #rrggbb'));
    expect(primary).toHaveFocus();
    expect(patches(calls, 'site-setting')).toHaveLength(0);

    // #abc is a colour: the error goes and only the changed key is sent.
    await userEvent.clear(primary);
    await userEvent.type(primary, '#0a7');
    expect(primary).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(calls, 'site-setting')).toHaveLength(1));
    expect(patches(calls, 'site-setting')[0].body).toEqual({ sitePrimaryColor: '#0a7' });
    expect(patches(calls, 'meta-setting')).toHaveLength(0);
    expect(await screen.findByText('Site settings saved')).toBeInTheDocument();
  });

  it('[A1.5] live preview follows the colour being typed, before saving', async () => {
    api();
    const { container } = await renderPage(<SiteSettingsSection />, { route: '/admin', setup });
    const secondary = await screen.findByRole('textbox', { name: /Secondary colour/ });
    await userEvent.clear(secondary);
    await userEvent.type(secondary, '#ffcc00');
    const preview = container.querySelector<HTMLElement>('.admin-theme-preview')!;
    expect(preview.style.getPropertyValue('--preview-secondary')).toBe('#ffcc00');
    expect(preview.style.getPropertyValue('--preview-on-secondary')).toBe('#000000');
    // The picker beside the text shows the same colour.
    expect(screen.getByLabelText('Colour picker: Secondary colour')).toHaveValue('#ffcc00');
  });

  it('[A3.5] wallet module and admin-only creation are yes/no: a missing value must be chosen', async () => {
    const { calls } = api({ ...SITE, walletModule: undefined, onlyAdminCreateCampaign: true });
    await renderPage(<SiteSettingsSection />, { route: '/admin', setup });
    const wallet = await screen.findByRole('group', { name: 'Wallet module' });
    // A boolean from an older record reads as yes.
    expect(
      within(screen.getByRole('group', { name: 'Only administrators may create campaigns' })).getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(within(wallet).getByText('Please choose yes or no')).toBeInTheDocument();
    expect(within(wallet).getByRole('radio', { name: 'Yes' })).toHaveFocus();
    expect(patches(calls, 'site-setting')).toHaveLength(0);

    await userEvent.click(within(wallet).getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(calls, 'site-setting')).toHaveLength(1));
    expect(patches(calls, 'site-setting')[0].body).toEqual({ walletModule: 'no' });
  });

  it('[A3.5] analytics takes a measurement ID only; site name goes to meta-setting in all three languages', async () => {
    const { calls } = api();
    await renderPage(<SiteSettingsSection />, { route: '/admin', setup });
    const analytics = await screen.findByRole('textbox', { name: 'Google Analytics measurement ID' });
    await userEvent.type(analytics, '<script>');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(analytics).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a Google Analytics measurement ID such as G-ABC1234'),
    );

    await userEvent.clear(analytics);
    await userEvent.type(analytics, 'G-ABC1234');
    const english = screen.getByRole('textbox', { name: 'Site name (English)' });
    await userEvent.clear(english);
    await userEvent.type(english, 'Oman Funding');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patches(calls, 'meta-setting')).toHaveLength(1));
    expect(patches(calls, 'site-setting')[0].body).toEqual({ googleAnalyticsCode: 'G-ABC1234' });
    expect(patches(calls, 'meta-setting')[0].body).toEqual({ siteName: { ...META.siteName, en: 'Oman Funding' } });
    expect(patches(calls, 'site-setting')[0].url).toContain('lng=en');
  });

  it('shows the server’s field errors beside their fields and a failure toast', async () => {
    api(SITE, {
      'PATCH meta-setting': fail(400, 'Validation failed', [{ field: 'siteName.fr', msg: 'Ce texte est trop long' }]),
    });
    await renderPage(<SiteSettingsSection />, { route: '/admin', setup });
    const french = await screen.findByRole('textbox', { name: 'Site name (French)' });
    await userEvent.type(french, ' SA');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(french).toHaveAttribute('aria-invalid', 'true'));
    expect(french).toHaveAccessibleDescription('Ce texte est trop long');
    expect(french).toHaveFocus();
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.getAllByText('Validation failed').length).toBeGreaterThan(0);
  });

  it('[A2.1] maintenance mode asks for confirmation, explaining the maintenance page, before switching on', async () => {
    const { calls } = api();
    await renderPage(<SiteSettingsSection />, { route: '/admin', setup });
    await userEvent.click(await screen.findByRole('button', { name: 'Turn maintenance mode on' }));
    let dialog = await screen.findByRole('dialog', { name: 'Turn maintenance mode on?' });
    expect(dialog).toHaveTextContent('The public site will show the maintenance page');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(calls, 'site-setting')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Turn maintenance mode on' }));
    dialog = await screen.findByRole('dialog', { name: 'Turn maintenance mode on?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn maintenance mode on' }));
    await waitFor(() => expect(patches(calls, 'site-setting')).toHaveLength(1));
    expect(patches(calls, 'site-setting')[0].body).toEqual({ maintainanceMode: 'yes' });
    expect(await screen.findByText('Maintenance mode is on')).toBeInTheDocument();
  });

  it('[A2.1] switching maintenance off needs no confirmation', async () => {
    const { calls } = api({ ...SITE, maintainanceMode: 'yes' });
    await renderPage(<SiteSettingsSection />, { route: '/admin', setup });
    expect(await screen.findByText('Maintenance mode is ON: visitors see the maintenance page.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn maintenance mode off' }));
    await waitFor(() => expect(patches(calls, 'site-setting')).toHaveLength(1));
    expect(patches(calls, 'site-setting')[0].body).toEqual({ maintainanceMode: 'no' });
  });

  it('a failed read shows an error panel whose retry reloads', async () => {
    let attempts = 0;
    api(SITE, { 'GET site-setting': () => (++attempts === 1 ? fail(500, 'Service unavailable') : ok(SITE)) });
    await renderPage(<SiteSettingsSection />, { route: '/admin', setup });
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Turn maintenance mode on' })).toBeInTheDocument();
  });
});
