import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { siteApi } from '../endpoints/site';
import type { MenuType } from '../types';
import { queryKeys } from './query-keys';
import { useApiLanguage } from './use-api-language';

const FIVE_MINUTES = 5 * 60_000;
/**
 * What the layout stands on (settings, languages, menus, FAQ flag): while a language switch fetches
 * the new language's answer, the previous one stays on screen. Without it the site settings query
 * is pending again, the shell shows its full-page loader, and every page (and what was typed in it)
 * is unmounted on each language change.
 */
const KEEP_WHILE_SWITCHING = { placeholderData: keepPreviousData } as const;

export function useSiteSettings() {
  const lng = useApiLanguage();
  return useQuery({
    queryKey: queryKeys.siteSettings(lng),
    queryFn: siteApi.siteSettings,
    staleTime: FIVE_MINUTES,
    retry: 1,
    ...KEEP_WHILE_SWITCHING,
  });
}
export function useMetaSettings() {
  const lng = useApiLanguage();
  return useQuery({
    queryKey: queryKeys.metaSettings(lng),
    queryFn: siteApi.metaSettings,
    staleTime: FIVE_MINUTES,
    retry: 1,
    ...KEEP_WHILE_SWITCHING,
  });
}
export function useCampaignSettings() {
  const lng = useApiLanguage();
  return useQuery({ queryKey: queryKeys.campaignSettings(lng), queryFn: siteApi.campaignSettings, staleTime: FIVE_MINUTES, retry: 1 });
}
export function useLanguages() {
  const lng = useApiLanguage();
  return useQuery({
    queryKey: queryKeys.languages(lng),
    queryFn: siteApi.languages,
    staleTime: FIVE_MINUTES,
    retry: 1,
    ...KEEP_WHILE_SWITCHING,
  });
}
export function useMenus(type: MenuType) {
  const lng = useApiLanguage();
  return useQuery({
    queryKey: queryKeys.menus(type, lng),
    queryFn: () => siteApi.menus(type),
    staleTime: FIVE_MINUTES,
    retry: 1,
    ...KEEP_WHILE_SWITCHING,
  });
}
export function useContentPage(slug: string) {
  const lng = useApiLanguage();
  return useQuery({
    queryKey: queryKeys.contentPage(slug, lng),
    queryFn: () => siteApi.contentPage(slug),
    staleTime: FIVE_MINUTES,
    retry: false,
  });
}
/** Footer FAQs (front-faqs/front): the footer shows its FAQ link only when there are some (A2.15). */
export function useFaqs() {
  const lng = useApiLanguage();
  return useQuery({ queryKey: queryKeys.faqs(lng), queryFn: siteApi.faqs, staleTime: FIVE_MINUTES, retry: 1, ...KEEP_WHILE_SWITCHING });
}
export function useHomeSections() {
  const lng = useApiLanguage();
  return useQuery({ queryKey: queryKeys.homeSections(lng), queryFn: siteApi.homePageSections, staleTime: FIVE_MINUTES, retry: 1 });
}
/** The social sign-in providers the site has switched on (social-signup; not per language). */
export function useSocialProviders() {
  return useQuery({
    queryKey: ['social-signup'] as const,
    queryFn: siteApi.socialProviders,
    select: (list) => list.filter((p) => p.enabled === 'yes'),
    staleTime: FIVE_MINUTES,
    retry: 1,
  });
}
