import { api, type ListPage } from '@cf/api-client';

/** The campaigns service's admin review and moderation calls (services/campaigns/API.md §5, §8). Amounts in baisa. */
export interface AdminCampaign {
  id: string;
  slug: string;
  ownerId?: string;
  campaignName: string;
  companyName: string;
  termsSlug: string;
  termsName?: string;
  status: number;
  statusKey?: string;
  statusLabel?: string;
  goal: number;
  raisedAmount: number;
  investingType?: string;
  openDate?: string | null;
  closeDate?: string | null;
  createdAt?: string;
  about?: string;
  companyProfile?: Record<string, unknown> | null;
  fundraising?: Record<string, unknown> | null;
  terms?: Record<string, unknown> | null;
  story?: { campaignStory?: string | null; campaignStoryAr?: string | null; coverImage?: string | null; videoUrl?: string | null; about?: string | null } | null;
  paymentDetail?: Record<string, unknown> | null;
  documents?: Array<{ id: string; title: string; visibility: string }>;
  faqs?: Array<{ id: string; question: string; answer: string | null; required: boolean }>;
  teamMembers?: Array<{ id: string; fullName: string; role: string }>;
  completeness?: { isAnyFieldMissing: boolean; steps: Array<{ key: string; complete: boolean; missing: string[] }> };
  declineReason?: string | null;
}
export interface AdminComment {
  id: string;
  campaignId: string;
  campaignName?: string;
  parentCommentId: string | null;
  postType: 'comment' | 'reply';
  userId: string;
  userName?: string;
  comment: string;
  status: 'pending' | 'approved' | 'declined' | 'spam';
  createdAt: string;
}
export type ModerationAction = 'APPROVE' | 'DECLINE' | 'SPAM';

const id = encodeURIComponent;
const orEmpty = <T>(page: ListPage<T> | null | undefined): ListPage<T> => page ?? { docs: [], totalCount: 0, displayLoadMore: false };

export const campaignsAdminApi = {
  list: async (query: { status?: string; approvalType?: string; campaignName?: string; limit: number }) =>
    orEmpty(await api.get<ListPage<AdminCampaign>>('campaigns/admin/equities', { query: { ...query, status: query.status || undefined, campaignName: query.campaignName || undefined } })),
  get: (campaignId: string) => api.get<AdminCampaign>(`campaigns/admin/equities/${id(campaignId)}`),
  approve: (campaignId: string) => api.post<AdminCampaign>(`campaigns/admin/equities/${id(campaignId)}/approve`),
  decline: (campaignId: string, reason: string) => api.post<AdminCampaign>(`campaigns/admin/equities/${id(campaignId)}/decline`, { reason }),
  hide: (campaignId: string) => api.post<AdminCampaign>(`campaigns/admin/equities/${id(campaignId)}/hide`),
  unhide: (campaignId: string) => api.post<AdminCampaign>(`campaigns/admin/equities/${id(campaignId)}/unhide`),
  comments: async (status: string, limit: number) => orEmpty(await api.get<ListPage<AdminComment>>('campaigns/admin/comments', { query: { status: status || undefined, limit } })),
  moderate: (commentId: string, status: ModerationAction, parentCommentId?: string | null) =>
    api.patch<AdminComment>(`campaigns/admin/comments/${id(commentId)}`, { status, ...(parentCommentId ? { parentCommentId } : {}) }),
};

export const DECLINE_REASON_MAX = 1000;
