/**
 * Public content of the site service for the shell's public pages (A2.3, A7.8): home sliders,
 * home sections, testimonials, help-centre categories and their questions, footer FAQs, countries,
 * and the contact form of the notifications service (POST contact-us).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from './http-client';
import { asList } from './endpoints/site';
import { useApiLanguage } from './hooks/use-api-language';

/** The site contracts' answers, under the names the pages use. */
import type {
  ContentPageView as PageContent,
  CountryView as Country,
  FaqView as FaqEntry,
  HelpCenterCategoryView as HelpCategory,
  HomeSectionsFront as HomeSections,
  SliderView as Slide,
  TestimonialView as Testimonial,
} from '@cf/contracts/rest';
export type { Country, FaqEntry, HelpCategory, HomeSections, PageContent, Slide, Testimonial };
export type HowItWorksStep = HomeSections['howItWorks']['investors'][number];

export const contentApi = {
  sliders: async () => asList<Slide>(await api.get<unknown>('sliders/front-sliders', { query: { status: 'yes' } })),
  testimonials: async () => asList<Testimonial>(await api.get<unknown>('testimonials/front')),
  homeSections: () => api.get<HomeSections>('content-page/home-page-section/front'),
  helpCenter: async (category?: string) =>
    asList<HelpCategory>(await api.get<unknown>('content-page/faqs/front', { query: { category: category || undefined } })),
  footerFaqs: async () => asList<FaqEntry>(await api.get<unknown>('front-faqs/front')),
  page: (slug: string) => api.get<PageContent>(`content-page/pages/${encodeURIComponent(slug)}`),
  countries: async () => asList<Country>(await api.get<unknown>('countries')),
  /** Answers `{ id, message }` ("inquiry sent", translated). */
  contactUs: (body: Record<string, string>) => api.post<{ id?: string; message?: string }>('contact-us', body),
};

const TEN_MINUTES = 10 * 60_000;

export const contentKeys = {
  sliders: (lng: string) => ['content', 'sliders', lng] as const,
  testimonials: (lng: string) => ['content', 'testimonials', lng] as const,
  homeSections: (lng: string) => ['content', 'home-sections', lng] as const,
  helpCenter: (category: string, lng: string) => ['content', 'help-center', category, lng] as const,
  footerFaqs: (lng: string) => ['content', 'footer-faqs', lng] as const,
  page: (slug: string, lng: string) => ['content', 'page', slug, lng] as const,
  countries: (lng: string) => ['content', 'countries', lng] as const,
};

export function useSliders() {
  const lng = useApiLanguage();
  return useQuery({ queryKey: contentKeys.sliders(lng), queryFn: contentApi.sliders, staleTime: TEN_MINUTES });
}
export function useTestimonials() {
  const lng = useApiLanguage();
  return useQuery({ queryKey: contentKeys.testimonials(lng), queryFn: contentApi.testimonials, staleTime: TEN_MINUTES });
}
export function useHomeContent() {
  const lng = useApiLanguage();
  return useQuery({ queryKey: contentKeys.homeSections(lng), queryFn: contentApi.homeSections, staleTime: TEN_MINUTES });
}
/** All categories, or one (`?category=`). */
export function useHelpCenter(category = '') {
  const lng = useApiLanguage();
  return useQuery({ queryKey: contentKeys.helpCenter(category, lng), queryFn: () => contentApi.helpCenter(category), staleTime: TEN_MINUTES });
}
export function useFooterFaqs() {
  const lng = useApiLanguage();
  return useQuery({ queryKey: contentKeys.footerFaqs(lng), queryFn: contentApi.footerFaqs, staleTime: TEN_MINUTES });
}
/** A content page by slug; a 404 is an answer ("No record found"), not something to retry. */
export function usePageContent(slug: string) {
  const lng = useApiLanguage();
  return useQuery({
    queryKey: contentKeys.page(slug, lng),
    queryFn: () => contentApi.page(slug),
    enabled: slug !== '',
    staleTime: TEN_MINUTES,
    retry: false,
  });
}
export function useCountries() {
  const lng = useApiLanguage();
  return useQuery({ queryKey: contentKeys.countries(lng), queryFn: contentApi.countries, staleTime: 60 * 60_000 });
}
export function useContactUs() {
  return useMutation({ mutationFn: contentApi.contactUs });
}
