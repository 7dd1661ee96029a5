import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@cf/web-tools/testing/render';
import { ok, renderSettingsPage, signIn } from '../../../shared/test-helpers';
import DevMailboxPage from './DevMailboxPage';

const mail = (id: string, subject: string, to = 'khalid@example.om') => ({
  id,
  to,
  subject,
  html: `<p>${subject} <script>alert(1)</script></p>`,
  text: `${subject} (text)`,
  template: 'invite',
  language: 'en',
  status: 'sent',
  createdAt: '2026-11-22T08:00:00.000Z',
  sentAt: '2026-11-22T08:00:01.000Z',
});

describe('DevMailboxPage (settings remote)', () => {
  beforeEach(signIn);

  it('says the mailbox is not available when dev/mailbox answers 404', async () => {
    mockApi({});
    await renderSettingsPage(<DevMailboxPage />, '/settings/dev-mailbox');
    expect(await screen.findByText('The development mailbox is not available')).toBeInTheDocument();
  });

  it('lists the e-mails and shows one in a sandboxed frame (no scripts)', async () => {
    mockApi({
      'GET dev/mailbox': ok([mail('m2', 'You are invited'), mail('m1', 'Activate your account')]),
      'GET dev/mailbox/m1': ok(mail('m1', 'Activate your account')),
    });
    await renderSettingsPage(<DevMailboxPage />, '/settings/dev-mailbox');
    expect(await screen.findByText('Messages: 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Activate your account/ }));
    const frame = (await screen.findByTitle('Email: Activate your account')) as HTMLIFrameElement;
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Activate your account');
    await userEvent.click(screen.getByRole('button', { name: 'Show plain text' }));
    expect(screen.getByText('Activate your account (text)')).toBeInTheDocument();
  });

  it('filters by recipient (?to=) and shows an empty state', async () => {
    const api = mockApi({ 'GET dev/mailbox': ok([]) });
    await renderSettingsPage(<DevMailboxPage />, '/settings/dev-mailbox');
    await userEvent.type(await screen.findByLabelText('Recipient'), 'sara@example.om');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('Nothing was sent to sara@example.om.')).toBeInTheDocument();
    expect(api.calls.at(-1)?.url).toContain('to=sara%40example.om');
  });
});
