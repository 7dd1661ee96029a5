/**
 * Types for the static reference data and demo site content used to seed the
 * site service. Every user-facing string is provided in Arabic, English and French.
 */

/** The languages the platform ships with. */
export type LanguageCode = 'ar' | 'en' | 'fr';

/** A string translated into every supported language. */
export interface LocalizedText {
  en: string;
  ar: string;
  fr: string;
}

/** An ISO 3166-1 country or territory. */
export interface Country {
  /** ISO 3166-1 alpha-2 code, e.g. 'OM'. */
  code: string;
  /** ISO 3166-1 alpha-3 code, e.g. 'OMN'. */
  iso3: string;
  /** ITU-T E.164 country calling code with a leading '+', e.g. '+968'. */
  dialCode: string;
  name: LocalizedText;
}

/** How the Central Bank of Oman classifies a licensed bank. */
export type BankCategory = 'local-commercial' | 'islamic' | 'specialized' | 'foreign-branch';

/** A bank licensed (or formerly licensed) by the Central Bank of Oman. */
export interface Bank {
  /** Short stable identifier (upper case). */
  code: string;
  /** 8-character SWIFT/BIC of the head office in Oman, or null when not verified. */
  swift: string | null;
  name: LocalizedText;
  /** True for full-fledged Islamic banks (not Islamic windows of conventional banks). */
  islamic: boolean;
  /** False for banks that no longer operate (e.g. merged). */
  active: boolean;
  category: BankCategory;
  /** For inactive banks: `code` of the bank that absorbed it. */
  mergedInto?: string;
}

/** One selectable value of an admin-managed option list. */
export interface OptionItem {
  key: string;
  name: LocalizedText;
}

/** Keys of every option list seeded by the platform. */
export type OptionListKey =
  | 'company-industry'
  | 'team-member-type'
  | 'campaign-stage'
  | 'investing-round'
  | 'investor-type'
  | 'employment-status'
  | 'employment-category'
  | 'sources-of-income'
  | 'document-type'
  | 'guardian-type'
  | 'account-type'
  | 'risk-level'
  | 'expected-investment-size'
  | 'preferred-investment-segment'
  | 'occupation-category';

export type RiskLevelKey = 'low' | 'low-to-moderate' | 'moderate' | 'moderately-high' | 'high' | 'very-high';

/** A static CMS page. `content` is trusted HTML. */
export interface ContentPage {
  slug: string;
  title: LocalizedText;
  content: LocalizedText;
  metaDescription: LocalizedText;
  showInFooter: boolean;
}

export type FaqCategory = 'investing' | 'raising' | 'wallet' | 'account';

export interface Faq {
  key: string;
  category: FaqCategory;
  question: LocalizedText;
  /** Trusted HTML. */
  answer: LocalizedText;
  showInFooter: boolean;
  sortOrder: number;
}

export interface HelpCenterCategory {
  category: FaqCategory;
  title: LocalizedText;
  description: LocalizedText;
  faqs: Faq[];
}

export interface Slider {
  key: string;
  title: LocalizedText;
  description: LocalizedText;
  buttonText: LocalizedText;
  link: string;
  sortOrder: number;
}

export interface Testimonial {
  key: string;
  name: LocalizedText;
  role: LocalizedText;
  quote: LocalizedText;
  sortOrder: number;
}

export interface HowItWorksStep {
  key: string;
  icon: string;
  title: LocalizedText;
  description: LocalizedText;
}

export interface StatisticLabel {
  key: string;
  label: LocalizedText;
}

export interface HomeSections {
  howItWorks: {
    title: LocalizedText;
    subtitle: LocalizedText;
    investors: HowItWorksStep[];
    raisers: HowItWorksStep[];
  };
  statistics: {
    title: LocalizedText;
    items: StatisticLabel[];
  };
}

export type MenuItem =
  | { type: 'custom'; label: LocalizedText; url: string; sortOrder: number }
  | { type: 'page'; label: LocalizedText; pageSlug: string; sortOrder: number };

export type SocialMediaIcon = 'x-twitter' | 'linkedin' | 'instagram' | 'youtube';

export interface SocialLink {
  key: string;
  label: LocalizedText;
  url: string;
  socialMediaIcon: SocialMediaIcon;
  sortOrder: number;
}

export interface Menus {
  header: MenuItem[];
  footer: MenuItem[];
  social: SocialLink[];
}

export interface Currency {
  /** ISO 4217 alphabetic code. */
  code: string;
  /** ISO 4217 numeric code. */
  numericCode: string;
  symbol: string;
  name: LocalizedText;
  /** ISO 4217 minor unit (number of decimals). */
  decimals: number;
  isDefault: boolean;
}

export interface Language {
  name: string;
  folder: LanguageCode;
  isDefault: boolean;
  direction: 'rtl' | 'ltr';
}
