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

  describe('images for pages', () => {
    const IMAGE = { id: 'i1', name: 'Muscat office', url: '/api/v1/content-page/pages/custom-image-upload/files/0190a0b0-0000-7000-8000-000000000001.png', width: 800, height: 600, createdAt: '2026-11-20T08:00:00.000Z' };

    it('[A5.5] uploads a PNG with its description as a data URL, and refuses another type or a missing description before sending', async () => {
      const { calls } = mockApi({
        'GET users/me': ok(ADMIN_ME),
        'GET content-page/pages': page([ABOUT]),
        'GET content-page/pages/custom-image-upload/front': page([]),
        'POST content-page/pages/custom-image-upload': ok(IMAGE),
      });
      await renderPage(<ContentPagesSection />, { route: '/admin?section=pages', setup });
      expect(await screen.findByText('No images uploaded yet')).toBeInTheDocument();
      const picture = screen.getByLabelText(/^Picture/);
      await userEvent.upload(picture, new File(['GIF89a'], 'x.gif', { type: 'image/gif' }), { applyAccept: false });
      await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
      expect(await screen.findByText('Please choose a PNG or JPEG picture')).toBeInTheDocument();
      expect(screen.getByText('This field is required')).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'POST')).toBe(false);

      await userEvent.type(screen.getByRole('textbox', { name: /^Description/ }), 'Muscat office');
      await userEvent.upload(picture, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'office.png', { type: 'image/png' }));
      await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
      await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Muscat office', image: 'data:image/png;base64,iVBORw==' }));
      expect(await screen.findByText('Image uploaded')).toBeInTheDocument();
    });

    it('[A5.5] shows the server refusal, and deletes an image only after confirming', async () => {
      const { calls } = mockApi({
        'GET users/me': ok(ADMIN_ME),
        'GET content-page/pages': page([ABOUT]),
        'GET content-page/pages/custom-image-upload/front': page([IMAGE]),
        'POST content-page/pages/custom-image-upload': fail(400, 'The picture must be at least 16 pixels on each side'),
        [`DELETE content-page/pages/custom-image-upload/i1`]: ok({ id: 'i1' }),
      });
      await renderPage(<ContentPagesSection />, { route: '/admin?section=pages', setup });
      expect(await screen.findByRole('img', { name: 'Muscat office' })).toHaveAttribute('src', IMAGE.url);
      await userEvent.type(screen.getByRole('textbox', { name: /^Description/ }), 'Dot');
      await userEvent.upload(screen.getByLabelText(/^Picture/), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'dot.jpg', { type: 'image/jpeg' }));
      await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
      expect(await screen.findByText('The picture must be at least 16 pixels on each side')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Delete Muscat office' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete “Muscat office”?' });
      expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Image deleted')).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'DELETE' && new URL(c.url, 'http://localhost').pathname.endsWith('custom-image-upload/i1'))).toBe(true);
    });
  });
});
