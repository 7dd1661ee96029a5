import { api, type ListPage } from '@cf/api-client';

/** identity's `GET users/profile/{slug}` and campaigns' cards: their contracts' answers. */
import type { CampaignCard as ProfileCampaign, FollowAnswer, PublicProfileView as PublicProfile } from '@cf/contracts/rest';
export type { ProfileCampaign, PublicProfile };

/** A9.3: profile lists grow 6 at a time. */
export const PROFILE_PAGE_SIZE = 6;

const id = (value: string) => encodeURIComponent(value);

export const publicProfileApi = {
  profile: (slug: string) => api.get<PublicProfile>(`users/profile/${id(slug)}`),
  /** campaigns `GET campaigns/profile/{slugOrUserId}?limit=` — the user's public campaigns (status 2, 4, 5). */
  campaigns: (slug: string, limit: number) => api.get<ListPage<ProfileCampaign>>(`campaigns/profile/${id(slug)}`, { query: { limit } }),
  follow: (userId: string) => api.post<FollowAnswer>(`users/follow/${id(userId)}`),
  unfollow: (userId: string) => api.delete<FollowAnswer>(`users/follow/${id(userId)}`),
};
