import { api } from '../http-client';
import type { CampaignSettings, ContentPage, Faq, LanguageOption, MenuLink, MenuType, MetaSettings, SiteSettings } from '../types';

/** Lists may arrive bare or wrapped as `{ docs }`: read either. */
export function asList<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  const docs = (value as { docs?: unknown } | null)?.docs;
  return Array.isArray(docs) ? (docs as T[]) : [];
}

export const siteApi = {
  siteSettings: () => api.get<SiteSettings>('site-setting/front'),
  metaSettings: () => api.get<MetaSettings>('meta-setting/front'),
  campaignSettings: () => api.get<CampaignSettings>('campaign-setting/front'),
  languages: async () => asList<LanguageOption>(await api.get<unknown>('languages/front')),
  menus: async (type: MenuType) => asList<MenuLink>(await api.get<unknown>('menus/', { query: { type } })),
  contentPage: (slug: string) => api.get<ContentPage>(`content-page/pages/${encodeURIComponent(slug)}`),
  faqs: async () => asList<Faq>(await api.get<unknown>('content-page/faqs/front/')),
  homePageSections: async () => asList<Record<string, unknown>>(await api.get<unknown>('content-page/home-page-section/front')),
  sliders: async () => asList<Record<string, unknown>>(await api.get<unknown>('sliders/front-sliders', { query: { status: 'yes' } })),
  testimonials: async () => asList<Record<string, unknown>>(await api.get<unknown>('testimonials/front')),
  contactUs: (body: Record<string, unknown>) => api.post<unknown>('contact-us', body),
  /** Admin: partial update of the site settings (maintenance mode, wallet module, colours…). */
  updateSiteSettings: (body: Partial<SiteSettings>) => api.patch<SiteSettings>('site-setting', body),
};
