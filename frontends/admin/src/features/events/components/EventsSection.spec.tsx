import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import type { ParkedEventView } from '@cf/contracts/rest';
import EventsSection from './EventsSection';
import { ADMIN_ME, ok, setup, signIn } from '../../../shared/test-helpers';

const parked: ParkedEventView = {
  id: 'p-1',
  consumer: 'notifications.IdentityMailConsumer.activationLink',
  eventId: 'e-1',
  eventType: 'identity.activation-link-issued',
  topic: 'identity.events',
  reason: 'unprocessable',
  error: 'sealed under a key this service no longer holds',
  attempts: 1,
  parkedAt: '2026-11-27T08:00:00.000Z',
  replayedAt: null,
};
const older: ParkedEventView = {
  ...parked,
  id: 'p-0',
  consumer: 'wallet.WalletUsers.registered',
  eventType: 'identity.user-registered',
  reason: 'retries',
  attempts: 5,
  error: 'boom',
  parkedAt: '2026-11-26T08:00:00.000Z',
};
const none = ok({ parked: [] });

describe('admin parked events (issue 34)', () => {
  beforeEach(signIn);

  it("[issue 34] lists every service's parked events oldest first, and replays one after a confirmation", async () => {
    let replayed = false;
    const api = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET admin/events/identity/parked': none,
      'GET admin/events/site/parked': none,
      'GET admin/events/notifications/parked': () => ok({ parked: replayed ? [] : [parked] }),
      'GET admin/events/campaigns/parked': none,
      'GET admin/events/wallet/parked': ok({ parked: [older] }),
      'GET admin/events/verification/parked': none,
      'GET admin/events/investments/parked': none,
      'GET admin/events/repayments/parked': none,
      'POST admin/events/notifications/parked/p-1/replay': () => {
        replayed = true;
        return ok({ outcome: 'replayed' });
      },
    });
    await renderPage(<EventsSection />, { route: '/admin?section=events', path: '/admin', setup });
    const rows = await screen.findAllByRole('rowheader');
    expect(rows.map((cell) => cell.querySelector('code')?.textContent)).toEqual(['identity.user-registered', 'identity.activation-link-issued']);
    const line = rows[1].closest('tr')!;
    expect(within(line).getByText('Notifications')).toBeInTheDocument();
    expect(within(line).getByText('Cannot be processed')).toBeInTheDocument();
    expect(within(line).getByText((_, node) => node?.tagName === 'CODE' && node.textContent === 'IdentityMailConsumer.activationLink')).toBeInTheDocument();
    await userEvent.click(within(line).getByRole('button', { name: 'Replay identity.activation-link-issued' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/The Notifications service will run this event's handler again/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replay' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((cell) => cell.querySelector('code')?.textContent)).toEqual(['identity.user-registered']));
  });

  it('[issue 34] keeps a failed replay parked and says why; names the services that did not answer', async () => {
    mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET admin/events/identity/parked': none,
      'GET admin/events/site/parked': { status: 503, body: { status: 'error', message: 'The service is unavailable' } },
      'GET admin/events/notifications/parked': ok({ parked: [parked] }),
      'GET admin/events/campaigns/parked': none,
      'GET admin/events/wallet/parked': none,
      'GET admin/events/verification/parked': none,
      'GET admin/events/investments/parked': none,
      'GET admin/events/repayments/parked': none,
      'POST admin/events/notifications/parked/p-1/replay': ok({ outcome: 'failed', error: 'still no key' }),
    });
    await renderPage(<EventsSection />, { route: '/admin?section=events', path: '/admin', setup });
    expect(await screen.findByText('The parked events of these services could not be read: Site.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Replay identity.activation-link-issued' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replay' }));
    expect(await within(dialog).findByText('The event stays parked: still no key')).toBeInTheDocument();
  });

  it('[issue 34] says so when nothing is parked', async () => {
    mockApi(
      Object.fromEntries([
        ['GET users/me', ok(ADMIN_ME)],
        ...['identity', 'site', 'notifications', 'campaigns', 'wallet', 'verification', 'investments', 'repayments'].map((s) => [
          `GET admin/events/${s}/parked`,
          none,
        ]),
      ]),
    );
    await renderPage(<EventsSection />, { route: '/admin?section=events', path: '/admin', setup });
    expect(await screen.findByText('No parked events')).toBeInTheDocument();
    expect(screen.getByText('Every event has been handled by every service.')).toBeInTheDocument();
  });
});
