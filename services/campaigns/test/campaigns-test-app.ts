import { DataSource } from 'typeorm';
import {
  campaignCover,
  campaignLogo,
  campaignSteps,
  makeAdmin,
  makeCampaign,
  makeInvestor,
  makeOwner,
  startTestPlatform,
  type ApiResponse,
  type CampaignOptions,
  type MailMessage,
  type TestPlatform,
  type TestUser,
} from '@cf/testing';

export type { ApiResponse, TestUser };
export { day } from '@cf/testing';

/**
 * identity + site + notifications + campaigns behind the real gateway (embedded wiring, fresh
 * databases); accounts come from the shared test kit.
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

  /** A signed-in owner, investor or admin. */
  user(kind: 'owner' | 'investor' | 'admin', firstName = 'Test'): Promise<TestUser> {
    const make = { owner: makeOwner, investor: makeInvestor, admin: makeAdmin }[kind];
    return make(this.platform, { firstName });
  }

  campaignsDb(): DataSource {
    return this.platform.service('campaigns').get(DataSource);
  }
}

export const logo = campaignLogo;
export const cover = campaignCover;
export const steps = campaignSteps;

/** A campaign with every step filled (FAQs answered), still a draft; `fundraising` overrides step 2. */
export const completeCampaign = (t: CampaignsTestApp, owner: TestUser, options: Omit<CampaignOptions, 'status' | 'admin'> = {}) =>
  makeCampaign(t.platform, owner, options);

/** A complete campaign submitted by its owner and approved by an admin (status 2). */
export const liveCampaign = (t: CampaignsTestApp, owner: TestUser, admin: TestUser, options: Omit<CampaignOptions, 'status' | 'admin'> = {}) =>
  makeCampaign(t.platform, owner, { ...options, status: 'live', admin });
