import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@cf/web-tools/testing/render';
import { fail, ok, renderSettingsPage, signIn } from '../../../shared/test-helpers';
import InvitePage from './InvitePage';

const emails = () => screen.getByLabelText(/^Email addresses/);
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));

describe('InvitePage (settings remote)', () => {
  beforeEach(signIn);

  it('[A7.4] needs 1 to 10 addresses, each valid', async () => {
    const api = mockApi({});
    await renderSettingsPage(<InvitePage />, '/invite');
    await send();
    expect(emails()).toHaveAccessibleDescription(/^Please enter 1 to 10 email addresses/);
    await userEvent.type(emails(), 'sara@example.om, not-an-address');
    expect(emails()).toHaveAccessibleDescription(/^This address is not valid: not-an-address/);
    await userEvent.clear(emails());
    await userEvent.click(emails());
    await userEvent.paste(Array.from({ length: 11 }, (_, i) => `u${i}@example.om`).join(' '));
    expect(emails()).toHaveAccessibleDescription(/^Please enter 1 to 10 email addresses.*Addresses: 11 \/ 10/);
    expect(api.calls).toHaveLength(0);
  });

  it('[A7.4] the message is at most 500 characters', async () => {
    mockApi({});
    await renderSettingsPage(<InvitePage />, '/invite');
    await userEvent.type(emails(), 'sara@example.om');
    await userEvent.click(screen.getByLabelText(/^Personal message/));
    await userEvent.paste('m'.repeat(501));
    await send();
    expect(screen.getByLabelText(/^Personal message/)).toHaveAccessibleDescription(/^The message must be at most 500 characters/);
  });

  it('[A7.4][A8.6] POSTs users/send-invites with the addresses as a list and shows "Invite sent"', async () => {
    const api = mockApi({ 'POST users/send-invites': ok({ sent: 2, message: 'Invite sent' }) });
    await renderSettingsPage(<InvitePage />, '/invite');
    await userEvent.type(emails(), 'Sara@Example.om; omar@example.om sara@example.om');
    await userEvent.type(screen.getByLabelText(/^Personal message/), 'Join me');
    await send();
    expect((await screen.findAllByText('Invite sent')).length).toBeGreaterThan(0);
    expect(api.calls[0]).toMatchObject({ method: 'POST', body: { emails: ['sara@example.om', 'omar@example.om'], message: 'Join me' } });
    expect(emails()).toHaveValue('');
  });

  it('[A8.1] shows the server message (daily limit)', async () => {
    mockApi({ 'POST users/send-invites': fail(429, 'You can send at most 50 invitations a day') });
    await renderSettingsPage(<InvitePage />, '/invite');
    await userEvent.type(emails(), 'sara@example.om');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('You can send at most 50 invitations a day');
  });
});
