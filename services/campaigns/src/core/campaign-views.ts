import type {
  CampaignCard,
  CampaignDocument,
  CampaignFull,
  CampaignImage,
  CampaignVideo,
  Faq,
  Language,
  LeadInvestor,
  TeamMember,
} from '@cf/contracts';
import { currentContext, translate } from '@cf/platform';
import type { CampaignsConfig } from '../config/env';
import { CampaignStatus, STATUS_KEYS, ribbonColor } from './domain/campaign-status';
import { checkCompleteness, type Completeness, type CompletenessInput } from './domain/completeness';
import { daysLeft, displayLabel, progressPercent, todayIn } from './domain/display-label';
import type { CampaignRow } from './entities/campaign.entity';
import type {
  CampaignDocumentRow,
  CampaignFaqRow,
  CampaignImageRow,
  CampaignVideoRow,
  LeadInvestorRow,
  TeamMemberRow,
} from './entities/campaign-items.entity';

export const language = (): Language => currentContext()?.language ?? 'ar';
/** Labels of list cards (status, display label, type) are fixed texts: translated once per language, not per card. */
const LABELS = new Map<string, string>();
const t = (key: string): string => {
  const lng = language();
  const cacheKey = `${lng}:${key}`;
  let text = LABELS.get(cacheKey);
  if (text === undefined) {
    text = translate(key, lng);
    if (LABELS.size < 1000) LABELS.set(cacheKey, text);
  }
  return text;
};

export interface ViewerState {
  isSaved?: boolean;
  savedCampaignID?: string | null;
}

export interface ReaderTexts {
  campaignName: string | null;
  about: string | null;
  textLanguage: Language;
}

/**
 * The name and summary a reader sees (issue 36): in the reader's language where the owner wrote
 * them, else in English, else in the language the campaign is written in; the answer says which, so
 * the page can say so. Reads the card's columns only (the browse query does not load the field groups).
 */
export function readerTexts(c: CampaignRow, reader: Language): ReaderTexts {
  const own = (c.textLanguage ?? c.ownerLanguage ?? 'ar') as Language;
  for (const lang of [reader, 'en', own] as Language[]) {
    const texts = lang === own ? { campaignName: c.campaignName, about: c.about } : c.textTranslations?.[lang];
    if (texts?.campaignName) return { campaignName: texts.campaignName, about: texts.about ?? null, textLanguage: lang };
  }
  return { campaignName: c.campaignName, about: c.about, textLanguage: own };
}

function readerBio(m: TeamMemberRow, reader: Language, own: Language): { bio: string; bioLanguage: Language } {
  for (const lang of [reader, 'en', own] as Language[]) {
    const bio = lang === own ? m.bio : m.bioTranslations?.[lang];
    if (bio) return { bio, bioLanguage: lang };
  }
  return { bio: m.bio, bioLanguage: own };
}

/** The highlights in the language readerTexts chose (the detail page, which has the story). */
function readerHighlights(c: CampaignRow, language: Language): string[] {
  const own = c.story.textLanguage ?? c.ownerLanguage;
  return (language === own ? c.story.highlights : c.story.translations?.[language]?.highlights) ?? c.story.highlights ?? [];
}

/** The list card (C2.2 browse, saved, profile, dashboards): ribbons, labels and progress computed now. */
export function campaignCard(
  c: CampaignRow,
  config: Pick<CampaignsConfig, 'earlyBirdDays' | 'closingSoonDays'>,
  viewer: ViewerState = {},
  now = new Date(),
): CampaignCard {
  const today = todayIn(c.timezone || 'Asia/Muscat', now);
  const label = displayLabel(c, today, config);
  const statusKey = STATUS_KEYS[c.status];
  const statusLabel = t(`campaigns.status.${statusKey}`);
  const texts = readerTexts(c, language());
  return {
    id: c.id,
    slug: c.slug,
    ownerId: c.ownerId,
    termsSlug: c.termsSlug,
    termsName: t(`campaigns.terms.${c.termsSlug}`),
    campaignName: texts.campaignName,
    companyName: c.companyName,
    companyLogo: c.companyLogo,
    coverImage: c.coverImage,
    about: texts.about,
    textLanguage: texts.textLanguage,
    category: c.category,
    industry: c.industry,
    dealType: c.dealType,
    goal: c.goal,
    raisedAmount: c.raisedAmount,
    progress: progressPercent(c.raisedAmount, c.goal),
    investorsCount: c.investorsCount,
    minimumRaise: c.minimumRaise,
    maximumRaise: c.maximumRaise,
    investingType: c.investingType,
    equityCurrencyCode: c.equityCurrencyCode,
    openDate: c.openDate,
    closeDate: c.closeDate,
    // Only an open campaign counts down: a closed one ended whatever its close date said.
    daysLeft: c.status === CampaignStatus.active ? daysLeft(c.closeDate, today) : null,
    status: c.status,
    statusKey,
    statusLabel,
    ribbon: { label: label ? t(`campaigns.label.${label}`) : statusLabel, color: ribbonColor(c.status) },
    displayLabel: label,
    displayLabelText: label ? t(`campaigns.label.${label}`) : null,
    interestRate: c.termsSlug === 'equity' ? null : c.interestRate,
    equityAvailable: c.termsSlug === 'equity' || c.termsSlug === 'equity-with-dividends' ? c.equityAvailable : null,
    isSaved: viewer.isSaved ?? false,
    savedCampaignID: viewer.savedCampaignID ?? null,
    createdAt: c.createdAt,
    approvedAt: c.approvedAt,
  };
}
export type { CampaignCard };

