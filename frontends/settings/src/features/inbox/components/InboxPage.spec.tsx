import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@cf/web-tools/testing/render';
import { ok, renderSettingsPage, signIn } from '../../../shared/test-helpers';
import InboxPage from './InboxPage';

const mail = (n: number) => ({ id: `m${n}`, subject: `Subject ${n}`, template: 'campaign-update-posted', language: 'en', status: 'sent', createdAt: '2026-03-05T10:00:00.000Z', sentAt: '2026-03-05T10:00:01.000Z' });
const page = (total: number) => (call: { url: string }) => {
  const limit = Number(new URL(call.url, 'http://x').searchParams.get('limit'));
  const docs = Array.from({ length: Math.min(limit, total) }, (_, i) => mail(i + 1));
  return ok({ docs, totalCount: total, displayLoadMore: docs.length < total });
};

describe('InboxPage (settings remote, /inbox)', () => {
  beforeEach(signIn);

  it('[A2.4][A9.3] lists the e-mails sent to the person, ten more per "Load more", and opens one to read', async () => {
    const api = mockApi({ 'GET inbox': page(12), 'GET inbox/m2': ok({ ...mail(2), text: 'Hello Salim,\n\nThe harvest is in.\n\nRead the update' }) });
    await renderSettingsPage(<InboxPage />, '/inbox', 'en', '/inbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Subject 10/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Subject 11/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: /Subject 12/ })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url.includes('/inbox?')).map((c) => new URL(c.url, 'http://x').searchParams.get('limit'))).toEqual(['10', '20']);
    await userEvent.click(screen.getByRole('button', { name: /Subject 2\b/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Subject 2' });
    expect(await within(dialog).findByText('The harvest is in.')).toBeInTheDocument();
  });

  it('[A2.4] an empty inbox says what will arrive there, in Arabic', async () => {
    mockApi({ 'GET inbox': ok({ docs: [], totalCount: 0, displayLoadMore: false }) });
    await renderSettingsPage(<InboxPage />, '/inbox', 'ar', '/inbox');
    expect(await screen.findByText('لا توجد رسائل بعد')).toBeInTheDocument();
  });
});
