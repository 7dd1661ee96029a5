import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@cf/api-client';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import { ADMIN_ME, fail, ok, page, paramsOf, setup, signIn } from '../../../shared/test-helpers';
import UsersSection from './UsersSection';

const user = (n: number, extra: Partial<AdminUser> = {}): AdminUser => ({
  id: `u${n}`,
  email: `user${n}@example.om`,
  firstName: `First${n}`,
  lastName: `Last${n}`,
  fullNameAr: null,
  slug: `user-${n}`,
  userType: 'investor',
  isAdmin: false,
  otpPreferenceTool: 'NONE',
  phone: null,
  status: 'active',
  activated: true,
  createdAt: '2026-01-01T08:00:00Z',
  ...extra,
});
const ALL = Array.from({ length: 23 }, (_, i) => user(i + 1));

const userCalls = (calls: ReturnType<typeof mockApi>['calls']) =>
  calls.filter((c) => c.method === 'GET' && new URL(c.url, 'http://x').pathname === '/api/v1/users');

describe('UsersSection (admin)', () => {
  beforeEach(signIn);

  it('grows by 10 with "load more" and shows the total', async () => {
    const { calls } = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET users': (call) => {
        const limit = Number(paramsOf(call.url).get('limit'));
        return page(ALL.slice(0, limit), ALL.length);
      },
    });
    await renderPage(<UsersSection />, { route: '/admin?section=users', setup });
    expect(await screen.findByRole('rowheader', { name: 'First1 Last1' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Showing 10 of 23')).toBeInTheDocument();
    expect(paramsOf(userCalls(calls)[0].url).get('limit')).toBe('10');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 20 of 23')).toBeInTheDocument();
    expect(paramsOf(userCalls(calls).at(-1)!.url).get('limit')).toBe('20');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 23 of 23')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches by name or email, from the first page again', async () => {
    const { calls } = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET users': (call) => {
        const search = paramsOf(call.url).get('search');
        const limit = Number(paramsOf(call.url).get('limit'));
        if (search === 'khalid') return page([user(3, { firstName: 'Khalid', lastName: 'Al Harthy', email: 'investor1@demo.om' })]);
        if (search === 'nobody') return page([]);
        return page(ALL.slice(0, limit), ALL.length);
      },
    });
    await renderPage(<UsersSection />, { route: '/admin?section=users', setup });
    await screen.findByText('Showing 10 of 23');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 20 of 23');

    const search = screen.getByRole('searchbox', { name: 'Search by name or email' });
    await userEvent.type(search, 'khalid{Enter}');
    expect(await screen.findByRole('rowheader', { name: 'Khalid Al Harthy' })).toBeInTheDocument();
    const last = paramsOf(userCalls(calls).at(-1)!.url);
    expect(last.get('search')).toBe('khalid');
    expect(last.get('limit')).toBe('10');
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'nobody{Enter}');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it('deactivates after confirmation, and never offers it for oneself', async () => {
    const rows = [user(1), user(2, { status: 'inactive' }), { ...user(9), id: ADMIN_ME.id, email: ADMIN_ME.email, isAdmin: true }];
    const { calls } = mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET users': page(rows),
      'PATCH users/u1/status': ok({ ...user(1), status: 'inactive' }),
      'PATCH users/u2/status': fail(400, 'This account cannot be changed'),
    });
    await renderPage(<UsersSection />, { route: '/admin?section=users', setup });
    await screen.findByRole('rowheader', { name: 'First1 Last1' });
    expect(screen.queryByRole('button', { name: 'Deactivate First9 Last9' })).not.toBeInTheDocument();
    expect(screen.getByText('You')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate First1 Last1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate First1 Last1?' });
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH' && c.url.includes('/users/u1/status'))).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'inactive' });
    expect(await screen.findByText('First1 Last1 is deactivated')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Activate First2 Last2' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Activate First2 Last2?' })).getByRole('button', { name: 'Activate' }),
    );
    expect((await screen.findAllByText('This account cannot be changed')).length).toBeGreaterThan(0);
  });
});
