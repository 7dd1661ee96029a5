import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, startSession } from '@cf/api-client';
import { addNamespace } from '@cf/i18n';
import { mockApi, renderPage } from '@cf/web-tools/testing/render';
import ar from '../../../i18n/ar.json';
import en from '../../../i18n/en.json';
import fr from '../../../i18n/fr.json';
import { readImageFacts } from '../../../shared/image-facts';
import EditProfilePage from './EditProfilePage';

jest.mock('../../../shared/image-facts', () => ({ readImageFacts: jest.fn() }));
const facts = readImageFacts as jest.MockedFunction<typeof readImageFacts>;

const ok = (data: unknown) => ({ body: { status: 'success', data: { data } } });
const me = {
  id: 'u1',
  email: 'khalid@example.om',
  firstName: 'Khalid',
  middleName: null,
  lastName: 'Al Harthy',
  fullNameEn: 'Khalid Al Harthy',
  fullNameAr: 'خالد الحارثي',
  profileName: null,
  slug: 'khalid-al-harthy',
  nationality: 'OM',
  countryOfResidence: 'OM',
  investorType: 'individual',
  investmentsPublic: false,
  companyName: null,
  commercialRegistrationNumber: null,
  description: null,
  photo: null,
  coverPhoto: null,
  outsideLinks: {},
};
const countries = [
  { id: 'c1', code: 'OM', name: 'Oman' },
  { id: 'c2', code: 'AE', name: 'United Arab Emirates' },
];

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET users/me': ok(me), 'GET countries': ok(countries), ...extra });
}

