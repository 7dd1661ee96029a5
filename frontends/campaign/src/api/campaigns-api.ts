import { api, asList, type ListPage } from '@cf/api-client';
import type {
  BankView,
  CampaignCard,
  CampaignComment,
  CommentThread,
  CampaignDocument,
  CampaignFull,
  CampaignImage,
  CampaignUpdate,
  CampaignVideo,
  Completeness,
  Faq,
  Follower,
  GalleryItem,
  LeadInvestor,
  OptionView,
  OwnerDashboard,
  ProjectReturn,
  TeamMember,
  TermsSlug,
  WalletDetail,
} from '@cf/contracts/rest';
import { followedCampaignsEndpoint, myVerificationEndpoint, walletDetailEndpoint, type VerificationView } from '@cf/contracts/rest';

/** C9.1 page sizes. */
export const PAGE_SIZE = { browse: 12, successful: 9, dashboard: 6, profile: 6, comments: 10, follows: 10, gallery: 10, saved: 10 } as const;

export const BROWSE_SORTS = ['newest', 'active', 'percentage-raised', 'amount-raised', 'upcoming', 'funded'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];
export const MY_CAMPAIGN_TABS = ['all', 'draft', 'pending', 'active', 'successful', 'unsuccessful'] as const;
export type MyCampaignTab = (typeof MY_CAMPAIGN_TABS)[number];

export interface BrowseQuery {
  limit: number;
  campaignName?: string;
  investingType?: string;
  termsSlug?: string;
  sortBy?: BrowseSort;
  status?: number;
}

const id = (value: string) => encodeURIComponent(value);
const emptyPage = <T>(): ListPage<T> => ({ docs: [], totalCount: 0, displayLoadMore: false });
const page = <T>(value: ListPage<T> | null | undefined): ListPage<T> => value ?? emptyPage<T>();

