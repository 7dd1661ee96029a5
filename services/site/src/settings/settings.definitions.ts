import { z } from 'zod';
import { HOME_SECTIONS } from '../seed/data/content';
import { localizedTextSchema } from '../common/localized';
import { imageSchema, yesNo } from '../common/parse-body';

/** IANA time zones known to this runtime (plus UTC, which Intl lists only under its aliases). */
const TIME_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

const colour = z.string('site.colorInvalid').regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'site.colorInvalid');
const timeZone = z.string('site.timezoneInvalid').refine((v) => TIME_ZONES.has(v), 'site.timezoneInvalid');
/** A Google Analytics measurement ID only, never a script: the shell injects it into a fixed snippet. */
const analyticsId = z.string('site.analyticsCodeInvalid').regex(/^$|^(G|UA|GT|AW|DC)-[A-Z0-9-]{4,20}$/, 'site.analyticsCodeInvalid');
/** Money in baisa (1 OMR = 1000 baisa), as everywhere in the platform. */
const baisa = z
  .number('site.amountInvalid')
  .int('site.amountInvalid')
  .min(0, 'site.amountInvalid')
  .max(Number.MAX_SAFE_INTEGER, 'site.amountInvalid');
const wholeNumber = (min: number, max: number) =>
  z.number('site.numberInvalid').int('site.numberInvalid').min(min, 'site.numberInvalid').max(max, 'site.numberInvalid');
const percentage = z
  .number('site.percentageInvalid')
  .min(0, 'site.percentageInvalid')
  .max(100, 'site.percentageInvalid')
  .refine((v) => Number.isInteger(Number((v * 100).toFixed(6))), 'site.percentageInvalid');
const clientId = z
  .string('common.invalidFormat')
  .trim()
  .regex(/^[A-Za-z0-9._-]{0,200}$/, 'common.invalidFormat');

const step = z
  .object({
    key: z.string().min(1).max(60),
    icon: z.string().max(60),
    title: localizedTextSchema(120),
    description: localizedTextSchema(600),
  })
  .strict();
const homePageSchema = z.object({
  howItWorks: z
    .object({
      title: localizedTextSchema(120),
      subtitle: localizedTextSchema(300),
      investors: z.array(step).max(8),
      raisers: z.array(step).max(8),
    })
    .strict(),
  statistics: z
    .object({
      title: localizedTextSchema(120),
      items: z.array(z.object({ key: z.string().min(1).max(60), label: localizedTextSchema(120) }).strict()).max(12),
    })
    .strict(),
});

interface CampaignValues {
  minimumGoal: number;
  maximumGoal: number;
  minimumInvestment: number;
  fixedMaxDays: number;
  fixedExtendedMaxDays: number;
}
interface ChildAccountValues {
  perTransactionLimit: number;
  perCampaignLimit: number;
  perMonthLimit: number;
  perYearLimit: number;
  totalLimit: number;
}
type SocialLoginValues = Record<
  'googleEnabled' | 'googleClientId' | 'facebookEnabled' | 'facebookAppId' | 'linkedinEnabled' | 'linkedinClientId',
  string
>;

export interface SectionDefinition {
  /** Every key of the section (a PATCH may send any subset; unknown keys are refused). */
  schema: z.ZodObject;
  /** Rules between keys, checked on the merged result of a PATCH. */
  refine?: (values: never, ctx: z.RefinementCtx) => void;
  defaults: Record<string, unknown>;
}

/**
 * Every settings section: the schema of all its keys and the defaults loaded at first start.
 * Values the specification gives are used as is (A3.5: #6048fe, #000, maintainanceMode…); amounts
 * and limits it leaves open are the team's defaults, editable by administrators.
 */
