import { api, type ListPage } from '@cf/api-client';
import { pathOf, startCampaignCloseEndpoint, type CampaignCard, type CampaignCloseView, type CampaignFull, type ModeratedComment } from '@cf/contracts/rest';

/**
 * The campaigns service's admin review and moderation calls (services/campaigns/API.md §5, §8).
 * Amounts in baisa. A review row is the contract's campaign card, with the whole campaign when opened.
 */
export type AdminCampaign = CampaignCard & Partial<CampaignFull>;
export type AdminComment = ModeratedComment;
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
  /** Investments closes the campaign: the money decides the outcome; fee or refunds follow (C4.1, C4.13, C9.3). */
  close: (campaignId: string) => api.post<CampaignCloseView>(pathOf(startCampaignCloseEndpoint, { campaignId })),
  unhide: (campaignId: string) => api.post<AdminCampaign>(`campaigns/admin/equities/${id(campaignId)}/unhide`),
  comments: async (status: string, limit: number) => orEmpty(await api.get<ListPage<AdminComment>>('campaigns/admin/comments', { query: { status: status || undefined, limit } })),
  moderate: (commentId: string, status: ModerationAction, parentCommentId?: string | null) =>
    api.patch<AdminComment>(`campaigns/admin/comments/${id(commentId)}`, { status, ...(parentCommentId ? { parentCommentId } : {}) }),
};

export const DECLINE_REASON_MAX = 1000;
