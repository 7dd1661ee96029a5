import { waitFor } from '../wait-for';
import { dataUrl, makePng } from '../images';
import type { TestUser } from '../accounts';
import { signContract } from './investing';
import type { ApiResponse, TestPlatform } from '../platform';

/**
 * Campaigns made through the API as an owner makes them (the wizard's six steps, FAQs answered,
 * submit) and, for a live one, approved by an admin: `makeCampaign(platform, owner, { admin })`.
 */

export const campaignLogo = (): string => dataUrl(makePng(360, 283));
export const campaignCover = (): string => dataUrl(makePng(700, 500));

/** A date `offset` days from today (UTC), YYYY-MM-DD. */
export const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A valid body for each step (amounts in baisa). */
export const campaignSteps = {
  company: () => ({
    companyName: 'Muscat Date Farms LLC',
    website: 'https://dates.example.om',
    address: 'Way 3021, Al Khuwair, Muscat',
    category: 'llc',
    industry: 'agriculture',
    companyLogo: campaignLogo(),
    phoneNumber: '96824000000',
    description: 'Organic date farms and packing in Nizwa.',
    descriptionAr: 'مزارع تمور عضوية ومصنع تعبئة في نزوى.',
    yearFounded: 2015,
    contactEmail: 'info@dates.example.om',
  }),
  fundraising: (over: Record<string, unknown> = {}) => ({
    equityCurrencyCode: 'OMR',
    goal: 50_000_000,
    minimumRaise: 100_000,
    maximumRaise: 5_000_000,
    openDate: day(-1),
    openTime: '09:00',
    timezone: 'Asia/Muscat',
    closeDate: day(30),
    investingType: 'fixed',
    campaignAccreditation: 'both',
    dealType: 'common-shares',
    campaignStage: 'early-revenue',
    investingRound: 'seed',
    ...over,
  }),
  equityTerms: () => ({ pricePerShare: 1_000, availableShares: 50_000, totalSharesOffered: 50_000, equityAvailable: 10, preMoneyValuation: 450_000_000 }),
  debtTerms: () => ({ interestRate: 8.5, investFrequency: 'quarterly', termLength: 24, preMoneyValuation: 450_000_000 }),
  story: () => ({
    uploadType: 'image',
    campaignName: 'Muscat Dates Expansion',
    coverImage: campaignCover(),
    campaignStory: 'We grow and pack premium Omani dates.',
    campaignStoryAr: 'نزرع ونعبئ أجود التمور العمانية.',
    highlights: ['Export contracts signed', 'Profitable since 2019'],
    about: 'Premium Omani dates for export.',
  }),
  payment: () => ({ accountType: 'current', bankName: 'Bank Muscat', accountNumber: '0123456789', confirmAccountNumber: '0123456789', routingNumber: 'BMUSOMRX1', tos: true }),
};

export interface CampaignOptions {
  termsSlug?: 'equity' | 'equity-with-dividends' | 'debt';
  /** Overrides of the fundraising step (goal, dates, investing type…). */
  fundraising?: Record<string, unknown>;
  /** Overrides of the terms step (interest rate, term length, payment frequency…). */
  terms?: Record<string, unknown>;
  name?: string;
  /** `draft`: every step filled, not submitted; `submitted`: awaiting review; `live`: approved by `admin`. */
  status?: 'draft' | 'submitted' | 'live';
  admin?: TestUser;
}

const call = (platform: TestPlatform, method: string, path: string, token: string, body?: unknown): Promise<ApiResponse> =>
  platform.api.request(method, `/api/v1/${path}${path.includes('?') ? '&' : '?'}lng=en`, { token, body });

function expectStatus(response: ApiResponse, status: number, what: string): ApiResponse {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response;
}

