import type { ReactElement } from 'react';
import { clearSession, startSession } from '@cf/api-client';
import { addNamespace } from '@cf/i18n';
import { renderPage } from '@cf/web-tools/testing/render';
import type { CampaignCard, CampaignFull, InvestmentView } from '@cf/contracts/rest';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';

export const ok = (data: unknown) => ({ body: { status: 'success', data: { data } } });
export const fail = (status: number, message: string, errors?: Array<{ field: string; msg: string }>) => ({ status, body: { status: 'fail', message, ...(errors ? { errors } : {}) } });
export const page = <T,>(docs: T[], totalCount = docs.length) => ok({ docs, totalCount, displayLoadMore: totalCount > docs.length });
export const paramsOf = (url: string) => new URL(url, 'http://localhost').searchParams;

export function signIn(): void {
  localStorage.clear();
  clearSession();
  startSession('tok', { id: 'owner-1', slug: 'salma', userType: 'owner', email: 'salma@example.om', firstName: 'Test', lastName: 'User', isAdmin: false });
}
export function signOut(): void {
  localStorage.clear();
  clearSession();
}

export function renderCampaignPage(element: ReactElement, route: string, options: { language?: 'ar' | 'en' | 'fr'; path?: string } = {}) {
  return renderPage(element, { route, path: options.path, language: options.language ?? 'en', setup: (i18n) => addNamespace(i18n, 'campaign', { ar, en, fr }) });
}

let sequence = 0;
export function makeCard(overrides: Partial<CampaignCard> = {}): CampaignCard {
  sequence += 1;
  return {
    id: `c${sequence}`,
    slug: `campaign-${sequence}`,
    termsSlug: 'equity',
    termsName: 'Equity',
    campaignName: `Campaign ${sequence}`,
    companyName: `Company ${sequence} LLC`,
    companyLogo: null,
    coverImage: null,
    about: null,
    category: null,
    industry: null,
    dealType: null,
    minimumRaise: null,
    maximumRaise: null,
    goal: 10_000_000,
    raisedAmount: 1_234_500,
    progress: 12.35,
    investingType: 'fixed',
    openDate: '2026-01-01',
    closeDate: '2099-01-01',
    daysLeft: 30,
    status: 2,
    statusKey: 'active',
    displayLabel: 'live',
    ...overrides,
  };
}

export function makeCampaign(overrides: Partial<CampaignFull> = {}): CampaignFull {
  return {
    ...makeCard({ status: 0, statusKey: 'draft', displayLabel: null }),
    companyProfile: { companyName: null, website: null, address: null, category: null, industry: null, companyLogo: null, phoneNumber: null, description: null, descriptionAr: null, yearFounded: null, contactEmail: null },
    fundraising: {
      equityCurrencyCode: 'OMR', goal: null, minimumRaise: null, maximumRaise: null, openDate: null, openTime: null, timezone: 'Asia/Muscat', closeDate: null, investingType: null,
      campaignAccreditation: null, termsSlug: 'equity', dealType: null, campaignStage: null, investingRound: null, propertyStage: null, repaymentMethod: null, hasPropertyInfo: 0,
      previouslyRaised: null, totalRevenue: null, hasLeadInvestor: false,
    },
    propertyInfo: { propertyName: null, propertyURL: null, propertyDetail: null, propertyStreet: null, propertyCity: null, propertyState: null, propertyCountry: null, buildYear: null, propertySize: null, plotSize: null },
    terms: {} as CampaignFull['terms'],
    story: { uploadType: null, campaignName: null, videoUrl: null, coverImage: null, campaignStory: null, campaignStoryAr: null, highlights: [], about: null },
    extras: { googleAnalyticsID: null, links: { facebook: null, twitter: null, youtube: null, website: null, linkedin: null, custom: [] }, contractCopy: false, manageContract: 'no', userUploadedContract: null },
    paymentDetail: null,
    faqs: [{ id: 'faq-1', question: 'What will the money be used for?', answer: null, questionAr: null, answerAr: null, required: true }],
    teamMembers: [], leadInvestors: [], images: [], videos: [], documents: [],
    followersCount: 0, isFollowing: false, isEarlyBird: false, declineReason: null, canEdit: true, isOwner: true,
    completeness: {
      isAnyFieldMissing: true,
      steps: [
        { step: 1, key: 'company-info', complete: false, missing: ['companyName', 'companyLogo'] },
        { step: 2, key: 'fundraising-detail', complete: false, missing: ['goal'] },
        { step: 3, key: 'story', complete: true, missing: [] },
        { step: 4, key: 'faqs', complete: false, missing: ['faqs.faq-1'] },
        { step: 5, key: 'extras', complete: true, missing: [] },
        { step: 6, key: 'funding', complete: false, missing: ['bankName', 'tos'] },
      ],
    },
    ...overrides,
  };
}

/** A reserved investment as the API answers it (C3.9), with what a test changes. */
export const makeInvestment = (extra: Partial<InvestmentView> = {}): InvestmentView => ({
  _id: 'inv-1',
  id: 'inv-1',
  // The signed-in user (signIn): an investment of their own, not one made for a child.
  investorId: 'owner-1',
  campaignId: 'camp-1',
  campaignName: 'Nizwa Dates Cooperative',
  campaignSlug: 'nizwa-dates',
  currency: 'OMR',
  amount: 250_000,
  shareUnits: 250,
  sharePrice: 1000,
  ownership: 5,
  status: 0,
  state: 'reserved',
  paymentType: null,
  gateway: null,
  referenceId: 'INV-0A1B2C3D4E5F',
  transactionId: null,
  failureReason: null,
  cancellableUntil: null,
  cancellable: false,
  offerShownAt: '2026-03-05T08:00:00Z',
  acceptedAt: '2026-03-05T08:00:00Z',
  reservedUntil: new Date(Date.now() + 20 * 60_000).toISOString(),
  paidAt: null,
  cancelledAt: null,
  createdAt: '2026-03-05T08:00:00Z',
  contractStatus: 'unsigned',
  ...extra,
});
