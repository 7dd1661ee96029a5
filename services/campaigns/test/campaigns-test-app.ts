import { DataSource } from 'typeorm';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared gateway harness (test/support) is not a project with tags
import { startTestPlatform, type ApiResponse, type MailMessage, type TestPlatform } from '../../../test/support/test-platform';

export type { ApiResponse };
import { dataUrl, makePng } from '@cf/platform/testing';

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;
const STRONG = 'Str0ng#Pass';

/**
 * identity + site + notifications + campaigns behind the real gateway (embedded wiring, fresh
 * databases), with helpers that sign users up through the API as the front end does.
 */
export class CampaignsTestApp {
  private constructor(readonly platform: TestPlatform) {}

  static async start(env: Record<string, string> = {}): Promise<CampaignsTestApp> {
    const platform = await startTestPlatform({
      services: ['identity', 'site', 'notifications', 'campaigns'],
      env: { CAPTCHA_PROVIDER: 'none', SITE_SETTINGS_CACHE_MS: '0', ...env },
    });
    return new CampaignsTestApp(platform);
  }

  close(): Promise<void> {
    return this.platform.close();
  }

  /** Calls the gateway; `lng=en` unless the path names a language. */
  api(method: string, path: string, options: { body?: unknown; token?: string } = {}) {
    const withLng = path.includes('lng=') || path.includes('language=') ? path : `${path}${path.includes('?') ? '&' : '?'}lng=en`;
    return this.platform.api.request(method, `/api/v1/${withLng.replace(/^\//, '')}`, options);
  }

  mailTo(address: string, template: string): Promise<MailMessage> {
    return this.platform.mailbox.waitFor((m) => m.to === address && m.template === template, 15_000);
  }

  /** Signs up, activates from the e-mailed link and signs in; admins are promoted in identity's own table first. */
  async user(kind: 'owner' | 'investor' | 'admin', firstName = 'Test'): Promise<TestUser> {
    const email = uniqueEmail(kind);
    const signup = await this.api('POST', 'users/signup', {
      body: { firstName, lastName: 'User', email, password: STRONG, passwordConfirm: STRONG, acceptTerms: true, language: 'en', userType: kind === 'owner' ? 'owner' : 'investor' },
    });
    if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
    const mail = await this.mailTo(email, 'activation-link');
    const link = /https?:\/\/[^\s"<]+\/activate-account\/[^\s"<]+/.exec(mail.text)![0].replace(/&amp;/g, '&');
    const [userId, token] = new URL(link).pathname.split('/').slice(2);
    const activated = await this.api('PATCH', `users/activeAccount/${userId}`, { body: { token } });
    if (activated.status !== 200) throw new Error(`activation failed: ${JSON.stringify(activated.body)}`);
    if (kind === 'admin') await this.platform.service('identity').get(DataSource).query('UPDATE users SET isAdmin = 1 WHERE id = ?', [userId]);
    const login = await this.api('POST', 'users/login', { body: { email, password: STRONG, createdAt: new Date().toISOString() } });
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
    return { id: userId, email, token: login.body.token };
  }

  campaignsDb(): DataSource {
    return this.platform.service('campaigns').get(DataSource);
  }
}

export const logo = (): string => dataUrl(makePng(360, 283));
export const cover = (): string => dataUrl(makePng(700, 500));

/** A date `offset` days from today (UTC), YYYY-MM-DD. */
export const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A valid body for each step (amounts in baisa). */
export const steps = {
  company: () => ({
    companyName: 'Muscat Date Farms LLC',
    website: 'https://dates.example.om',
    address: 'Way 3021, Al Khuwair, Muscat',
    category: 'llc',
    industry: 'agriculture',
    companyLogo: logo(),
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
    coverImage: cover(),
    campaignStory: 'We grow and pack premium Omani dates.',
    campaignStoryAr: 'نزرع ونعبئ أجود التمور العمانية.',
    highlights: ['Export contracts signed', 'Profitable since 2019'],
    about: 'Premium Omani dates for export.',
  }),
  payment: () => ({ accountType: 'current', bankName: 'Bank Muscat', accountNumber: '0123456789', confirmAccountNumber: '0123456789', routingNumber: 'BMUSOMRX1', tos: true }),
};

/** A campaign with every step filled (FAQs answered), still a draft; `fundraising` overrides step 2. */
export async function completeCampaign(
  t: CampaignsTestApp,
  owner: TestUser,
  options: { termsSlug?: 'equity' | 'equity-with-dividends' | 'debt'; fundraising?: Record<string, unknown>; name?: string } = {},
): Promise<{ id: string; slug: string }> {
  const termsSlug = options.termsSlug ?? 'equity';
  const created = await t.api('POST', 'campaigns/equities', { token: owner.token, body: { termsSlug } });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const id = created.body.data.data.id as string;
  const put = async (path: string, body: unknown) => {
    const res = await t.api('PATCH', `${path}/${id}`, { token: owner.token, body });
    if (res.status !== 200) throw new Error(`${path} failed: ${JSON.stringify(res.body)}`);
    return res;
  };
  await put('equity/company-profile', steps.company());
  await put('campaign/fundraising-detail', steps.fundraising(options.fundraising));
  await put('campaign/campaign-terms', termsSlug === 'equity' ? steps.equityTerms() : { ...steps.equityTerms(), ...steps.debtTerms() });
  const story = await put('campaign/campaign-story', { ...steps.story(), campaignName: options.name ?? 'Muscat Dates Expansion' });
  const faqs = (await t.api('GET', `equity/campaign-faqs/${id}`, { token: owner.token })).body.data.data as Array<{ id: string }>;
  for (const faq of faqs) await t.api('PATCH', `equity/campaign-faqs/${id}/${faq.id}`, { token: owner.token, body: { answer: 'Answered in full.' } });
  await put('campaign/payment-detail', steps.payment());
  return { id, slug: story.body.data.data.slug as string };
}

/** A complete campaign submitted by its owner and approved by an admin (status 2). */
export async function liveCampaign(
  t: CampaignsTestApp,
  owner: TestUser,
  admin: TestUser,
  options: Parameters<typeof completeCampaign>[2] = {},
): Promise<{ id: string; slug: string }> {
  const c = await completeCampaign(t, owner, options);
  const submitted = await t.api('POST', `campaigns/${c.id}/submit-for-review`, { token: owner.token });
  if (submitted.status !== 200) throw new Error(`submit failed: ${JSON.stringify(submitted.body)}`);
  const approved = await t.api('POST', `campaigns/admin/equities/${c.id}/approve`, { token: admin.token });
  if (approved.status !== 200) throw new Error(`approve failed: ${JSON.stringify(approved.body)}`);
  return c;
}