export const SETTINGS_SECTIONS = {
  site: {
    schema: z.object({
      siteLogo: imageSchema,
      favIcon: imageSchema,
      sitePrimaryColor: colour,
      siteSecondaryColor: colour,
      timezone: timeZone,
      googleAnalyticsCode: analyticsId,
      maintainanceMode: yesNo,
      walletModule: yesNo,
      onlyAdminCreateCampaign: yesNo,
    }),
    defaults: {
      siteLogo: '',
      favIcon: '',
      sitePrimaryColor: '#6048fe',
      siteSecondaryColor: '#000',
      timezone: 'Asia/Muscat',
      googleAnalyticsCode: '',
      maintainanceMode: 'no',
      walletModule: 'yes',
      onlyAdminCreateCampaign: 'no',
    },
  },
  meta: {
    schema: z.object({ siteName: localizedTextSchema(100), metaDescription: localizedTextSchema(300) }),
    defaults: {
      siteName: { ar: 'منصة عُمان للتمويل الجماعي', en: 'Oman Crowdfunding', fr: 'Oman Crowdfunding' },
      metaDescription: {
        ar: 'منصة مرخّصة للتمويل الجماعي بالملكية وبالدين في سلطنة عُمان: استثمر في الشركات العُمانية النامية أو اجمع التمويل لشركتك.',
        en: "A licensed equity and debt crowdfunding platform in the Sultanate of Oman: invest in Oman's growing businesses or raise capital for yours.",
        fr: "Une plateforme agréée de financement participatif en capital et en dette au Sultanat d'Oman : investissez dans les entreprises omanaises en croissance ou financez la vôtre.",
      },
    },
  },
  campaign: {
    schema: z.object({
      currencyCode: z.string('common.invalidFormat').regex(/^[A-Z]{3}$/, 'common.invalidFormat'),
      minimumGoal: baisa,
      maximumGoal: baisa,
      minimumInvestment: baisa,
      fixedMaxDays: wholeNumber(1, 3650),
      fixedExtendable: yesNo,
      fixedExtendedMaxDays: wholeNumber(1, 3650),
      flexibleMaxDays: wholeNumber(1, 3650),
      equityEnabled: yesNo,
      equityWithDividendsEnabled: yesNo,
      debtEnabled: yesNo,
    }),
    refine: (c: CampaignValues, ctx: z.RefinementCtx) => {
      if (c.minimumGoal >= c.maximumGoal) ctx.addIssue({ code: 'custom', path: ['maximumGoal'], message: 'site.maximumGoalTooLow' });
      if (c.minimumInvestment > c.minimumGoal)
        ctx.addIssue({ code: 'custom', path: ['minimumInvestment'], message: 'site.minimumInvestmentTooHigh' });
      if (c.fixedExtendedMaxDays < c.fixedMaxDays)
        ctx.addIssue({ code: 'custom', path: ['fixedExtendedMaxDays'], message: 'site.extendedDaysTooLow' });
    },
    // C4: fixed campaigns last at most 90 days (365 when extended), flexible ones 365 days.
    defaults: {
      currencyCode: 'OMR',
      minimumGoal: 5_000_000,
      maximumGoal: 1_000_000_000,
      minimumInvestment: 10_000,
      fixedMaxDays: 90,
      fixedExtendable: 'yes',
      fixedExtendedMaxDays: 365,
      flexibleMaxDays: 365,
      equityEnabled: 'yes',
      equityWithDividendsEnabled: 'yes',
      debtEnabled: 'yes',
    },
  },
  revenue: {
    schema: z.object({
      siteFeeType: z.enum(['percentage', 'fixed'], 'common.invalidFormat'),
      siteFeePercentage: percentage,
      siteFeeFixed: baisa,
      vatPercentage: percentage,
    }),
    // Oman's VAT rate is 5 % (since April 2021).
    defaults: { siteFeeType: 'percentage', siteFeePercentage: 5, siteFeeFixed: 0, vatPercentage: 5 },
  },
  'child-account': {
    schema: z.object({
      childAccountEnabled: yesNo,
      minimumInvestments: wholeNumber(0, 100),
      maximumAge: wholeNumber(1, 21),
      perTransactionLimit: baisa,
      perCampaignLimit: baisa,
      perMonthLimit: baisa,
      perYearLimit: baisa,
      totalLimit: baisa,
    }),
    refine: (c: ChildAccountValues, ctx: z.RefinementCtx) => {
      const order: Array<keyof ChildAccountValues> = [
        'perTransactionLimit',
        'perCampaignLimit',
        'perMonthLimit',
        'perYearLimit',
        'totalLimit',
      ];
      for (let i = 1; i < order.length; i++) {
        if ((c[order[i]] as number) < (c[order[i - 1]] as number))
          ctx.addIssue({ code: 'custom', path: [order[i]], message: 'site.limitOrder' });
      }
    },
    // A4.5: a child account needs a verified guardian with at least two investments; a minor is under 18.
    defaults: {
      childAccountEnabled: 'yes',
      minimumInvestments: 2,
      maximumAge: 18,
      perTransactionLimit: 1_000_000,
      perCampaignLimit: 2_000_000,
      perMonthLimit: 3_000_000,
      perYearLimit: 10_000_000,
      totalLimit: 20_000_000,
    },
  },
  ach: {
    schema: z.object({ ownerPayoutEnable: yesNo, achAutoRepayment: yesNo, repaymentStatus: yesNo, achSupport: yesNo, status: yesNo }),
    defaults: { ownerPayoutEnable: 'no', achAutoRepayment: 'no', repaymentStatus: 'no', achSupport: 'no', status: 'no' },
  },
  /** Public identifiers only; the providers' secrets belong to identity's configuration. */
  'social-login': {
    schema: z.object({
      googleEnabled: yesNo,
      googleClientId: clientId,
      facebookEnabled: yesNo,
      facebookAppId: clientId,
      linkedinEnabled: yesNo,
      linkedinClientId: clientId,
    }),
    refine: (c: SocialLoginValues, ctx: z.RefinementCtx) => {
      const pairs = [
        ['googleEnabled', 'googleClientId'],
        ['facebookEnabled', 'facebookAppId'],
        ['linkedinEnabled', 'linkedinClientId'],
      ] as const;
      for (const [flag, id] of pairs)
        if (c[flag] === 'yes' && !c[id]) ctx.addIssue({ code: 'custom', path: [id], message: 'site.clientIdRequired' });
    },
    defaults: {
      googleEnabled: 'no',
      googleClientId: '',
      facebookEnabled: 'no',
      facebookAppId: '',
      linkedinEnabled: 'no',
      linkedinClientId: '',
    },
  },
  /** Which ways to pay are offered (A1.3); the built-in sandbox provider stands in for card payments. */
  'payment-gateway': {
    schema: z.object({
      wallet: yesNo,
      sandbox: yesNo,
      stripe: yesNo,
      paymob: yesNo,
      paypal: yesNo,
      offlineBankTransfer: yesNo,
      mobileWallet: yesNo,
    }),
    defaults: { wallet: 'yes', sandbox: 'yes', stripe: 'no', paymob: 'no', paypal: 'no', offlineBankTransfer: 'yes', mobileWallet: 'no' },
  },
  'home-page': {
    schema: homePageSchema,
    defaults: { howItWorks: HOME_SECTIONS.howItWorks, statistics: HOME_SECTIONS.statistics },
  },
} satisfies Record<string, SectionDefinition>;

export type SectionName = keyof typeof SETTINGS_SECTIONS;
export type SectionValues<S extends SectionName> = (typeof SETTINGS_SECTIONS)[S]['defaults'];
export const SECTION_NAMES = Object.keys(SETTINGS_SECTIONS) as SectionName[];