/** A campaign of `owner` with every step filled (FAQs answered), then moved to `options.status` (draft by default). */
export async function makeCampaign(platform: TestPlatform, owner: TestUser, options: CampaignOptions = {}): Promise<{ id: string; slug: string }> {
  const termsSlug = options.termsSlug ?? 'equity';
  const created = expectStatus(await call(platform, 'POST', 'campaigns/equities', owner.token, { termsSlug }), 201, 'create');
  const id = created.body.data.data.id as string;
  const put = async (path: string, body: unknown) => expectStatus(await call(platform, 'PATCH', `${path}/${id}`, owner.token, body), 200, path);
  await put('equity/company-profile', campaignSteps.company());
  await put('campaign/fundraising-detail', campaignSteps.fundraising(options.fundraising));
  await put('campaign/campaign-terms', { ...(termsSlug === 'equity' ? campaignSteps.equityTerms() : { ...campaignSteps.equityTerms(), ...campaignSteps.debtTerms() }), ...options.terms });
  const story = await put('campaign/campaign-story', { ...campaignSteps.story(), campaignName: options.name ?? 'Muscat Dates Expansion' });
  const faqs = (await call(platform, 'GET', `equity/campaign-faqs/${id}`, owner.token)).body.data.data as Array<{ id: string }>;
  for (const faq of faqs) await call(platform, 'PATCH', `equity/campaign-faqs/${id}/${faq.id}`, owner.token, { answer: 'Answered in full.' });
  await put('campaign/payment-detail', campaignSteps.payment());
  const campaign = { id, slug: story.body.data.data.slug as string };
  const status = options.status ?? 'draft';
  if (status === 'draft') return campaign;
  expectStatus(await call(platform, 'POST', `campaigns/${id}/submit-for-review`, owner.token), 200, 'submit');
  if (status === 'submitted') return campaign;
  if (!options.admin) throw new Error('a live campaign needs an admin to approve it');
  expectStatus(await call(platform, 'POST', `campaigns/admin/equities/${id}/approve`, options.admin.token), 200, 'approve');
  return campaign;
}

/**
 * A campaign that closed successfully with these investors' amounts (baisa; their wallets must hold
 * them, and the platform must run with CANCELLATION_WINDOW_HOURS=0 so a paid investment is confirmed
 * at once): live, invested in through the gateway, closed by an administrator.
 */
export async function makeFundedCampaign(
  platform: TestPlatform,
  owner: TestUser,
  admin: TestUser,
  holdings: ReadonlyArray<readonly [TestUser, number]>,
  options: Omit<CampaignOptions, 'status' | 'admin'> = {},
): Promise<{ id: string; slug: string }> {
  const goal = holdings.reduce((sum, [, amount]) => sum + amount, 0);
  const smallest = Math.min(...holdings.map(([, amount]) => amount));
  const largest = Math.max(...holdings.map(([, amount]) => amount));
  const campaign = await makeCampaign(platform, owner, { ...options, status: 'live', admin, fundraising: { goal, minimumRaise: Math.min(smallest, 100_000), maximumRaise: largest, investingType: 'flexible', ...options.fundraising } });
  await waitFor(async () => (await call(platform, 'GET', `investment/offer/${campaign.id}`, holdings[0][0].token)).status === 200, { what: 'the offer in investments' });
  for (const [investor, amount] of holdings) {
    const reserved = expectStatus(await call(platform, 'POST', `investment/${campaign.id}`, investor.token, { amount, acceptTerms: true, acceptRisk: true }), 201, 'reserve');
    await signContract(platform, investor, reserved.body.data.data.id);
    expectStatus(await call(platform, 'POST', `process-investment/${reserved.body.data.data.id}`, investor.token, { paymentType: 'wallet' }), 200, 'pay');
  }
  expectStatus(await call(platform, 'POST', `investment/admin/close/${campaign.id}`, admin.token), 200, 'close');
  await waitFor(async () => (await call(platform, 'GET', `investment/close/${campaign.id}`, owner.token)).body?.data?.data?.step === 'closed', { what: 'the close to finish', timeoutMs: 30_000 });
  return campaign;
}
