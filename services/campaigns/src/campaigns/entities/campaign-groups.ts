/** The field groups of a campaign (C3.1–C3.8), stored as JSON on the campaign row. Every field is optional until submitted. */

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
  termsSlug: string;
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

export const emptyCompanyProfile = (): CompanyProfile => ({
  companyName: null,
  website: null,
  address: null,
  category: null,
  industry: null,
  companyLogo: null,
  phoneNumber: null,
  description: null,
  descriptionAr: null,
  yearFounded: null,
  contactEmail: null,
});

export const emptyFundraising = (termsSlug: string, timezone: string): Fundraising => ({
  equityCurrencyCode: 'OMR',
  goal: null,
  minimumRaise: null,
  maximumRaise: null,
  openDate: null,
  openTime: null,
  timezone,
  closeDate: null,
  investingType: null,
  campaignAccreditation: null,
  termsSlug,
  dealType: null,
  campaignStage: null,
  investingRound: null,
  propertyStage: null,
  repaymentMethod: null,
  hasPropertyInfo: 0,
  previouslyRaised: null,
  totalRevenue: null,
  hasLeadInvestor: false,
});

export const emptyPropertyInfo = (): PropertyInfo => ({
  propertyName: null,
  propertyURL: null,
  propertyDetail: null,
  propertyStreet: null,
  propertyCity: null,
  propertyState: null,
  propertyCountry: null,
  buildYear: null,
  propertySize: null,
  plotSize: null,
});

export const emptyTerms = (): Terms => ({
  pricePerShare: null,
  availableShares: null,
  totalSharesOffered: null,
  minimumShares: null,
  maximumShares: null,
  equityAvailable: null,
  equityAvailableMin: null,
  equityAvailableMax: null,
  preMoneyValuation: null,
  preMoneyValuationMin: null,
  preMoneyValuationMax: null,
  interestRate: null,
  interestRateMin: null,
  interestRateMax: null,
  paybackStartDate: null,
  investFrequency: null,
  termLength: null,
  termLengthMin: null,
  termLengthMax: null,
  gracePeriod: null,
  paymentFrequency: null,
  distributionOfNetProfit: null,
  convertibleNote: null,
  siteFee: null,
});

export const emptyStory = (): Story => ({
  uploadType: null,
  campaignName: null,
  videoUrl: null,
  coverImage: null,
  campaignStory: null,
  campaignStoryAr: null,
  highlights: [],
  about: null,
});

export const emptyExtras = (): Extras => ({
  googleAnalyticsID: null,
  links: { facebook: null, twitter: null, youtube: null, website: null, linkedin: null, custom: [] },
  contractCopy: false,
  manageContract: 'no',
  userUploadedContract: null,
});

export const emptyPaymentDetail = (): PaymentDetail => ({
  accountType: null,
  bankName: null,
  accountNumber: null,
  confirmAccountNumber: null,
  routingNumber: null,
  tos: false,
  achAccountId: null,
  achCompanyName: null,
  achCreatedAt: null,
});
