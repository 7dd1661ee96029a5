import { SETTINGS_SCHEMAS, type SettingsSection, type SettingsValues } from '@cf/contracts';
import { HOME_SECTIONS } from './seed-data/content';

/**
 * Every settings section: its schema (the contract's, with the rules between keys) and the defaults
 * loaded at first start. Values the specification gives are used as is (A3.5: #6048fe, #000,
 * maintainanceMode…); amounts and limits it leaves open are the team's defaults, editable by
 * administrators.
 */
const DEFAULTS: { [S in SettingsSection]: SettingsValues<S> } = {
  site: {
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
  meta: {
    siteName: { ar: 'منصة عُمان للتمويل الجماعي', en: 'Oman Crowdfunding', fr: 'Oman Crowdfunding' },
    metaDescription: {
      ar: 'منصة مرخّصة للتمويل الجماعي بالملكية وبالدين في سلطنة عُمان: استثمر في الشركات العُمانية النامية أو اجمع التمويل لشركتك.',
      en: "A licensed equity and debt crowdfunding platform in the Sultanate of Oman: invest in Oman's growing businesses or raise capital for yours.",
      fr: "Une plateforme agréée de financement participatif en capital et en dette au Sultanat d'Oman : investissez dans les entreprises omanaises en croissance ou financez la vôtre.",
    },
  },
  // C4: fixed campaigns last at most 90 days (365 when extended), flexible ones 365 days.
  campaign: {
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
  // Oman's VAT rate is 5 % (since April 2021).
  revenue: { siteFeeType: 'percentage', siteFeePercentage: 5, siteFeeFixed: 0, vatPercentage: 5, flexibleGoalReachedFeePercentage: 10, flexibleGoalMissedFeePercentage: 15, fixedSuccessFeePercentage: 5 },
  // A4.5: a child account needs a verified guardian with at least two investments; a minor is under 18.
  'child-account': {
    childAccountEnabled: 'yes',
    minimumInvestments: 2,
    maximumAge: 18,
    perTransactionLimit: 1_000_000,
    perCampaignLimit: 2_000_000,
    perMonthLimit: 3_000_000,
    perYearLimit: 10_000_000,
    totalLimit: 20_000_000,
  },
  ach: { ownerPayoutEnable: 'no', achAutoRepayment: 'no', repaymentStatus: 'no', achSupport: 'no', status: 'no' },
  'social-login': {
    googleEnabled: 'no',
    googleClientId: '',
    facebookEnabled: 'no',
    facebookAppId: '',
    linkedinEnabled: 'no',
    linkedinClientId: '',
  },
  'payment-gateway': { wallet: 'yes', sandbox: 'yes', stripe: 'no', paymob: 'no', paypal: 'no', offlineBankTransfer: 'yes' },
  'home-page': { howItWorks: HOME_SECTIONS.howItWorks, statistics: HOME_SECTIONS.statistics },
};

export type SectionName = SettingsSection;
export type SectionValues<S extends SectionName> = SettingsValues<S>;
export const SECTION_NAMES = Object.keys(SETTINGS_SCHEMAS) as SectionName[];

export const SETTINGS_SECTIONS = Object.fromEntries(SECTION_NAMES.map((section) => [section, { schema: SETTINGS_SCHEMAS[section], defaults: DEFAULTS[section] }])) as {
  [S in SectionName]: { schema: (typeof SETTINGS_SCHEMAS)[S]; defaults: SectionValues<S> };
};
