import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import { ADMIN_ME, fail, ok, page, setup, signIn } from '../../../shared/test-helpers';
import LanguagesSection from './LanguagesSection';

const LANGUAGES = [
  { id: 'l-ar', name: 'العربية', folder: 'ar', direction: 'rtl', isDefault: true, status: true },
  { id: 'l-en', name: 'English', folder: 'en', direction: 'ltr', isDefault: false, status: true },
];

describe('LanguagesSection (admin)', () => {
  beforeEach(signIn);

  it('[A3.6] lists the languages and shows the server’s refusal to delete the default one', async () => {
    const { calls } = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET languages': page(LANGUAGES),
      'DELETE languages/l-ar': fail(400, 'The default language cannot be deleted'),
    });
    await renderPage(<LanguagesSection />, { route: '/admin?section=languages', setup });
    const row = (await screen.findByRole('rowheader', { name: 'العربية' })).closest('tr')!;
    expect(within(row).getByText('Default')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Delete العربية' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “العربية”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((a) => a.textContent?.includes('The default language cannot be deleted'))).toBe(true);
    expect(screen.getByRole('rowheader', { name: 'العربية' })).toBeInTheDocument();
  });

  it('[A3.6] adds a language: code rule on the client, the server’s field message beside its field', async () => {
    const { calls } = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET languages': page(LANGUAGES),
      'POST languages': fail(400, 'Validation failed', [{ field: 'folder', msg: 'This code is already used' }]),
    });
    await renderPage(<LanguagesSection />, { route: '/admin?section=languages', setup });
    await userEvent.click(await screen.findByRole('button', { name: 'Add language' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a language' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Français');
    const code = within(dialog).getByRole('textbox', { name: /^Code/ });
    await userEvent.type(code, 'FR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(code);
    await userEvent.type(code, 'fr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('This code is already used')));
    expect(code).toHaveFocus();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Français',
      folder: 'fr',
      direction: 'ltr',
      status: true,
      isDefault: false,
    });
  });

  it('[A3.6] deactivates a language in one click and refreshes the list', async () => {
    let english = { ...LANGUAGES[1] };
    const { calls } = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET languages': () => page([LANGUAGES[0], english]),
      'PATCH languages/l-en': (call) => {
        english = { ...english, ...(call.body as object) };
        return ok(english);
      },
    });
    await renderPage(<LanguagesSection />, { route: '/admin?section=languages', setup });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate English' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: false }));
    expect(await screen.findByRole('button', { name: 'Activate English' })).toBeInTheDocument();
    expect(screen.getByText('English is inactive')).toBeInTheDocument();
  });

  it('[A8.3] an empty list says "No record found"', async () => {
    mockApi({ 'GET users/me': ok(ADMIN_ME), 'GET languages': page([]) });
    await renderPage(<LanguagesSection />, { route: '/admin?section=languages', setup });
    expect(await screen.findByText('No record found')).toBeInTheDocument();
  });
});