async function open() {
  await renderPage(<EditProfilePage />, { route: '/edit-profile', setup: (i18n) => addNamespace(i18n, 'settings', { ar, en, fr }) });
  await screen.findByLabelText(/^First name \(English\)/);
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
async function replace(label: RegExp, value: string) {
  await userEvent.clear(field(label));
  if (value) await userEvent.type(field(label), value);
}
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('EditProfilePage (settings remote)', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    startSession('tok', { id: 'u1', slug: 'khalid-al-harthy', userType: 'investor', email: 'khalid@example.om', firstName: 'Test', lastName: 'User', isAdmin: false });
    facts.mockReset();
  });

  it('[A3.4] shows the saved profile in the form, countries from the site service', async () => {
    api();
    await open();
    expect(field(/^First name \(English\)/)).toHaveValue('Khalid');
    expect(field(/^Full name in Arabic/)).toHaveValue('خالد الحارثي');
    expect(field(/^Profile address/)).toHaveValue('khalid-al-harthy');
    await waitFor(() => expect(screen.getByLabelText('Nationality')).toHaveDisplayValue('Oman'));
    expect(screen.getByRole('radio', { name: 'Individual' })).toBeChecked();
  });

  it('[A5.2] first and last name required, in English letters, at most 20', async () => {
    const calls = api();
    await open();
    await replace(/^First name \(English\)/, '');
    await replace(/^Last name \(English\)/, 'Al Harthy 2');
    await save();
    expect(field(/^First name \(English\)/)).toHaveAccessibleDescription('This field is required');
    expect(field(/^Last name \(English\)/)).toHaveAccessibleDescription('Please use English letters only');
    // At most 20: the field takes no more (the same limit as the server's).
    expect(field(/^Last name \(English\)/)).toHaveAttribute('maxLength', '20');
    await replace(/^First name \(English\)/, 'خالد');
    expect(field(/^First name \(English\)/)).toHaveAccessibleDescription('Please use English letters only');
    expect(calls.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('[A5.5] profile name at least 3 characters; slug letters, numbers and hyphen, at least 2', async () => {
    api();
    await open();
    await replace(/^Profile name/, 'Kh');
    await replace(/^Profile address/, 'k');
    await save();
    expect(field(/^Profile name/)).toHaveAccessibleDescription(/^The profile name must be at least 3 characters/);
    expect(field(/^Profile address/)).toHaveAccessibleDescription(/^Please use letters, numbers and hyphens only \(at least 2 characters\)/);
    await replace(/^Profile address/, 'khalid_1');
    expect(field(/^Profile address/)).toHaveAccessibleDescription(/^Please use letters, numbers and hyphens only/);
  });

  it('[A5.5][A9.5] description at most 200 characters, with a counter', async () => {
    api();
    await open();
    const description = screen.getByLabelText('About you');
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(201));
    expect(description).toHaveAccessibleDescription('201 / 200 characters');
    await save();
    expect(description).toHaveAccessibleDescription('The description must be at most 200 characters 201 / 200 characters');
  });

  it('[A3.4] a company investor must give the company name; the CR number has its format', async () => {
    api();
    await open();
    await userEvent.click(screen.getByRole('radio', { name: 'Company' }));
    await userEvent.type(field(/^Commercial registration number/), 'CR 1');
    await save();
    expect(field(/^Company name/)).toHaveAccessibleDescription('Please enter the company name');
    expect(field(/^Commercial registration number/)).toHaveAccessibleDescription(/^Please enter a valid commercial registration number/);
  });

  it('[A7.6] the investments switch saves at once: PATCH users/updateMe { investmentsPublic: true }, apart from the form', async () => {
    const calls = api({ 'PATCH users/updateMe': ok({ message: 'Profile updated successfully', user: { ...me, investmentsPublic: true } }) });
    await open();
    const toggle = screen.getByRole('switch', { name: 'Show the campaigns I invested in on my public profile' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Your public profile now shows the campaigns you invested in')).toBeInTheDocument();
    expect(calls.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ investmentsPublic: true }]);
  });

  it('[A7.3][A8.6] PATCHes users/updateMe with the profile fields and shows the server\'s "profile updated"', async () => {
    const calls = api({ 'PATCH users/updateMe': ok({ message: 'Profile updated successfully', user: { ...me, profileName: 'Khalid H' } }) });
    await open();
    await userEvent.type(field(/^Middle name \(English\)/), 'Salim');
    await userEvent.type(field(/^Profile name/), 'Khalid H');
    await replace(/^Profile address/, 'Khalid-H');
    await userEvent.click(screen.getByRole('radio', { name: 'Company' }));
    await userEvent.type(field(/^Company name/), 'Harthy Trading');
    await userEvent.type(field(/^Commercial registration number/), '1234567');
    await save();
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    const patch = calls.calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toContain('/api/v1/users/updateMe?lng=en');
    expect(patch?.body).toEqual({
      firstName: 'Khalid',
      middleName: 'Salim',
      lastName: 'Al Harthy',
      fullNameEn: 'Khalid Al Harthy',
      fullNameAr: 'خالد الحارثي',
      profileName: 'Khalid H',
      slug: 'khalid-h',
      nationality: 'OM',
      countryOfResidence: 'OM',
      investorType: 'company',
      companyName: 'Harthy Trading',
      commercialRegistrationNumber: '1234567',
      description: null,
    });
  });

  it('[A8.3][A8.1] a refused save shows "An error has occurred" with the server\'s message; a taken address goes beside its field', async () => {
    api({ 'PATCH users/updateMe': { status: 409, body: { status: 'fail', message: 'This profile address is already taken' } } });
    await open();
    await replace(/^Profile address/, 'taken-slug');
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error has occurred');
    expect(alert).toHaveTextContent('This profile address is already taken');
    expect(field(/^Profile address/)).toHaveAccessibleDescription(/^This profile address is already taken/);
  });

  it('[A8.1] field messages of a 400 answer are shown beside their fields', async () => {
    api({
      'PATCH users/updateMe': {
        status: 400,
        body: { status: 'fail', message: 'Validation failed', errors: [{ field: 'fullNameAr', msg: 'Please use Arabic letters only' }] },
      },
    });
    await open();
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed');
    expect(field(/^Full name in Arabic/)).toHaveAccessibleDescription('Please use Arabic letters only');
  });

  it('[A5.9][A9.4] the profile picture must be a .jpg/.jpeg/.png square of at least 200×200', async () => {
    api({ 'POST users/upload-photo': ok({ message: 'Image uploaded', url: '/api/v1/users/photos/k.png', user: me }) });
    await open();
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByTestId('photo-file');
    await user.upload(input, new File(['x'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Invalid format: please choose a .jpg, .jpeg or .png image')).toBeInTheDocument();
    expect(facts).not.toHaveBeenCalled();

    facts.mockResolvedValueOnce({ name: 'me.png', type: 'image/png', size: 1000, width: 400, height: 300 });
    await user.upload(input, new File(['x'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('The profile picture must be square (same width and height)')).toBeInTheDocument();

    facts.mockResolvedValueOnce({ name: 'me.png', type: 'image/png', size: 1000, width: 150, height: 150 });
    await user.upload(input, new File(['x'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('The profile picture must be at least 200 × 200 pixels')).toBeInTheDocument();

    facts.mockResolvedValueOnce({ name: 'me.png', type: 'image/png', size: 1000, width: 400, height: 400 });
    await user.upload(input, new File(['x'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText(/me\.png \(400 × 400\) meets the requirements/)).toBeInTheDocument();
  });

  it('[A5.9][A9.4][A9.5] the cover must be at least 1350×400 and under 2 MB', async () => {
    api();
    await open();
    const input = screen.getByTestId('cover-file');
    await userEvent.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'cover.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('The image must be smaller than 2 MB')).toBeInTheDocument();

    facts.mockResolvedValueOnce({ name: 'cover.jpg', type: 'image/jpeg', size: 1000, width: 1200, height: 400 });
    await userEvent.upload(input, new File(['x'], 'cover.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('The cover photo must be at least 1350 × 400 pixels')).toBeInTheDocument();
  });

  it('[A5.8][A8.6] uploads an accepted picture as a data URL, refreshes users/me and shows "image uploaded"', async () => {
    const url = '/api/v1/users/photos/0190a0b0-0000-7000-8000-000000000000.png';
    let uploaded = false;
    const calls = api({
      'GET users/me': () => ok(uploaded ? { ...me, photo: url } : me),
      'POST users/upload-photo': () => {
        uploaded = true;
        return ok({ message: 'Image uploaded', url, user: { ...me, photo: url } });
      },
    });
    await open();
    const readsBefore = calls.calls.filter((c) => c.method === 'GET' && c.url.includes('users/me')).length;
    facts.mockResolvedValueOnce({ name: 'me.png', type: 'image/png', size: 4, width: 400, height: 400 });
    await userEvent.upload(screen.getByTestId('photo-file'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Image uploaded')).toBeInTheDocument();
    const post = calls.calls.find((c) => c.method === 'POST');
    expect(post?.url).toContain('/api/v1/users/upload-photo');
    expect(post?.body).toEqual({ image: 'data:image/png;base64,iVBORw==' });
    await waitFor(() => expect(calls.calls.filter((c) => c.method === 'GET' && c.url.includes('users/me')).length).toBeGreaterThan(readsBefore));
    expect(await screen.findByText(/me\.png \(400 × 400\) meets the requirements\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/Uploading files is not available yet/)).not.toBeInTheDocument();
    // the saved address follows the upload, so saving the form keeps it
    expect(field(/^Picture address/)).toHaveValue(url);
  });

  it('[A5.8][A9.5] shows the server\'s message when the cover upload is refused', async () => {
    const calls = api({ 'POST users/upload-cover-photo': { status: 400, body: { status: 'fail', message: 'The cover image must be at least 1350×400 pixels' } } });
    await open();
    facts.mockResolvedValueOnce({ name: 'cover.jpg', type: 'image/jpeg', size: 3, width: 1400, height: 400 });
    await userEvent.upload(screen.getByTestId('cover-file'), new File(['abc'], 'cover.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('The cover image must be at least 1350×400 pixels')).toBeInTheDocument();
    expect(calls.calls.find((c) => c.method === 'POST')?.body).toEqual({ image: 'data:image/jpeg;base64,YWJj' });
    expect(screen.queryByText(/meets the requirements/)).not.toBeInTheDocument();
    expect(screen.queryByText('Image uploaded')).not.toBeInTheDocument();
  });

  it('image addresses follow the server rule (http(s) or a site path)', async () => {
    api();
    await open();
    await userEvent.type(field(/^Picture address/), 'ftp://files/me.png');
    await save();
    expect(field(/^Picture address/)).toHaveAccessibleDescription(/^Please enter a valid link/);
  });

  it('[A5.1] a failed users/me read offers to try again', async () => {
    mockApi({ 'GET users/me': { status: 500, body: { status: 'fail', message: 'Server unavailable' } }, 'GET countries': ok(countries) });
    await renderPage(<EditProfilePage />, { route: '/edit-profile', setup: (i18n) => addNamespace(i18n, 'settings', { ar, en, fr }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
