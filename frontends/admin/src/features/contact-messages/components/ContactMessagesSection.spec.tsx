import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import type { ContactMessageView } from '@cf/contracts/rest';
import ContactMessagesSection from './ContactMessagesSection';
import { ADMIN_ME, ok, setup, signIn } from '../../../shared/test-helpers';

const message = (n: number): ContactMessageView => ({
  id: `m${n}`,
  name: `Salim ${n}`,
  email: `salim${n}@example.om`,
  phone: n === 1 ? '96891234567' : null,
  subject: `Question ${n}`,
  message: 'When does the next campaign open?\nThank you.',
  type: n === 1 ? 'investing' : null,
  extraLink: n === 1 ? 'https://example.om/page' : null,
  userId: null,
  language: 'ar',
  createdAt: '2026-11-27T08:00:00.000Z',
});
const page = (total: number) => (call: { url: string }) => {
  const limit = Number(new URL(call.url, 'http://x').searchParams.get('limit'));
  const docs = Array.from({ length: Math.min(limit, total) }, (_, i) => message(i + 1));
  return ok({ docs, totalCount: total, displayLoadMore: docs.length < total });
};

describe('admin contact messages (issue 38)', () => {
  beforeEach(signIn);

  it('[A1.1] lists the contact form\'s messages, 10 more per load, and opens one with how to answer', async () => {
    const api = mockApi({ 'GET users/me': ok(ADMIN_ME), 'GET contact-us': page(12) });
    await renderPage(<ContactMessagesSection />, { route: '/admin?section=contact-messages', path: '/admin', setup });
    expect(await screen.findAllByRole('rowheader')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Question 12')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url.includes('/contact-us?')).map((c) => new URL(c.url, 'http://x').searchParams.get('limit'))).toEqual(['10', '20']);
    await userEvent.click(screen.getByRole('button', { name: 'Read “Question 1”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Question 1' });
    expect(within(dialog).getByRole('link', { name: 'salim1@example.om' })).toHaveAttribute('href', 'mailto:salim1@example.om');
    expect(within(dialog).getByText(/When does the next campaign open\?/)).toBeInTheDocument();
    expect(within(dialog).getByText('https://example.om/page').closest('a')).toBeNull();
  });

  it('[A1.1] says so when nobody wrote yet', async () => {
    mockApi({ 'GET users/me': ok(ADMIN_ME), 'GET contact-us': page(0) });
    await renderPage(<ContactMessagesSection />, { route: '/admin?section=contact-messages', path: '/admin', setup });
    expect(await screen.findByText('No record found')).toBeInTheDocument();
  });
});
