import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import { ADMIN_ME, fail, ok, page, setup, signIn } from '../../../shared/test-helpers';
import ContentPagesSection from './ContentPagesSection';

const t3 = (en: string) => ({ ar: `${en} ع`, en, fr: `${en} fr` });
const ABOUT = {
  id: 'p1',
  slug: 'about-us1-2',
  title: t3('About Us'),
  content: t3('<p>x</p>'),
  metaDescription: t3('m'),
  showInFooter: true,
  status: true,
};

async function fillNewPage(slug: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Add page' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a content page' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Slug/ }), slug);
  for (const [label, value] of [
    ['Title', 'Terms'],
    ['Content (HTML)', '<p>Terms</p>'],
    ['Meta description', 'Terms'],
  ])
    for (const language of ['Arabic', 'English', 'French'])
      await userEvent.type(within(dialog).getByRole('textbox', { name: `${label} (${language})` }), value);
  return dialog;
}

describe('ContentPagesSection (admin)', () => {
  beforeEach(signIn);

  it('[A5.5] slug rule on the client; a slug already used is refused beside the slug field', async () => {
    const { calls } = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET content-page/pages': page([ABOUT]),
      'POST content-page/pages': fail(409, 'This record already exists'),
    });
    await renderPage(<ContentPagesSection />, { route: '/admin?section=pages', setup });
    const dialog = await fillNewPage('terms of use');
    const slug = within(dialog).getByRole('textbox', { name: /^Slug/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('letters, digits and hyphens only'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(slug);
    await userEvent.type(slug, 'about-us1-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(slug).toHaveAccessibleDescription(expect.stringContaining('This record already exists')));
    expect(slug).toHaveFocus();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      slug: 'about-us1-2',
      title: { ar: 'Terms', en: 'Terms', fr: 'Terms' },
      content: { ar: '<p>Terms</p>', en: '<p>Terms</p>', fr: '<p>Terms</p>' },
      showInFooter: false,
      status: true,
    });
  });

  it('deletes only after confirmation, and shows why a page used by a menu is kept', async () => {
    const { calls } = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET content-page/pages': page([ABOUT]),
      'DELETE content-page/pages/p1': fail(409, 'This page is linked from a menu: remove the menu link first'),
    });
    await renderPage(<ContentPagesSection />, { route: '/admin?section=pages', setup });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete About Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “About Us”?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alerts = await screen.findAllByText('This page is linked from a menu: remove the menu link first');
    expect(alerts.length).toBeGreaterThan(0);
  });

  it('editing sends only what changed', async () => {
    const { calls } = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET content-page/pages': page([ABOUT]),
      'PATCH content-page/pages/p1': ok(ABOUT),
    });
    await renderPage(<ContentPagesSection />, { route: '/admin?section=pages', setup });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit About Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit About Us' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Show in the footer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ showInFooter: false }));
    expect(await screen.findByText('Page saved')).toBeInTheDocument();
  });
});
