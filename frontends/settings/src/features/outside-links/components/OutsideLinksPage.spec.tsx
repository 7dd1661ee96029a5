import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@cf/web-tools/testing/render';
import { fail, ok, renderSettingsPage, signIn } from '../../../shared/test-helpers';
import OutsideLinksPage from './OutsideLinksPage';

const me = (outsideLinks: Record<string, string>) => ({ id: 'u1', email: 'k@x.om', firstName: 'Khalid', lastName: 'H', slug: 'k', outsideLinks });

describe('OutsideLinksPage (settings remote)', () => {
  beforeEach(signIn);

  it('[A3.4] lists the saved links; none gives an empty state', async () => {
    mockApi({ 'GET users/me': ok(me({})) });
    await renderSettingsPage(<OutsideLinksPage />, '/settings/outside-links');
    expect(await screen.findByText('No links yet')).toBeInTheDocument();
  });

  it('[A5.1] a link needs a name of letters, digits, _ or - and an http(s) address', async () => {
    const api = mockApi({ 'GET users/me': ok(me({})) });
    await renderSettingsPage(<OutsideLinksPage />, '/settings/outside-links');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a link' }));
    await userEvent.clear(screen.getByLabelText('Name of link 1'));
    await userEvent.type(screen.getByLabelText('Name of link 1'), 'my site');
    await userEvent.type(screen.getByLabelText('Address of link 1'), 'example.om');
    await userEvent.click(screen.getByRole('button', { name: 'Save links' }));
    expect(screen.getByLabelText('Name of link 1')).toHaveAccessibleDescription(/^Use letters, numbers, hyphens or underscores only/);
    expect(screen.getByLabelText('Address of link 1')).toHaveAccessibleDescription('Please enter a valid link');
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('[A8.6] saves { name: url } with users/updateMe and says "Outside links updated"', async () => {
    const api = mockApi({
      'GET users/me': ok(me({ website: 'https://khalid.om' })),
      'PATCH users/updateMe': ok({ message: 'Profile updated successfully', user: me({ website: 'https://khalid.om', linkedin: 'https://linkedin.com/in/k' }) }),
    });
    await renderSettingsPage(<OutsideLinksPage />, '/settings/outside-links');
    expect(await screen.findByLabelText('Address of link 1')).toHaveValue('https://khalid.om');
    await userEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    expect(screen.getByLabelText('Name of link 2')).toHaveValue('linkedin');
    await userEvent.type(screen.getByLabelText('Address of link 2'), 'https://linkedin.com/in/k');
    await userEvent.click(screen.getByRole('button', { name: 'Save links' }));
    expect(await screen.findByText('Outside links updated')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      outsideLinks: { website: 'https://khalid.om', linkedin: 'https://linkedin.com/in/k' },
    });
  });

  it('removing every link saves an empty set', async () => {
    const api = mockApi({ 'GET users/me': ok(me({ website: 'https://khalid.om' })), 'PATCH users/updateMe': ok({ user: me({}) }) });
    await renderSettingsPage(<OutsideLinksPage />, '/settings/outside-links');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove link 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save links' }));
    expect(await screen.findByText('Outside links updated')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ outsideLinks: {} });
  });

  it('at most 10 links: "Add a link" is disabled at the limit', async () => {
    const ten = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`link${i}`, `https://x.om/${i}`]));
    mockApi({ 'GET users/me': ok(me(ten)) });
    await renderSettingsPage(<OutsideLinksPage />, '/settings/outside-links');
    expect(await screen.findByRole('button', { name: 'Add a link' })).toBeDisabled();
    expect(screen.getByText('Links: 10 / 10')).toBeInTheDocument();
  });

  it('[A8.3][A8.1] a refusal shows "An error has occurred" and the server message', async () => {
    mockApi({ 'GET users/me': ok(me({ website: 'https://khalid.om' })), 'PATCH users/updateMe': fail(400, 'Please enter a valid link') });
    await renderSettingsPage(<OutsideLinksPage />, '/settings/outside-links');
    await userEvent.click(await screen.findByRole('button', { name: 'Save links' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('An error has occurred')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Please enter a valid link');
  });
});
