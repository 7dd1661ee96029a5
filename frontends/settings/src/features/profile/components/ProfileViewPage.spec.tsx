import { screen } from '@testing-library/react';
import { mockApi } from '@cf/web-tools/testing/render';
import { ok, renderSettingsPage, signIn } from '../../../shared/test-helpers';
import ProfileViewPage from './ProfileViewPage';

const me = {
  id: 'u1',
  email: 'khalid@example.om',
  firstName: 'Khalid',
  middleName: 'Salim',
  lastName: 'Al Harthy',
  fullNameAr: 'خالد الحارثي',
  slug: 'khalid-al-harthy',
  nationality: 'OM',
  countryOfResidence: 'AE',
  investorType: 'company',
  companyName: 'Harthy Trading',
  commercialRegistrationNumber: '1234567',
  description: 'Investor in Omani start-ups.',
  outsideLinks: { website: 'https://khalid.om' },
};

describe('ProfileViewPage (settings remote)', () => {
  beforeEach(signIn);

  it('[A3.4] shows the profile as saved, with country names from the site service', async () => {
    mockApi({
      'GET users/me': ok(me),
      'GET countries': ok([
        { id: '1', code: 'OM', name: 'Oman' },
        { id: '2', code: 'AE', name: 'United Arab Emirates' },
      ]),
    });
    await renderSettingsPage(<ProfileViewPage />, '/settings/profile');
    expect(await screen.findByRole('heading', { name: 'Khalid Salim Al Harthy' })).toBeInTheDocument();
    expect(await screen.findByText('United Arab Emirates')).toBeInTheDocument();
    expect(screen.getByText('Harthy Trading')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://khalid.om' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getAllByRole('link', { name: 'Edit profile' })[0]).toHaveAttribute('href', '/edit-profile');
    // The dev mailbox answered 404: its link is hidden.
    expect(screen.queryByRole('link', { name: /Development mailbox/ })).not.toBeInTheDocument();
  });

  it('offers the development mailbox when dev/mailbox answers', async () => {
    mockApi({ 'GET users/me': ok(me), 'GET countries': ok([]), 'GET dev/mailbox': ok([]) });
    await renderSettingsPage(<ProfileViewPage />, '/settings/profile');
    expect(await screen.findByRole('link', { name: /Development mailbox/ })).toHaveAttribute('href', '/settings/dev-mailbox');
  });
});
