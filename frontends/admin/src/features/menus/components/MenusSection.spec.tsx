import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import { ADMIN_ME, fail, ok, page, paramsOf, setup, signIn } from '../../../shared/test-helpers';
import MenusSection, { reorder } from './MenusSection';

const t3 = (en: string) => ({ ar: `${en} ع`, en, fr: `${en} fr` });
const LINKS = [
  {
    id: 'm1',
    menuType: 'header',
    linkType: 'page',
    title: t3('About us'),
    customUrl: null,
    urlTarget: '_self',
    contentPageSlug: 'about-us1-2',
    socialMediaIcon: null,
    sortOrder: 0,
    status: true,
  },
  {
    id: 'm2',
    menuType: 'header',
    linkType: 'custom',
    title: t3('Blog'),
    customUrl: 'https://blog.example.om',
    urlTarget: '_blank',
    contentPageSlug: null,
    socialMediaIcon: null,
    sortOrder: 0,
    status: true,
  },
  {
    id: 'm3',
    menuType: 'header',
    linkType: 'custom',
    title: t3('News'),
    customUrl: '/news',
    urlTarget: '_self',
    contentPageSlug: null,
    socialMediaIcon: null,
    sortOrder: 5,
    status: false,
  },
];
const PAGES = [
  { id: 'p1', slug: 'about-us1-2', title: t3('About us'), content: t3('x'), metaDescription: t3('x'), showInFooter: false, status: true },
];

describe('MenusSection (admin)', () => {
  beforeEach(signIn);

  it('reorder renumbers 10, 20, 30… and saves only what moved', () => {
    expect(reorder(LINKS, 1, -1)).toEqual([
      { id: 'm2', sortOrder: 10 },
      { id: 'm1', sortOrder: 20 },
      { id: 'm3', sortOrder: 30 },
    ]);
    expect(reorder(LINKS, 0, -1)).toEqual([]);
    expect(
      reorder(
        [
          { id: 'a', sortOrder: 10 },
          { id: 'b', sortOrder: 20 },
          { id: 'c', sortOrder: 30 },
        ],
        2,
        -1,
      ),
    ).toEqual([
      { id: 'c', sortOrder: 20 },
      { id: 'b', sortOrder: 30 },
    ]);
  });

  it('[A3.6] lists a menu by type and moves a link up', async () => {
    const { calls } = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET menus/admin': page(LINKS),
      'GET content-page/pages': page(PAGES),
      'PATCH menus/m1': ok({}),
      'PATCH menus/m2': ok({}),
      'PATCH menus/m3': ok({}),
    });
    await renderPage(<MenusSection />, { route: '/admin?section=menus', setup });
    await screen.findByRole('rowheader', { name: 'About us' });
    const list = calls.find((c) => c.url.includes('/menus/admin'))!;
    expect(paramsOf(list.url).get('type')).toBe('header');
    await userEvent.click(screen.getByRole('button', { name: 'Move Blog up' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(3));
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.url.split('?')[0].split('/').pop(), c.body])).toEqual([
      ['m2', { sortOrder: 10 }],
      ['m1', { sortOrder: 20 }],
      ['m3', { sortOrder: 30 }],
    ]);
    expect(await screen.findByText('Menu order saved')).toBeInTheDocument();
  });

  it('[A3.6] a page link picks a content page; titles are needed in every language', async () => {
    const { calls } = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET menus/admin': page([]),
      'GET content-page/pages': page(PAGES),
      'POST menus': fail(400, 'Validation failed', [{ field: 'contentPageSlug', msg: 'This page does not exist' }]),
    });
    await renderPage(<MenusSection />, { route: '/admin?section=menus', setup });
    await userEvent.click(await screen.findByRole('button', { name: 'Add link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a menu link' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Content page' }));
    expect(within(dialog).queryByRole('textbox', { name: /^Address/ })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title (English)' }), 'About');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('textbox', { name: 'Title (Arabic)' })).toHaveFocus();
    expect(within(dialog).getByRole('combobox', { name: /Content page/ })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title (Arabic)' }), 'من نحن');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title (French)' }), 'À propos');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Content page/ }), 'about-us1-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      menuType: 'header',
      title: { ar: 'من نحن', en: 'About', fr: 'À propos' },
      linkType: 'page',
      customUrl: null,
      contentPageSlug: 'about-us1-2',
      urlTarget: '_self',
      socialMediaIcon: null,
      sortOrder: 0,
      status: true,
    });
    expect(await within(dialog).findByText('This page does not exist')).toBeInTheDocument();
  });

  it('[A3.6] social links need an icon and an https address', async () => {
    mockApi({ 'GET users/me': ok(ADMIN_ME), 'GET menus/admin': page([]) });
    await renderPage(<MenusSection />, { route: '/admin?section=menus', setup });
    await userEvent.click(await screen.findByRole('tab', { name: 'Social' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a menu link' });
    expect(within(dialog).queryByRole('group', { name: 'Link to' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Address/ }), 'http://x.com/oman');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('textbox', { name: /^Address/ })).toHaveAccessibleDescription(
      expect.stringContaining('Social links must start with https://'),
    );
    expect(within(dialog).getByRole('combobox', { name: /Icon/ })).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    );
  });
});
