import type { MenuType } from '../types';

/** Every key carries the language: server texts are translated, so each language is its own cache entry. */
export const queryKeys = {
  siteSettings: (lng: string) => ['site-settings', lng] as const,
  metaSettings: (lng: string) => ['meta-settings', lng] as const,
  campaignSettings: (lng: string) => ['campaign-settings', lng] as const,
  languages: (lng: string) => ['languages', lng] as const,
  menus: (type: MenuType, lng: string) => ['menus', type, lng] as const,
  contentPage: (slug: string, lng: string) => ['content-page', slug, lng] as const,
  faqs: (lng: string) => ['faqs', lng] as const,
  homeSections: (lng: string) => ['home-sections', lng] as const,
  sliders: (lng: string) => ['sliders', lng] as const,
  captcha: () => ['captcha'] as const,
  currentUser: (token: string | null, lng: string) => ['current-user', token, lng] as const,
  notifications: (token: string | null, lng: string) => ['user-notifications', token, lng] as const,
};
