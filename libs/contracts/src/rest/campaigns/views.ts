/**
 * What the campaigns service answers (C3), written once: the service builds these shapes and the
 * campaign remote reads them. Amounts are integer baisa. The field groups (C3.1–C3.8) are stored as
 * JSON on the campaign row; every field is optional until the campaign is submitted.
 */
export type TermsSlug = 'equity' | 'equity-with-dividends' | 'debt';
export type ServerDisplayLabel = 'coming-soon' | 'early-bird' | 'closing-soon' | 'funded' | 'live' | null;
export type InvestingType = 'fixed' | 'flexible';
export type StepKey = 'company-info' | 'fundraising-detail' | 'story' | 'faqs' | 'extras' | 'funding';

export interface CompanyProfile {
  companyName: string | null;
  website: string | null;
  address: string | null;
  category: string | null;
  industry: string | null;
  companyLogo: string | null;
  phoneNumber: string | null;
  description: string | null;
  descriptionAr: string | null;
  yearFounded: number | null;
  contactEmail: string | null;
}

export interface Fundraising {
  equityCurrencyCode: string;
  goal: number | null;
  minimumRaise: number | null;
  maximumRaise: number | null;
  openDate: string | null;
  openTime: string | null;
  timezone: string;
  closeDate: string | null;
  investingType: 'fixed' | 'flexible' | null;
  campaignAccreditation: 'accredited' | 'both' | null;
  termsSlug: TermsSlug;
  dealType: string | null;
  campaignStage: string | null;
  investingRound: string | null;
  propertyStage: string | null;
  repaymentMethod: 'automatic' | 'manual' | null;
  hasPropertyInfo: 0 | 1;
  previouslyRaised: number | null;
  totalRevenue: number | null;
  hasLeadInvestor: boolean;
}

export interface PropertyInfo {
  propertyName: string | null;
  propertyURL: string | null;
  propertyDetail: string | null;
  propertyStreet: string | null;
  propertyCity: string | null;
  propertyState: string | null;
  propertyCountry: string | null;
  buildYear: number | null;
  propertySize: number | null;
  plotSize: number | null;
}

export interface ConvertibleNote {
  maturityDate: string | null;
  conversionTrigger: string | null;
  noteTerms: string | null;
  purchaseValue: number | null;
}

export interface Terms {
  pricePerShare: number | null;
  availableShares: number | null;
  totalSharesOffered: number | null;
  minimumShares: number | null;
  maximumShares: number | null;
  equityAvailable: number | null;
  equityAvailableMin: number | null;
  equityAvailableMax: number | null;
  preMoneyValuation: number | null;
  preMoneyValuationMin: number | null;
  preMoneyValuationMax: number | null;
  interestRate: number | null;
  interestRateMin: number | null;
  interestRateMax: number | null;
  paybackStartDate: string | null;
  investFrequency: string | null;
  termLength: number | null;
  termLengthMin: number | null;
  termLengthMax: number | null;
  gracePeriod: number | null;
  paymentFrequency: string | null;
  distributionOfNetProfit: number | null;
  convertibleNote: ConvertibleNote | null;
  siteFee: { type: 'fixed' | 'percentage'; value: number } | null;
}

export interface Story {
  uploadType: 'image' | 'video' | null;
  campaignName: string | null;
  videoUrl: string | null;
  coverImage: string | null;
  campaignStory: string | null;
  campaignStoryAr: string | null;
  highlights: string[];
  about: string | null;
}

export interface Links {
  facebook: string | null;
  twitter: string | null;
  youtube: string | null;
  website: string | null;
  linkedin: string | null;
  custom: Array<{ title: string; url: string }>;
}

export interface Extras {
  googleAnalyticsID: string | null;
  links: Links;
  contractCopy: boolean;
  manageContract: 'yes' | 'no';
  /** The uploaded contract (a private document row of kind `contract`). */
  userUploadedContract: { id: string; name: string } | null;
}

export interface PaymentDetail {
  accountType: 'current' | 'checking' | 'savings' | null;
  bankName: string | null;
  accountNumber: string | null;
  confirmAccountNumber: string | null;
  routingNumber: string | null;
  tos: boolean;
  achAccountId: string | null;
  /** C3.8: the connected ACH account's company name and creation date (YYYY-MM-DD). */
  achCompanyName?: string | null;
  achCreatedAt?: string | null;
}