/** Every call of services/campaigns/API.md the web uses, by section. */
export const campaignsApi = {
  // §1 browse
  browse: async (q: BrowseQuery) =>
    page(
      await api.get<ListPage<CampaignCard>>('campaigns/equities', {
        query: { limit: q.limit, campaignName: q.campaignName || undefined, investingType: q.investingType || undefined, termsSlug: q.termsSlug || undefined, sortBy: q.sortBy, status: q.status },
      }),
    ),
  // §2 detail
  bySlug: (slug: string) => api.get<CampaignFull>(`equities/${id(slug)}/front`),
  byId: (campaignId: string) => api.get<CampaignFull>(`equities/${id(campaignId)}`),
  updates: async (campaignId: string, limit: number) => page(await api.get<ListPage<CampaignUpdate>>(`equity/updates/${id(campaignId)}`, { query: { limit } })),
  documents: async (campaignId: string) => asList<CampaignDocument>(await api.get<unknown>(`extras-document/${id(campaignId)}`)),
  signedUrl: (documentId: string) => api.get<{ url: string; expiresAt: string }>('equities/get-signed-url/front', { query: { documentId } }),
  gallery: async (campaignId: string, limit: number) => page(await api.get<ListPage<GalleryItem>>(`gallery/${id(campaignId)}`, { query: { limit } })),
  investors: async (campaignId: string, limit: number) =>
    page(await api.get<ListPage<{ investorId: string; name: string; slug: string; amount: number; createdAt: string }>>(`campaigns/${id(campaignId)}/investors`, { query: { limit } })),
  projectReturn: (principal: number, interestRate: number) => api.get<ProjectReturn>('campaigns/project-return', { query: { principal, interestRate } }),
  becomeEarlyBird: (campaignId: string) => api.post<{ message?: string; earlyBirdCount: number }>('equities/become-early-bird', { campaignId }),
  // §4 save and follow
  followed: async (limit: number) => page(await api.get<ListPage<CampaignCard>>(followedCampaignsEndpoint.path, { query: { limit } })),
  /** The wallet's balance for the investor dashboard (the wallet service's own read). */
  walletDetail: () => api.get<WalletDetail>(walletDetailEndpoint.path, { query: { currencyId: 'OMR' } }),
  /** The verification service's answer for the investor dashboard (status and class). */
  myVerification: () => api.get<VerificationView>(myVerificationEndpoint.path),
  saved: async (limit: number) => page(await api.get<ListPage<CampaignCard & { savedAt?: string }>>('saved-campaigns', { query: { limit } })),
  save: (campaignId: string) => api.post<{ savedCampaignID: string; campaignId: string; message?: string }>('saved-campaigns', { campaignId }),
  unsave: (savedIdOrCampaignId: string) => api.delete<{ message?: string }>(`saved-campaigns/${id(savedIdOrCampaignId)}`),
  follow: (campaignId: string) => api.post<{ isFollowing: boolean; followersCount: number }>(`campaigns/${id(campaignId)}/follow`),
  unfollow: (campaignId: string) => api.delete<{ isFollowing: boolean; followersCount: number }>(`campaigns/${id(campaignId)}/follow`),
  followers: async (campaignId: string, limit: number) => page(await api.get<ListPage<Follower>>(`campaigns/${id(campaignId)}/followers`, { query: { limit } })),
  // §5 comments
  comments: async (campaignId: string, limit: number) => page(await api.get<ListPage<CommentThread>>(`equity/comments/${id(campaignId)}`, { query: { limit } })),
  replies: async (parentCommentId: string, limit: number) =>
    page(await api.get<ListPage<CampaignComment>>(`equity/comments/parent-comments/${id(parentCommentId)}`, { query: { limit } })),
  postComment: (campaignId: string, comment: string, parentCommentId?: string) =>
    api.post<{ comment: CampaignComment; success: boolean; message?: string }>(`equity/comments/${id(campaignId)}`, { comment, ...(parentCommentId ? { parentCommentId } : {}) }),
  // §6 wizard
  create: (termsSlug: TermsSlug) => api.post<CampaignFull>('campaigns/equities', { termsSlug }),
  saveCompanyProfile: (campaignId: string, body: Record<string, unknown>) => api.patch<CampaignFull>(`equity/company-profile/${id(campaignId)}`, body),
  saveFundraising: (campaignId: string, body: Record<string, unknown>) => api.patch<CampaignFull>(`campaign/fundraising-detail/${id(campaignId)}`, body),
  saveTerms: (campaignId: string, body: Record<string, unknown>) => api.patch<CampaignFull>(`campaign/campaign-terms/${id(campaignId)}`, body),
  saveStory: (campaignId: string, body: Record<string, unknown>) => api.patch<CampaignFull>(`campaign/campaign-story/${id(campaignId)}`, body),
  saveExtras: (campaignId: string, body: Record<string, unknown>) => api.patch<CampaignFull>(`campaign/extras-info/${id(campaignId)}`, body),
  savePaymentDetail: (campaignId: string, body: Record<string, unknown>) => api.patch<CampaignFull>(`campaign/payment-detail/${id(campaignId)}`, body),
  faqs: async (campaignId: string) => asList<Faq>(await api.get<unknown>(`equity/campaign-faqs/${id(campaignId)}`)),
  addFaq: (campaignId: string, body: Record<string, unknown>) => api.post<unknown>(`equity/campaign-faqs/${id(campaignId)}`, body),
  updateFaq: (campaignId: string, faqId: string, body: Record<string, unknown>) => api.patch<unknown>(`equity/campaign-faqs/${id(campaignId)}/${id(faqId)}`, body),
  deleteFaq: (campaignId: string, faqId: string) => api.delete<unknown>(`equity/campaign-faqs/${id(campaignId)}/${id(faqId)}`),
  addImage: (campaignId: string, body: Record<string, unknown>) => api.post<CampaignImage>(`equity/extras-images/${id(campaignId)}`, body),
  deleteImage: (campaignId: string, imageId: string) => api.delete<unknown>(`equity/extras-images/${id(campaignId)}/${id(imageId)}`),
  addVideo: (campaignId: string, body: Record<string, unknown>) => api.post<CampaignVideo>(`extras-videos/${id(campaignId)}`, body),
  deleteVideo: (campaignId: string, videoId: string) => api.delete<unknown>(`extras-videos/${id(campaignId)}/${id(videoId)}`),
  addDocument: (campaignId: string, body: Record<string, unknown>) => api.post<CampaignDocument>(`extras-document/${id(campaignId)}`, body),
  updateDocument: (campaignId: string, documentId: string, body: Record<string, unknown>) => api.patch<CampaignDocument>(`extras-document/${id(campaignId)}/${id(documentId)}`, body),
  deleteDocument: (campaignId: string, documentId: string) => api.delete<unknown>(`extras-document/${id(campaignId)}/${id(documentId)}`),
  addTeamMember: (campaignId: string, body: Record<string, unknown>) => api.post<TeamMember>(`equity/team-members/${id(campaignId)}`, body),
  deleteTeamMember: (campaignId: string, memberId: string) => api.delete<unknown>(`equity/team-members/${id(campaignId)}/${id(memberId)}`),
  resendInvitation: (campaignId: string, memberId: string) => api.post<{ message?: string }>(`equity/team-members/resend-email/${id(campaignId)}/${id(memberId)}`),
  addLeadInvestor: (campaignId: string, body: Record<string, unknown>) => api.post<LeadInvestor>(`equity/lead-investors/${id(campaignId)}`, body),
  deleteLeadInvestor: (campaignId: string, leadId: string) => api.delete<unknown>(`equity/lead-investors/${id(campaignId)}/${id(leadId)}`),
  postUpdate: (campaignId: string, body: { title?: string; description: string }) => api.post<CampaignUpdate>(`equity/updates/${id(campaignId)}`, body),
  completeness: (campaignId: string) => api.get<Completeness>(`campaigns/${id(campaignId)}/completeness`),
  submitForReview: (campaignId: string) => api.post<CampaignFull>(`campaigns/${id(campaignId)}/submit-for-review`),
  /** C4.18 opening-date helper: has this date and time in this time zone passed? 400 with a field message when one is wrong (C8.4). */
  checkOpeningDate: (body: { openDate: string; openTime: string; timezone: string }) => api.post<{ opened: boolean; opensAt: string }>('campaigns/opening-date/check', body),
  // §7 dashboards
  myCampaigns: async (tab: MyCampaignTab, limit: number) => page(await api.get<ListPage<CampaignCard>>('campaigns/my-campaigns', { query: { tab, limit } })),
  dashboard: (campaignId: string) => api.get<OwnerDashboard>(`campaigns/${id(campaignId)}/dashboard`),
  dashboardComments: async (campaignId: string, limit: number) =>
    page(await api.get<ListPage<CommentThread>>(`campaigns/${id(campaignId)}/dashboard/comments`, { query: { limit } })),
  profileCampaigns: async (slug: string, limit: number) => page(await api.get<ListPage<CampaignCard>>(`campaigns/profile/${id(slug)}`, { query: { limit } })),
  // site option lists (campaigns store their keys)
  options: async (list: string) => asList<OptionView>(await api.get<unknown>(`manage-options/${id(list)}`)),
  categories: async () => asList<OptionView>(await api.get<unknown>('categories/front')),
  dealTypes: async () => asList<OptionView>(await api.get<unknown>('deal-types/front')),
  types: async () => asList<OptionView>(await api.get<unknown>('types/front')),
  banks: async () => asList<BankView>(await api.get<unknown>('banks')),
};