export interface CampaignItems {
  faqs: CampaignFaqRow[];
  teamMembers: TeamMemberRow[];
  leadInvestors: LeadInvestorRow[];
  images: CampaignImageRow[];
  videos: CampaignVideoRow[];
  documents: CampaignDocumentRow[];
}

/** C4.4: the campaign flattened into the fields the completeness check names. */
export function completenessInput(c: CampaignRow, faqs: CampaignFaqRow[]): CompletenessInput {
  return {
    ...c.companyProfile,
    ...c.fundraising,
    termsSlug: c.termsSlug,
    ...c.propertyInfo,
    ...c.terms,
    ...c.story,
    contractCopy: c.extras.contractCopy,
    manageContract: c.extras.manageContract,
    userUploadedContract: c.extras.userUploadedContract,
    ...c.paymentDetail,
    faqs: faqs.map((f) => ({ id: f.id, required: f.required, answer: f.answer })),
  };
}

export function completenessOf(c: CampaignRow, faqs: CampaignFaqRow[]): Completeness {
  return checkCompleteness(completenessInput(c, faqs));
}

export const faqView = (f: CampaignFaqRow): Faq => ({
  id: f.id,
  question: f.question,
  answer: f.answer,
  questionAr: f.questionAr,
  answerAr: f.answerAr,
  required: f.required,
  sortOrder: f.sortOrder,
});

/** A team member; `readers` (the detail page): the biography in the reader's language, as readerTexts chooses. */
export const teamMemberView = (m: TeamMemberRow, privileged: boolean, readers?: { reader: Language; own: Language }): TeamMember => ({
  id: m.id,
  fullName: m.fullName,
  role: m.role,
  email: privileged ? m.email : null,
  ...(readers ? readerBio(m, readers.reader, readers.own) : { bio: m.bio, bioLanguage: null }),
  bioTranslations: m.bioTranslations ?? null,
  photo: m.photo,
  invitationStatus: m.invitationStatus,
  invitedAt: m.invitedAt,
});

export const leadInvestorView = (l: LeadInvestorRow): LeadInvestor => ({
  id: l.id,
  investorType: l.investorType,
  name: l.name,
  bio: l.bio,
  photo: l.photo,
});
export const imageView = (i: CampaignImageRow): CampaignImage => ({
  id: i.id,
  title: i.title,
  description: i.description,
  url: i.url,
  width: i.width,
  height: i.height,
});
export const videoView = (v: CampaignVideoRow): CampaignVideo => ({
  id: v.id,
  url: v.url,
  title: v.title,
  description: v.description,
  provider: v.provider,
  embedUrl: v.embedUrl,
});
export const documentView = (d: CampaignDocumentRow): CampaignDocument => ({
  id: d.id,
  title: d.title,
  visibility: d.visibility,
  contentType: d.contentType,
  size: d.size,
  createdAt: d.createdAt,
});

export interface FullViewExtras {
  privileged: boolean;
  isOwner: boolean;
  canEdit: boolean;
  viewer: ViewerState & { isFollowing: boolean; isEarlyBird: boolean };
  counts: { followersCount: number; savedCount: number; earlyBirdCount: number; updatesCount: number };
}

/** C3.1–C3.8: the whole campaign (detail page and editor); payout and completeness only for owner/admin. */
export function campaignFull(c: CampaignRow, items: CampaignItems, config: CampaignsConfig, x: FullViewExtras): CampaignFull {
  const visibleDocuments = items.documents.filter((d) => d.kind === 'document' && (x.privileged || d.visibility === 'public'));
  return {
    ...campaignCard(c, config, x.viewer),
    highlights: readerHighlights(c, readerTexts(c, language()).textLanguage),
    companyProfile: c.companyProfile,
    fundraising: c.fundraising,
    propertyInfo: c.propertyInfo,
    terms: c.terms,
    story: c.story,
    extras: { ...c.extras, userUploadedContract: x.privileged ? c.extras.userUploadedContract : null },
    paymentDetail: x.privileged ? c.paymentDetail : null,
    faqs: items.faqs.map(faqView),
    teamMembers: items.teamMembers.map((m) => teamMemberView(m, x.privileged, { reader: language(), own: (c.textLanguage ?? c.ownerLanguage) as Language })),
    leadInvestors: items.leadInvestors.map(leadInvestorView),
    images: items.images.map(imageView),
    videos: items.videos.map(videoView),
    documents: visibleDocuments.map(documentView),
    ...x.counts,
    isFollowing: x.viewer.isFollowing,
    isEarlyBird: x.viewer.isEarlyBird,
    declineReason: x.privileged ? c.declineReason : null,
    canEdit: x.canEdit,
    isOwner: x.isOwner,
    ...(x.privileged ? { completeness: completenessOf(c, items.faqs) } : {}),
  };
}
