import { screen, waitFor, within } from '@testing-library/react';
import { clearSession } from '@cf/api-client';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import { ADMIN_ME, ok, page, setup, signIn } from '../../../shared/test-helpers';
import AdminPage from './AdminPage';

describe('AdminPage (admin remote)', () => {
  beforeEach(signIn);

  it('[A6.1] is for administrators only: others get a translated "not allowed" panel', async () => {
    mockApi({ 'GET users/me': ok({ ...ADMIN_ME, isAdmin: false }) });
    await renderPage(<AdminPage />, { route: '/admin', path: '/admin', setup });
    expect(await screen.findByText('This area is for administrators only.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Administration sections' })).not.toBeInTheDocument();
  });

  it('[A6.1] says the same in Arabic, and without a session', async () => {
    clearSession();
    mockApi({});
    await renderPage(<AdminPage />, { route: '/admin', path: '/admin', setup, language: 'ar' });
    expect(await screen.findByText('هذا القسم مخصص للمسؤولين فقط.')).toBeInTheDocument();
  });

  it('shows the section navigation and the section named in ?section=', async () => {
    mockApi({ 'GET users/me': ok(ADMIN_ME), 'GET sliders': page([]) });
    await renderPage(<AdminPage />, { route: '/admin?section=sliders', path: '/admin', setup });
    const nav = await screen.findByRole('navigation', { name: 'Administration sections' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sliders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin?section=users');
    expect(screen.getByRole('link', { name: 'Site settings' })).toHaveAttribute('href', '/admin/site-settings');
    expect(screen.getByRole('link', { name: 'Waiting for you' })).toHaveAttribute('href', '/admin');
    expect(await screen.findByRole('heading', { name: 'Sliders', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('No record found')).toBeInTheDocument();
  });

  it('[A6.1] opens on what waits for an administrator: each queue with its count and the way to it; the sections say how many wait', async () => {
    mockApi({
      'GET users/me': ok(ADMIN_ME),
      'GET account-verification/admin/list': page([{ id: 'v1' }, { id: 'v2' }]),
      'GET campaigns/admin/equities': page([{ id: 'c1' }]),
      'GET investment/admin/contracts': page([]),
      'GET investment/admin/payouts': page([]),
      'GET wallet/admin/transactions/pending-counts': ok({ topup: 2, withdrawal: 1 }),
    });
    await renderPage(<AdminPage />, { route: '/admin', path: '/admin', setup });
    expect(await screen.findByRole('heading', { name: 'Waiting for you', level: 2 })).toBeInTheDocument();
    const card = (name: string) => screen.getByText(name).closest('li')!;
    await waitFor(() => expect(card('Verifications to review')).toHaveTextContent('2'));
    expect(card('Campaigns to review')).toHaveTextContent('1');
    expect(card('Contracts to check')).toHaveTextContent('0');
    expect(card('Bank transfers and withdrawals to review')).toHaveTextContent('3');
    expect(within(card('Campaigns to review')).getByRole('link', { name: 'Open Campaigns' })).toHaveAttribute('href', '/admin?section=campaigns');
    expect(screen.getByLabelText('3 waiting')).toBeInTheDocument();
  });
});
