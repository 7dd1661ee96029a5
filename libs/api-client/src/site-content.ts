/**
 * Public content of the site service for the shell's public pages (A2.3, A7.8): home sliders,
 * home sections, testimonials, help-centre categories and their questions, footer FAQs, countries,
 * and the contact form of the notifications service (POST contact-us).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from './http-client';
import { asList } from './endpoints/site';
import { useApiLanguage } from './hooks/use-api-language';

export interface Slide {
  id: string;
  title: string;
  description: string;
  buttonText: string;
  link: string;
  image: string;
  sortOrder: number;
}
export interface Testimonial {
  id: string;
  name: string;
  role: string;
  quote: string;
  image: string;
  sortOrder: number;
}
export interface HowItWorksStep {
  key: string;
  icon: string;
  title: string;
  description: string;
}
/** content-page/home-page-section/front (settings `home-page`, translated). */
export interface HomeSections {
  howItWorks?: { title: string; subtitle: string; investors: HowItWorksStep[]; raisers: HowItWorksStep[] };
  /** Labels only today; a value appears once campaign figures exist. */
  statistics?: { title: string; items: Array<{ key: string; label: string; value?: string | number }> };
}
export interface FaqEntry {
  id: string;
  category: string;
  question: string;
  answer: string;
}
/** content-page/faqs/front: the help centre, categories with their questions. */
export interface HelpCategory {
  category: string;
  title: string;
  description: string;
  faqs: FaqEntry[];
}
export interface PageContent {
  id?: string;
  slug: string;
  title: string;
  content: string;
  metaDescription?: string;
}
export interface Country {
  id: string;
  code: string;
  iso3?: string;
  dialCode?: string;
  name: string;
}

export const contentApi = {
  sliders: async () => asList<Slide>(await api.get<unknown>('sliders/front-sliders', { query: { status: 'yes' } })),
  testimonials: async () => asList<Testimonial>(await api.get<unknown>('testimonials/front')),
  homeSections: async () => (await api.get<HomeSections | null>('content-page/home-page-section/front')) ?? {},
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
