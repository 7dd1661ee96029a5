import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '@cf/api-client';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import ContactUsPage from './ContactUsPage';

const field = (label: RegExp) => screen.getByLabelText(label);
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));

async function open(language: 'en' | 'ar' = 'en') {
  await renderPage(<ContactUsPage />, { route: '/contact-us', language });
}
async function fill(values: Partial<Record<'name' | 'email' | 'phone' | 'subject' | 'message', string>>) {
  if (values.name) await userEvent.type(field(/^Full name/), values.name);
  if (values.email) await userEvent.type(field(/^Email/), values.email);
  if (values.phone) await userEvent.type(field(/^Phone number/), values.phone);
  if (values.subject) await userEvent.type(field(/^Subject/), values.subject);
  if (values.message) await userEvent.type(field(/^Message/), values.message);
}

describe('ContactUsPage (shell public page)', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
  });

  it('[A5.1] name, email, subject and message are required', async () => {
    const api = mockApi({});
    await open();
    await send();
    expect(field(/^Full name/)).toHaveAccessibleDescription('This field is required');
    expect(field(/^Email/)).toHaveAccessibleDescription('This field is required');
    expect(field(/^Subject/)).toHaveAccessibleDescription('This field is required');
    expect(field(/^Message/)).toHaveAccessibleDescription(/^This field is required/);
    expect(field(/^Phone number/)).toHaveAccessibleDescription('8 to 13 digits, country code optional');
    expect(api.calls).toHaveLength(0);
  });

  it('[A5.2] the email must be valid; [A5.3] a phone, when given, has 8 to 13 digits', async () => {
    mockApi({});
    await open();
    await fill({ name: 'Sara', email: 'sara@', phone: '1234567', subject: 'Hi', message: 'Hello' });
    await send();
    expect(field(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field(/^Phone number/)).toHaveAccessibleDescription(/^Please enter a valid phone number \(8 to 13 digits\)/);
    await userEvent.type(field(/^Phone number/), '8901234');
    expect(field(/^Phone number/)).toHaveAccessibleDescription(/^Please enter a valid phone number/);
  });

  it('[A7.7][A8.6] POSTs contact-us (phone without spaces) and shows "inquiry sent"; the form empties', async () => {
    const api = mockApi({
      'POST contact-us': { status: 201, body: { status: 'success', data: { data: { id: 'c1', message: 'Your inquiry has been sent successfully' } } } },
    });
    await open();
    await fill({ name: 'Sara Al Said', email: 'sara@example.om', phone: '+968 9123 4567', subject: 'Wallet', message: 'How do I top up?' });
    await send();
    expect((await screen.findAllByText('Your inquiry has been sent successfully')).length).toBeGreaterThan(0);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Sara Al Said', email: 'sara@example.om', phone: '+96891234567', subject: 'Wallet', message: 'How do I top up?' },
    });
    expect(api.calls[0].url).toContain('lng=en');
    expect(field(/^Full name/)).toHaveValue('');
  });

  it('[A8.1] the server\'s refusal is shown, field messages beside their fields', async () => {
    mockApi({
      'POST contact-us': {
        status: 400,
        body: { status: 'fail', message: 'Validation failed', errors: [{ field: 'phone', msg: 'Please enter a valid phone number of 8 to 13 digits' }] },
      },
    });
    await open();
    await fill({ name: 'Sara', email: 'sara@example.om', phone: '12345678', subject: 'Hi', message: 'Hello' });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed');
    expect(field(/^Phone number/)).toHaveAccessibleDescription(/^Please enter a valid phone number of 8 to 13 digits/);
  });

  it('[A1.4] Arabic labels and messages', async () => {
    mockApi({});
    await renderPage(<ContactUsPage />, { route: '/contact-us', language: 'ar' });
    await userEvent.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    expect(screen.getByLabelText(/^الاسم الكامل/)).toHaveAccessibleDescription('هذا الحقل مطلوب');
  });
});
