import type { HomeSectionsFront, SocialProviderSetting } from '@cf/contracts';
import { localize, type LocalizedText } from '../core/localized';
import { HOME_SECTIONS } from '../core/seed-data/content';
import type { SectionValues } from '../core/settings.definitions';

type Home = typeof HOME_SECTIONS;

/** Display names of the payment methods (A1.3), shown by payment-gateway/. */
export const PAYMENT_GATEWAY_NAMES: Record<keyof SectionValues<'payment-gateway'>, LocalizedText> = {
  wallet: { ar: 'المحفظة', en: 'Wallet', fr: 'Portefeuille' },
  sandbox: { ar: 'بطاقة مصرفية (بيئة تجريبية)', en: 'Card (sandbox provider)', fr: 'Carte bancaire (fournisseur de test)' },
  stripe: { ar: 'بطاقة مصرفية (Stripe)', en: 'Card (Stripe)', fr: 'Carte bancaire (Stripe)' },
  paymob: { ar: 'بطاقة مصرفية (Paymob)', en: 'Card (Paymob)', fr: 'Carte bancaire (Paymob)' },
  paypal: { ar: 'باي بال', en: 'PayPal', fr: 'PayPal' },
  offlineBankTransfer: { ar: 'تحويل مصرفي', en: 'Bank transfer', fr: 'Virement bancaire' },
};

export const SOCIAL_PROVIDERS = {
  google: { enabled: 'googleEnabled', clientId: 'googleClientId' },
  facebook: { enabled: 'facebookEnabled', clientId: 'facebookAppId' },
  linkedin: { enabled: 'linkedinEnabled', clientId: 'linkedinClientId' },
} as const;
export type SocialProvider = keyof typeof SOCIAL_PROVIDERS;

export function socialProviderView(values: SectionValues<'social-login'>, provider: SocialProvider): SocialProviderSetting {
  const keys = SOCIAL_PROVIDERS[provider];
  return { provider, enabled: values[keys.enabled], clientId: values[keys.clientId] };
}

/** The home-page sections with every text in the reader's language. */
export function homeSectionsView(values: SectionValues<'home-page'>, language: string): HomeSectionsFront {
  const howItWorks = values.howItWorks as Home['howItWorks'];
  const statistics = values.statistics as Home['statistics'];
  const step = (s: Home['howItWorks']['investors'][number]) => ({
    key: s.key,
    icon: s.icon,
    title: localize(s.title, language),
    description: localize(s.description, language),
  });
  return {
    howItWorks: {
      title: localize(howItWorks.title, language),
      subtitle: localize(howItWorks.subtitle, language),
      investors: howItWorks.investors.map(step),
      raisers: howItWorks.raisers.map(step),
    },
    statistics: {
      title: localize(statistics.title, language),
      items: statistics.items.map((i) => ({ key: i.key, label: localize(i.label, language) })),
    },
  };
}
