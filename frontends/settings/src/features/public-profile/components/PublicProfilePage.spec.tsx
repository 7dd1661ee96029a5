import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '@cf/api-client';
import { mockApi } from '@cf/web-tools/testing/render';
import { fail, ok, renderSettingsPage, signIn } from '../../../shared/test-helpers';
import PublicProfilePage from './PublicProfilePage';

const profile = {
  id: 'u2',
  slug: 'salma-albusaidi',
  firstName: 'Salma',
  middleName: null,
  lastName: 'Albusaidi',
  fullNameAr: 'سلمى البوسعيدي',
  profileName: null,
  userType: 'owner',
  photo: null,
  coverPhoto: null,
  description: 'Founder of Muscat Dates.',
  outsideLinks: { website: 'https://dates.om', twitter: '' },
  investorType: 'individual',
  companyName: null,
  followersCount: 4,
  followingCount: 2,
  isFollowing: false,
};

const campaign = (n: number) => ({
  id: `c${n}`,
  slug: `campaign-${n}`,
  campaignName: `Campaign ${n}`,
  companyName: `Company ${n} LLC`,
  coverImage: null,
  companyLogo: null,
  termsName: 'Equity',
  goal: 50_000_000,
  raisedAmount: 1_234_500,
  status: 2,
  statusLabel: 'Live',
  ribbon: { label: 'Live', color: 'success' },
});
const list = (total: number) => (call: { url: string }) => {
  const limit = Number(new URL(call.url, 'http://x').searchParams.get('limit'));
  const docs = Array.from({ length: Math.min(limit, total) }, (_, i) => campaign(i + 1));
  return ok({ docs, totalCount: total, displayLoadMore: docs.length < total });
};
const route = '/profile/salma-albusaidi';
const path = '/profile/:slug';

describe('PublicProfilePage (settings remote, /profile/:slug)', () => {
  beforeEach(signIn);

  it('[C2.27][A2.4] shows the public profile with followers, following and the user’s campaigns', async () => {
    mockApi({ 'GET users/profile/salma-albusaidi': ok(profile), 'GET users/get-user-campaigns/salma-albusaidi': list(2) });
    await renderSettingsPage(<PublicProfilePage />, route, 'en', path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Salma Albusaidi' })).toBeInTheDocument();
    expect(screen.getByText('Founder of Muscat Dates.')).toBeInTheDocument();
    expect(screen.getByText('Campaign owner')).toBeInTheDocument();
    const counts = screen.getByText('Followers').closest('dl') as HTMLElement;
    expect(within(counts).getByText('4')).toBeInTheDocument();
    expect(within(counts).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://dates.om' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(await screen.findByRole('link', { name: 'Campaign 1' })).toHaveAttribute('href', '/campaign-detail-page/campaign-1');
    expect(screen.getByRole('article', { name: 'Campaign 2' })).toHaveTextContent('OMR 1,234.500 raised of OMR 50,000');
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('[A7.6] the investments card lists the campaigns the person backed when they show them, never amounts; otherwise says they are private', async () => {
    mockApi({
      'GET users/profile/salma-albusaidi': ok(profile),
      'GET users/get-user-campaigns/salma-albusaidi': list(0),
      'GET users/get-user-investments/salma-albusaidi': ok({ visible: true, docs: [{ campaignId: 'c9', campaignName: 'Nizwa Dates', campaignSlug: 'nizwa-dates', lastInvestedAt: '2026-03-05T10:00:00.000Z' }], totalCount: 1, displayLoadMore: false }),
    });
    await renderSettingsPage(<PublicProfilePage />, route, 'en', path);
    expect(await screen.findByRole('link', { name: 'Nizwa Dates' })).toHaveAttribute('href', '/campaign-detail-page/nizwa-dates');
    expect(screen.getByText('Last invested 5 March 2026')).toBeInTheDocument();
  });

  it('[A7.6] a person who keeps investments private: visitors are told so', async () => {
    mockApi({
      'GET users/profile/salma-albusaidi': ok(profile),
      'GET users/get-user-campaigns/salma-albusaidi': list(0),
      'GET users/get-user-investments/salma-albusaidi': ok({ visible: false, docs: [], totalCount: 0, displayLoadMore: false }),
    });
    await renderSettingsPage(<PublicProfilePage />, route, 'en', path);
    expect(await screen.findByText('Salma Albusaidi keeps their investments private.')).toBeInTheDocument();
  });

  it('[A9.3] the campaigns list grows 6 at a time', async () => {
    const api = mockApi({ 'GET users/profile/salma-albusaidi': ok(profile), 'GET users/get-user-campaigns/salma-albusaidi': list(8) });
    await renderSettingsPage(<PublicProfilePage />, route, 'en', path);
    expect(await screen.findByText('Showing 6 of 8')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 8 of 8')).toBeInTheDocument();
    const limits = api.calls.filter((c) => c.url.includes('users/get-user-campaigns/')).map((c) => new URL(c.url, 'http://x').searchParams.get('limit'));
    expect(limits).toEqual(['6', '12']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('[C2.27] in Arabic: the Arabic name, Arabic digits, and an empty campaigns list says so', async () => {
    mockApi({ 'GET users/profile/salma-albusaidi': ok(profile), 'GET users/get-user-campaigns/salma-albusaidi': list(0) });
    await renderSettingsPage(<PublicProfilePage />, route, 'ar', path);
    expect(await screen.findByRole('heading', { level: 1, name: 'سلمى البوسعيدي' })).toBeInTheDocument();
    const counts = screen.getByText('المتابعون').closest('dl') as HTMLElement;
    expect(within(counts).getByText('٤')).toBeInTheDocument();
    expect(await screen.findByText('لا توجد حملات عامة بعد.')).toBeInTheDocument();
  });

  it('[C2.27] follows and unfollows the user; the count follows the server', async () => {
    const api = mockApi({
      'GET users/profile/salma-albusaidi': ok(profile),
      'GET users/get-user-campaigns/salma-albusaidi': list(0),
      'POST users/follow/u2': ok({ following: true, followersCount: 5 }),
      'DELETE users/follow/u2': ok({ following: false, followersCount: 4 }),
    });
    await renderSettingsPage(<PublicProfilePage />, route, 'en', path);
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByText('Followers').closest('dl') as HTMLElement).getByText('5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false'));
    expect(api.calls.map((c) => c.method).filter((m) => m !== 'GET')).toEqual(['POST', 'DELETE']);
  });

  it('[C2.27] on one’s own profile there is no follow button but a way to edit it', async () => {
    mockApi({ 'GET users/profile/salma-albusaidi': ok({ ...profile, id: 'u1' }), 'GET users/get-user-campaigns/salma-albusaidi': list(0) });
    await renderSettingsPage(<PublicProfilePage />, route, 'en', path);
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/edit-profile');
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it('[C2.27] an unknown or private profile says it was not found', async () => {
    clearSession();
    mockApi({ 'GET users/profile/nobody': fail(404, 'No record found') });
    await renderSettingsPage(<PublicProfilePage />, '/profile/nobody', 'en', path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
    expect(screen.getByText('This profile does not exist or is not public.')).toBeInTheDocument();
  });
});
