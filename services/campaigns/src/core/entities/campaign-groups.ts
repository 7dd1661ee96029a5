/** The field groups of a campaign (C3.1–C3.8) are the campaigns REST contract's (@cf/contracts). */
import type { CompanyProfile, Extras, Fundraising, PaymentDetail, PropertyInfo, Story, Terms, TermsSlug } from '@cf/contracts';

export type { CompanyProfile, ConvertibleNote, Extras, Fundraising, Links, PaymentDetail, PropertyInfo, Story, Terms } from '@cf/contracts';

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

export const emptyFundraising = (termsSlug: TermsSlug, timezone: string): Fundraising => ({
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
  iban: null,
  tos: false,
  achAccountId: null,
  achCompanyName: null,
  achCreatedAt: null,
});
