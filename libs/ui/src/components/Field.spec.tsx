import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, PasswordField, Select, TextField } from './Field';

describe('form fields', () => {
  it('labels the input and links hint and error to it', () => {
    render(<TextField label="Email" hint="We never share it" error="Please enter a valid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address We never share it');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Email" />);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('password toggle says what it does and reveals the value', async () => {
    render(<PasswordField label="Password" toggleLabels={{ show: 'Show password', hide: 'Hide password' }} defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('checkbox carries its error', () => {
    render(<Checkbox label="I accept the terms of use" error="Please accept the terms of use" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms of use' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms of use');
  });

  it('select is a labelled native select', () => {
    render(
      <Select
        label="Language"
        options={[
          { value: 'ar', label: 'العربية' },
          { value: 'en', label: 'English' },
        ]}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });
});
