import { api, type ListPage } from '@cf/api-client';

/** identity's `GET users/profile/{slug}` and campaigns' cards: their contracts' answers. */
import type { CampaignCard as ProfileCampaign, FollowAnswer, ProfileInvestmentView as ProfileInvestment, PublicProfileView as PublicProfile } from '@cf/contracts/rest';
export type { ProfileCampaign, ProfileInvestment, PublicProfile };

/** A9.3: profile lists grow 6 at a time. */
export const PROFILE_PAGE_SIZE = 6;

const id = (value: string) => encodeURIComponent(value);

export const publicProfileApi = {
  profile: (slug: string) => api.get<PublicProfile>(`users/profile/${id(slug)}`),
  /** campaigns `GET users/get-user-campaigns/{slug}?limit=` (A7.6) — the user's public campaigns (status 2, 4, 5). */
  campaigns: (slug: string, limit: number) => api.get<ListPage<ProfileCampaign>>(`users/get-user-campaigns/${id(slug)}`, { query: { limit } }),
  /** investments `GET users/get-user-investments/{slug}?limit=` — the campaigns the person backed, when they show them (A7.6). */
  investments: (slug: string, limit: number) => api.get<ListPage<ProfileInvestment> & { visible: boolean }>(`users/get-user-investments/${id(slug)}`, { query: { limit } }),
  follow: (userId: string) => api.post<FollowAnswer>(`users/follow/${id(userId)}`),
  unfollow: (userId: string) => api.delete<FollowAnswer>(`users/follow/${id(userId)}`),
};
