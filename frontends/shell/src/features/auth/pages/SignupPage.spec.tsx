import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import SignupPage from './SignupPage';

async function fill(values: Partial<Record<'first' | 'last' | 'email' | 'phone' | 'password' | 'confirm', string>>) {
  const type = async (label: RegExp, value?: string) => {
    if (value !== undefined) await userEvent.type(screen.getByLabelText(label), value);
  };
  await type(/^First name/, values.first);
  await type(/^Last name/, values.last);
  await type(/^Email/, values.email);
  await type(/^Phone number/, values.phone);
  await type(/^Password/, values.password);
  await type(/^Confirm password/, values.confirm);
}

const valid = {
  first: 'Aisha',
  last: 'Harthy',
  email: 'aisha@example.om',
  phone: '91234567',
  password: 'Str0ng!pass',
  confirm: 'Str0ng!pass',
};

describe('SignupPage', () => {
  it('[A5.1][A5.6] an empty form shows the required messages and the terms message', async () => {
    mockApi({});
    await renderPage(<SignupPage />, { route: '/signup' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText(/^Last name/)).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Please accept the terms of use');
  });

  it('[A5.6] the terms checkbox links to the terms of use', async () => {
    mockApi({});
    await renderPage(<SignupPage />, { route: '/signup' });
    expect(screen.getByRole('checkbox', { name: 'I accept the terms of use' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms');
  });

  it('[A5.2] names must be English and at most 20 characters', async () => {
    mockApi({});
    await renderPage(<SignupPage />, { route: '/signup' });
    await fill({ ...valid, first: 'عائشة', last: 'A'.repeat(21) });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText(/^First name/)).toHaveAccessibleDescription('Please use English letters only');
    expect(screen.getByLabelText(/^Last name/)).toHaveAccessibleDescription('Please enter at most 20 characters');
  });

  it('[A5.2][A5.3] e-mail must be valid and the phone 8 to 13 digits', async () => {
    mockApi({});
    await renderPage(<SignupPage />, { route: '/signup' });
    await fill({ ...valid, email: 'aisha@', phone: '1234567' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(/Please enter a valid phone number \(8 to 13 digits\)/);
  });

  it('[A5.4] a weak password gets "Please enter a strong password", a different confirmation "Password doesn\'t match"', async () => {
    mockApi({});
    await renderPage(<SignupPage />, { route: '/signup' });
    await fill({ ...valid, password: 'weakpassword', confirm: 'different' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/^Please enter a strong password/);
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription("Password doesn't match");
  });

  it('[A7.2] sends a valid form to users/signup and shows the confirmation', async () => {
    const api = mockApi({ 'POST users/signup': { body: { status: 'success', message: 'Check your inbox to activate your account' } } });
    await renderPage(<SignupPage />, { route: '/signup' });
    await fill({ ...valid, phone: '9123 4567' });
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Check your inbox to activate your account')).toBeInTheDocument();
    expect(api.calls[0].body).toMatchObject({
      firstName: 'Aisha',
      lastName: 'Harthy',
      email: 'aisha@example.om',
      phone: '91234567',
      acceptTerms: true,
    });
  });

  it('[A8.1] shows the server refusal and its field message', async () => {
    mockApi({
      'POST users/signup': {
        status: 400,
        body: {
          status: 'fail',
          message: 'Some fields are not valid',
          errors: [{ field: 'email', msg: 'This email is already registered' }],
        },
      },
    });
    await renderPage(<SignupPage />, { route: '/signup' });
    await fill(valid);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are not valid');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('This email is already registered');
  });
});