export interface CampaignCard {
  id: string;
  slug: string;
  ownerId?: string;
  termsSlug: TermsSlug;
  termsName?: string;
  campaignName: string | null;
  companyName: string | null;
  companyLogo: string | null;
  coverImage: string | null;
  about: string | null;
  category: string | null;
  industry: string | null;
  dealType: string | null;
  goal: number | null;
  raisedAmount: number;
  progress?: number;
  investorsCount?: number;
  minimumRaise: number | null;
  maximumRaise: number | null;
  investingType: InvestingType | null;
  equityCurrencyCode?: string;
  openDate: string | null;
  closeDate: string | null;
  daysLeft: number | null;
  status: number;
  statusKey?: string;
  statusLabel?: string;
  ribbon?: { label: string; color: 'warning' | 'success' | 'primary' };
  displayLabel: ServerDisplayLabel;
  displayLabelText?: string | null;
  interestRate?: number | null;
  equityAvailable?: number | null;
  isSaved?: boolean;
  savedCampaignID?: string | null;
  createdAt?: string;
  approvedAt?: string | null;
}

export interface Faq {
  id: string;
  question: string;
  answer: string | null;
  questionAr: string | null;
  answerAr: string | null;
  required: boolean;
  sortOrder?: number;
}
export interface TeamMember {
  id: string;
  fullName: string;
  role: string;
  /** Only for the owner and administrators. */
  email: string | null;
  bio: string;
  photo: string | null;
  invitationStatus: 'sent' | 'accepted';
  invitedAt?: string;
}
export interface LeadInvestor {
  id: string;
  investorType: 'individual' | 'company';
  name: string;
  bio: string;
  photo: string | null;
}
export interface CampaignImage {
  id: string;
  title: string;
  description: string | null;
  url: string;
  width?: number;
  height?: number;
}
export interface CampaignVideo {
  id: string;
  url: string;
  title: string;
  description: string | null;
  provider: 'youtube' | 'vimeo';
  embedUrl: string;
}
export interface CampaignDocument {
  id: string;
  title: string;
  visibility: 'public' | 'private';
  contentType?: string;
  size?: number;
  createdAt?: string;
}
export interface CompletenessStep {
  step: number;
  key: StepKey;
  complete: boolean;
  missing: string[];
}
export interface Completeness {
  steps: CompletenessStep[];
  isAnyFieldMissing: boolean;
}

export interface CampaignFull extends CampaignCard {
  companyProfile: CompanyProfile;
  fundraising: Fundraising;
  propertyInfo: PropertyInfo;
  terms: Terms;
  story: Story;
  extras: Extras;
  paymentDetail: PaymentDetail | null;
  faqs: Faq[];
  teamMembers: TeamMember[];
  leadInvestors: LeadInvestor[];
  images: CampaignImage[];
  videos: CampaignVideo[];
  documents: CampaignDocument[];
  followersCount: number;
  isFollowing: boolean;
  savedCount?: number;
  earlyBirdCount?: number;
  updatesCount?: number;
  isEarlyBird: boolean;
  declineReason: string | null;
  canEdit: boolean;
  isOwner: boolean;
  completeness?: Completeness;
}

export interface CampaignUpdate {
  id: string;
  title: string | null;
  description: string;
  createdAt: string;
  authorId?: string;
}
export interface CampaignComment {
  id: string;
  campaignId: string;
  parentId: string | null;
  parentCommentId: string | null;
  postType: 'comment' | 'reply';
  userId: string;
  userName?: string;
  comment: string;
  status: 'pending' | 'approved' | 'declined' | 'spam';
  createdAt: string;
  repliesCount?: number;
  replies?: CampaignComment[];
  campaignName?: string;
}
export interface GalleryItem {
  kind: 'image' | 'video';
  id: string;
  title: string;
  description: string | null;
  url: string;
  embedUrl?: string;
  provider?: 'youtube' | 'vimeo';
}
export interface ProjectReturn {
  principal: number;
  interestRate: number;
  quarterlyProfit: number;
  returns: Array<{ period: 'yearly' | 'quarterly' | 'monthly' | 'days'; factor: number; profit: number; total: number }>;
}
export interface OwnerDashboard {
  campaign: CampaignCard;
  raisedAmount: number;
  goal: number;
  progress: number;
  investorsCount: number;
  followersCount: number;
  savedCount: number;
  earlyBirdCount: number;
  updatesCount: number;
  comments: { pending: number; approved: number };
  daysLeft: number | null;
  completeness: Completeness;
}
export interface Follower {
  userId: string;
  followedAt: string;
  name?: string;
}
export interface OptionView {
  id: string;
  key: string;
  name: string;
}
export interface BankView {
  id: string;
  code: string;
  name: string;
}
