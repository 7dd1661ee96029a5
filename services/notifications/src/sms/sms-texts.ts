import type { Language } from '@cf/contracts';
import { SITE_NAME } from '../mail/templates/brand';

/** Parameters of each SMS text. */
export interface SmsTemplateParams {
  'phone-otp': { code: string; minutes: number };
  'consent-otp': { code: string; minutes: number };
  'contract-otp': { code: string; minutes: number };
  'child-registration-otp': { code: string; minutes: number };
}
export type SmsTemplateName = keyof SmsTemplateParams;

const texts: { [K in SmsTemplateName]: Record<Language, (p: SmsTemplateParams[K]) => string> } = {
  'phone-otp': {
    ar: (p) => `رمز التحقق الخاص بك في ${SITE_NAME.ar} هو ${p.code}. صالح لمدة ${p.minutes} دقائق. لا تشاركه مع أحد.`,
    en: (p) => `Your ${SITE_NAME.en} verification code is ${p.code}. It is valid for ${p.minutes} minutes. Do not share it.`,
    fr: (p) => `Votre code de vérification ${SITE_NAME.fr} est ${p.code}. Il est valable ${p.minutes} minutes. Ne le partagez pas.`,
  },
  'consent-otp': {
    ar: (p) => `رمز تأكيد توقيعك على اتفاقية الموافقة في ${SITE_NAME.ar} هو ${p.code}. صالح لمدة ${p.minutes} دقائق. لا تشاركه مع أحد.`,
    en: (p) => `Your ${SITE_NAME.en} code to confirm your signature on the consent agreement is ${p.code}. It is valid for ${p.minutes} minutes. Do not share it.`,
    fr: (p) => `Votre code ${SITE_NAME.fr} pour confirmer votre signature de l'accord de consentement est ${p.code}. Il est valable ${p.minutes} minutes. Ne le partagez pas.`,
  },
  'contract-otp': {
    ar: (p) => `رمز تأكيد توقيعك على عقد الاستثمار في ${SITE_NAME.ar} هو ${p.code}. صالح لمدة ${p.minutes} دقائق. لا تشاركه مع أحد.`,
    en: (p) => `Your ${SITE_NAME.en} code to confirm your signature on an investment contract is ${p.code}. It is valid for ${p.minutes} minutes. Do not share it.`,
    fr: (p) => `Votre code ${SITE_NAME.fr} pour confirmer votre signature du contrat d'investissement est ${p.code}. Il est valable ${p.minutes} minutes. Ne le partagez pas.`,
  },
  'child-registration-otp': {
    ar: (p) => `رمز تأكيد توقيعك على اتفاقية تسجيل طفل في ${SITE_NAME.ar} هو ${p.code}. صالح لمدة ${p.minutes} دقائق. لا تشاركه مع أحد.`,
    en: (p) => `Your ${SITE_NAME.en} code to confirm your signature on a child registration agreement is ${p.code}. It is valid for ${p.minutes} minutes. Do not share it.`,
    fr: (p) => `Votre code ${SITE_NAME.fr} pour confirmer votre signature de l'accord d'inscription d'un enfant est ${p.code}. Il est valable ${p.minutes} minutes. Ne le partagez pas.`,
  },
};

export function renderSms<K extends SmsTemplateName>(name: K, params: SmsTemplateParams[K], language: Language): string {
  return texts[name][language](params);
}
