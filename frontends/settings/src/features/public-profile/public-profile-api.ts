import { api, type ListPage } from '@cf/api-client';

/** identity `GET users/profile/{slug}` (publicProfileView). */
export interface PublicProfile {
  id: string;
  slug: string;
  firstName: string | null;
  middleName?: string | null;
  lastName: string | null;
  fullNameEn?: string | null;
  fullNameAr?: string | null;
  profileName?: string | null;
  userType?: string | null;
  photo?: string | null;
  coverPhoto?: string | null;
  description?: string | null;
  outsideLinks?: Record<string, string | null>;
  investorType?: string | null;
  companyName?: string | null;
  followersCount: number;
  followingCount: number;
  isFollowing: boolean;
  createdAt?: string;
}

/** The fields of campaigns' `CampaignCard` this page shows (services/campaigns/API.md §0). */
export interface ProfileCampaign {
  id: string;
  slug: string;
  campaignName: string | null;
  companyName: string | null;
  coverImage: string | null;
  companyLogo: string | null;
  termsName?: string | null;
  goal: number | null;
  raisedAmount: number;
  status: number;
  statusLabel?: string | null;
  ribbon?: { label: string; color: 'warning' | 'success' | 'primary' } | null;
}

/** A9.3: profile lists grow 6 at a time. */
export const PROFILE_PAGE_SIZE = 6;

const id = (value: string) => encodeURIComponent(value);

export const publicProfileApi = {
  profile: (slug: string) => api.get<PublicProfile>(`users/profile/${id(slug)}`),
  /** campaigns `GET campaigns/profile/{slugOrUserId}?limit=` — the user's public campaigns (status 2, 4, 5). */
  campaigns: async (slug: string, limit: number): Promise<ListPage<ProfileCampaign>> =>
    (await api.get<ListPage<ProfileCampaign>>(`campaigns/profile/${id(slug)}`, { query: { limit } })) ?? { docs: [], totalCount: 0, displayLoadMore: false },
  follow: (userId: string) => api.post<{ following: boolean; followersCount: number; message?: string }>(`users/follow/${id(userId)}`),
  unfollow: (userId: string) => api.delete<{ following: boolean; followersCount: number; message?: string }>(`users/follow/${id(userId)}`),
};
