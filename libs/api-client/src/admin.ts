/**
 * Administration calls (admins only; the gateway and the services check `isAdmin` again): the site
 * service's settings and reference data (services/site/README.md) and identity's user list. Admin
 * reads answer every translation (`{ ar, en, fr }`); lists grow by `limit` (page × 10) and answer
 * `{ docs, totalCount, displayLoadMore }`.
 */
import { api, type QueryValue } from './http-client';
import type { ListPage } from './types';

/** The site service's administrators' records and settings sections: its contracts' answers. */
import type {
  ContentImage,
  ContentPageRecord as AdminContentPage,
  CurrencyRecord as AdminCurrency,
  LanguageRecord as AdminLanguage,
  LocalizedText,
  MenuLinkRecord as AdminMenuLink,
  MenuType as AdminMenuType,
  OptionItemRecord as AdminOptionItem,
  ReferenceOption as OptionView,
  SettingsValues,
  SiteFaqRecord as AdminFaq,
  SliderRecord as AdminSlider,
  TestimonialRecord as AdminTestimonial,
} from '@cf/contracts/rest';
export type { ContentImage, AdminContentPage, AdminCurrency, AdminFaq, AdminLanguage, AdminMenuLink, AdminMenuType, AdminOptionItem, AdminSlider, AdminTestimonial, LocalizedText, OptionView };
/** GET/PATCH site-setting: the `site` section as stored. */
export type AdminSiteSettings = SettingsValues<'site'>;
/** GET/PATCH meta-setting: site name and meta description in every language. */
export type AdminMetaSettings = SettingsValues<'meta'>;

/** A row of the administrators' user list (identity's contract). */
import type { AdminUserView as AdminUser } from '@cf/contracts/rest';
export type { AdminUser };

/** Rows per "load more" step of every admin list (identity's adminPageSize, the site lists' default). */
export const ADMIN_PAGE_SIZE = 10;

/** Social icons the site service accepts for social menu links (the menus contract's). */
export { SOCIAL_ICONS } from '@cf/contracts/rest';

export interface CrudApi<T, B = Record<string, unknown>> {
  list: (limit: number, query?: Record<string, QueryValue>) => Promise<ListPage<T>>;
  create: (body: B) => Promise<T>;
  update: (id: string, body: B) => Promise<T>;
  remove: (id: string) => Promise<{ id: string }>;
}

/** Lists may come as `{ docs, totalCount }` or bare: always give a ListPage. */
export function asListPage<T>(value: unknown): ListPage<T> {
  if (Array.isArray(value)) return { docs: value as T[], totalCount: value.length, displayLoadMore: false };
  const page = (value ?? {}) as Partial<ListPage<T>>;
  const docs = Array.isArray(page.docs) ? page.docs : [];
  const totalCount = typeof page.totalCount === 'number' ? page.totalCount : docs.length;
  return { docs, totalCount, displayLoadMore: page.displayLoadMore ?? totalCount > docs.length };
}

/** GET `listPath?limit=` · POST `base` · PATCH `base/{id}` · DELETE `base/{id}`. */
export function crudApi<T, B = Record<string, unknown>>(base: string, listPath: string = base): CrudApi<T, B> {
  const item = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: async (limit, query = {}) => asListPage<T>(await api.get<unknown>(listPath, { query: { ...query, limit } })),
    create: (body) => api.post<T>(base, body),
    update: (id, body) => api.patch<T>(item(id), body),
    remove: (id) => api.delete<{ id: string }>(item(id)),
  };
}

export const adminApi = {
  siteSettings: () => api.get<AdminSiteSettings>('site-setting'),
  updateSiteSettings: (patch: Partial<AdminSiteSettings>) => api.patch<AdminSiteSettings>('site-setting', patch),
  metaSettings: () => api.get<AdminMetaSettings>('meta-setting'),
  updateMetaSettings: (patch: Partial<AdminMetaSettings>) => api.patch<AdminMetaSettings>('meta-setting', patch),

  /** The default language can be neither deleted nor deactivated (the server says so). */
  languages: crudApi<AdminLanguage>('languages'),
  /** `?type=header|footer|social`; the list lives at menus/admin. */
  menus: crudApi<AdminMenuLink>('menus', 'menus/admin'),
  /** A page linked from a menu cannot be deleted; a new slug follows into the menus. */
  contentPages: crudApi<AdminContentPage>('content-page/pages'),
  /** Images for pages: listed publicly (newest first), uploaded as a data URL, deleted by id. */
  contentImages: {
    list: async (limit: number) => asListPage<ContentImage>(await api.get<unknown>('content-page/pages/custom-image-upload/front', { query: { limit } })),
    upload: (body: { name: string; image: string }) => api.post<ContentImage>('content-page/pages/custom-image-upload', body),
    remove: (id: string) => api.delete<{ id: string }>(`content-page/pages/custom-image-upload/${encodeURIComponent(id)}`),
  },
  /** `?category=` filters. */
  faqs: crudApi<AdminFaq>('content-page/faqs'),
  sliders: crudApi<AdminSlider>('sliders'),
  testimonials: crudApi<AdminTestimonial>('testimonials'),
  currencies: crudApi<AdminCurrency>('currencies'),
  optionList: (list: string) => crudApi<AdminOptionItem>(`manage-options/${list}`, `manage-options/admin/${list}`),
  /** Any option list in the reader's language (help-centre categories: `faq-category`). */
  options: async (list: string) => {
    const value = await api.get<unknown>(`manage-options/${list}`);
    return Array.isArray(value) ? (value as OptionView[]) : [];
  },

  /** identity: newest first; every word of `search` must match a name, the e-mail or the slug. */
  users: (search: string, limit: number) =>
    api.get<unknown>('users', { query: { search: search.trim() || undefined, limit } }).then(asListPage<AdminUser>),
  /** Not oneself; inactive ends every session of the user. */
  setUserStatus: (id: string, status: 'active' | 'inactive') =>
    api.patch<AdminUser & { message?: string }>(`users/${encodeURIComponent(id)}/status`, { status }),
};
