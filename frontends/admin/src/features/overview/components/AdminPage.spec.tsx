import { screen } from '@testing-library/react';
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
    expect(screen.getByRole('link', { name: 'Site settings' })).toHaveAttribute('href', '/admin');
    expect(await screen.findByRole('heading', { name: 'Sliders', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('No record found')).toBeInTheDocument();
  });
});
