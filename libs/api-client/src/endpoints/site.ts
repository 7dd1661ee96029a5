import { api } from '../http-client';
import type { HomeSections } from '../site-content';
import type { CampaignSettings, ContentPage, Faq, LanguageOption, MenuLink, MenuType, MetaSettings, SiteSettings } from '../types';

/** Lists may arrive bare or wrapped as `{ docs }`: read either. */
export function asList<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  const docs = (value as { docs?: unknown } | null)?.docs;
  return Array.isArray(docs) ? (docs as T[]) : [];
}

export type SocialProviderName = 'google' | 'facebook' | 'linkedin';
/** One entry of social-signup: `enabled` is 'yes'/'no'; `clientId` is public (never a secret). */
export interface SocialProviderSetting {
  provider: SocialProviderName;
  enabled: string;
  clientId: string;
}

export const siteApi = {
  siteSettings: () => api.get<SiteSettings>('site-setting/front'),
  metaSettings: () => api.get<MetaSettings>('meta-setting/front'),
  campaignSettings: () => api.get<CampaignSettings>('campaign-setting/front'),
  languages: async () => asList<LanguageOption>(await api.get<unknown>('languages/front')),
  menus: async (type: MenuType) => asList<MenuLink>(await api.get<unknown>('menus/', { query: { type } })),
  contentPage: (slug: string) => api.get<ContentPage>(`content-page/pages/${encodeURIComponent(slug)}`),
  /**
   * front-faqs/front: the questions marked "show in footer" (`{ id, category, question, answer }[]`),
   * which decide whether the footer's FAQ link shows (A2.15). The help centre's categories are
   * content-page/faqs/front (`contentApi.helpCenter`).
   */
  faqs: async () => asList<Faq>(await api.get<unknown>('front-faqs/front')),
  /** content-page/home-page-section/front answers one object `{ howItWorks, statistics }`, not a list. */
  homePageSections: () => api.get<HomeSections>('content-page/home-page-section/front'),
  /** social-signup: google, facebook, linkedin with their switch and public client id (A1.2, A2.19). */
  socialProviders: async () => asList<SocialProviderSetting>(await api.get<unknown>('social-signup')),
  sliders: async () => asList<Record<string, unknown>>(await api.get<unknown>('sliders/front-sliders', { query: { status: 'yes' } })),
  testimonials: async () => asList<Record<string, unknown>>(await api.get<unknown>('testimonials/front')),
  contactUs: (body: Record<string, unknown>) => api.post<unknown>('contact-us', body),
  /** Admin: partial update of the site settings (maintenance mode, wallet module, colours…). */
  updateSiteSettings: (body: Partial<SiteSettings>) => api.patch<SiteSettings>('site-setting', body),
};
