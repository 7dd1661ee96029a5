import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import ChildHandoverPage from './ChildHandoverPage';

const invitation = { body: { status: 'success', data: { data: { firstName: 'Yusuf', lastName: 'Al Harthy', email: 'yusuf@example.om', expiresAt: '2027-02-27T08:00:00Z' } } } };

describe('ChildHandoverPage (ADR 0026)', () => {
  it('[A3.15] greets the child by name, applies the sign-up rules, and takes the account over', async () => {
    const api = mockApi({
      'POST users/child-handover/invitation': invitation,
      'POST users/child-handover': { status: 201, body: { status: 'success', message: 'Your account is yours now: sign in with your e-mail and password', data: { data: { id: 'c1', email: 'yusuf@example.om', activated: true } } } },
    });
    await renderPage(<ChildHandoverPage />, { route: '/child-handover/tok', path: '/child-handover/:token' });
    expect(await screen.findByRole('heading', { name: 'Welcome, Yusuf: the account is yours now' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(/Use yusuf@example.om to start at once/);
    await userEvent.type(screen.getByLabelText(/^Email/), 'yusuf@example.om');
    await userEvent.type(screen.getByLabelText(/^Password/), 'weak');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Take my account over' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/^Please enter a strong password/);
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([expect.stringContaining('users/child-handover/invitation')]);

    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'Muscat#2044pass');
    await userEvent.clear(screen.getByLabelText(/^Confirm password/));
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Muscat#2044pass');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Take my account over' }));
    expect(await screen.findByText('Your account is yours now: sign in with your e-mail and password')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST' && !c.url.includes('invitation'))?.body).toMatchObject({ token: 'tok', email: 'yusuf@example.om', password: 'Muscat#2044pass', acceptTerms: true });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('[A8.1] says why a used or expired invitation cannot be opened, in Arabic', async () => {
    mockApi({ 'POST users/child-handover/invitation': { status: 400, body: { status: 'fail', message: 'تم تسلّم هذا الحساب بالفعل: سجّل الدخول' } } });
    await renderPage(<ChildHandoverPage />, { route: '/child-handover/old', path: '/child-handover/:token', language: 'ar' });
    expect(await screen.findByRole('alert')).toHaveTextContent('تم تسلّم هذا الحساب بالفعل: سجّل الدخول');
  });
});
