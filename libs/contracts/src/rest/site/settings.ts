import * as z from 'zod/mini';
import { answerList, answerText } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { languageQuery } from './admin-resource';
import { image, localizedText, yesNo } from './fields';

/*
 * The settings sections (A3.5, A7.8): every key with its rule, and the rules between keys checked on
 * the merged result of a PATCH. The defaults loaded at first start are the site service's.
 */

/** IANA time zones known to this runtime (plus UTC, which Intl lists only under its aliases). */
const TIME_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/** `#rgb` or `#rrggbb` (A3.5 colours). */
export const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** A Google Analytics measurement ID only, never a script (empty = none): the shell injects it into a fixed snippet. */
export const ANALYTICS_ID = /^$|^(G|UA|GT|AW|DC)-[A-Z0-9-]{4,20}$/;

const colour = () => z.string('site.colorInvalid').check(z.regex(HEX_COLOUR, 'site.colorInvalid'));
const timeZone = () => z.string('site.timezoneInvalid').check(z.maxLength(64, 'site.timezoneInvalid'), z.refine((v) => TIME_ZONES.has(v), 'site.timezoneInvalid'));
const analyticsId = () => z.string('site.analyticsCodeInvalid').check(z.regex(ANALYTICS_ID, 'site.analyticsCodeInvalid'));
/** Money in baisa (1 OMR = 1000 baisa), as everywhere in the platform. */
const baisa = () =>
  z.number('site.amountInvalid').check(z.int('site.amountInvalid'), z.minimum(0, 'site.amountInvalid'), z.maximum(Number.MAX_SAFE_INTEGER, 'site.amountInvalid'));
const wholeNumber = (min: number, max: number) =>
  z.number('site.numberInvalid').check(z.int('site.numberInvalid'), z.minimum(min, 'site.numberInvalid'), z.maximum(max, 'site.numberInvalid'));
/** 0 to 100 with at most two decimals. */
const percentage = () =>
  z
    .number('site.percentageInvalid')
    .check(z.minimum(0, 'site.percentageInvalid'), z.maximum(100, 'site.percentageInvalid'), z.refine((v) => Number.isInteger(Number((v * 100).toFixed(6))), 'site.percentageInvalid'));
const clientId = () => z.string('common.invalidFormat').check(z.trim(), z.regex(/^[A-Za-z0-9._-]{0,200}$/, 'common.invalidFormat'));

const step = z.strictObject({
  key: z.string().check(z.minLength(1), z.maxLength(60)),
  icon: z.string().check(z.maxLength(60)),
  title: localizedText(120),
  description: localizedText(600),
});

/** Every key of every section (a PATCH may send any subset; unknown keys are refused). */
export const SETTINGS_SCHEMAS = {
  site: z.strictObject({
    siteLogo: image(),
    favIcon: image(),
    sitePrimaryColor: colour(),
    siteSecondaryColor: colour(),
    timezone: timeZone(),
    googleAnalyticsCode: analyticsId(),
    maintainanceMode: yesNo(),
    walletModule: yesNo(),
    onlyAdminCreateCampaign: yesNo(),
  }),
  meta: z.strictObject({ siteName: localizedText(100), metaDescription: localizedText(300) }),
  campaign: z.strictObject({
    currencyCode: z.string('common.invalidFormat').check(z.regex(/^[A-Z]{3}$/, 'common.invalidFormat')),
    minimumGoal: baisa(),
    maximumGoal: baisa(),
    minimumInvestment: baisa(),
    fixedMaxDays: wholeNumber(1, 3650),
    fixedExtendable: yesNo(),
    fixedExtendedMaxDays: wholeNumber(1, 3650),
    flexibleMaxDays: wholeNumber(1, 3650),
    equityEnabled: yesNo(),
    equityWithDividendsEnabled: yesNo(),
    debtEnabled: yesNo(),
  }),
  revenue: z.strictObject({
    siteFeeType: z.enum(['percentage', 'fixed'], 'common.invalidFormat'),
    siteFeePercentage: percentage(),
    siteFeeFixed: baisa(),
    vatPercentage: percentage(),
    /** C4.13, C9.3: the platform's fee on a campaign's close, by investing type and outcome (two decimals at most). */
    flexibleGoalReachedFeePercentage: percentage(),
    flexibleGoalMissedFeePercentage: percentage(),
    fixedSuccessFeePercentage: percentage(),
  }),
  'child-account': z.strictObject({
    childAccountEnabled: yesNo(),
    minimumInvestments: wholeNumber(0, 100),
    maximumAge: wholeNumber(1, 21),
    perTransactionLimit: baisa(),
    perCampaignLimit: baisa(),
    perMonthLimit: baisa(),
    perYearLimit: baisa(),
    totalLimit: baisa(),
  }),
  ach: z.strictObject({ ownerPayoutEnable: yesNo(), achAutoRepayment: yesNo(), repaymentStatus: yesNo(), achSupport: yesNo(), status: yesNo() }),
  /** Public identifiers only; the providers' secrets belong to identity's configuration. */
  'social-login': z.strictObject({
    googleEnabled: yesNo(),
    googleClientId: clientId(),
    facebookEnabled: yesNo(),
    facebookAppId: clientId(),
    linkedinEnabled: yesNo(),
    linkedinClientId: clientId(),
  }),
  /** Which ways to pay are offered (A1.3); the built-in sandbox provider stands in for card payments. */
  'payment-gateway': z.strictObject({
    wallet: yesNo(),
    sandbox: yesNo(),
    stripe: yesNo(),
    paymob: yesNo(),
    paypal: yesNo(),
    offlineBankTransfer: yesNo(),
    // No "mobile wallet" switch (issue 38): no mobile-wallet provider exists behind it; a way to pay is offered only where one does.
  }),
  'home-page': z.strictObject({
    howItWorks: z.strictObject({ title: localizedText(120), subtitle: localizedText(300), investors: z.array(step).check(z.maxLength(8)), raisers: z.array(step).check(z.maxLength(8)) }),
    statistics: z.strictObject({ title: localizedText(120), items: z.array(z.strictObject({ key: z.string().check(z.minLength(1), z.maxLength(60)), label: localizedText(120) })).check(z.maxLength(12)) }),
  }),
} as const;

export type SettingsSection = keyof typeof SETTINGS_SCHEMAS;
export type SettingsValues<S extends SettingsSection> = z.output<(typeof SETTINGS_SCHEMAS)[S]>;

type Issue = { path: string; message: string };
type Values<S extends SettingsSection> = SettingsValues<S>;

const CHILD_LIMIT_ORDER = ['perTransactionLimit', 'perCampaignLimit', 'perMonthLimit', 'perYearLimit', 'totalLimit'] as const;
const SOCIAL_PAIRS = [
  ['googleEnabled', 'googleClientId'],
  ['facebookEnabled', 'facebookAppId'],
  ['linkedinEnabled', 'linkedinClientId'],
] as const;

/** Rules between keys of a section, checked on the merged values (stored values with the change over them). */
export const SETTINGS_RULES: { [S in SettingsSection]?: (values: Values<S>) => Issue[] } = {
  campaign: (c) => [
    ...(c.minimumGoal >= c.maximumGoal ? [{ path: 'maximumGoal', message: 'site.maximumGoalTooLow' }] : []),
    ...(c.minimumInvestment > c.minimumGoal ? [{ path: 'minimumInvestment', message: 'site.minimumInvestmentTooHigh' }] : []),
    ...(c.fixedExtendedMaxDays < c.fixedMaxDays ? [{ path: 'fixedExtendedMaxDays', message: 'site.extendedDaysTooLow' }] : []),
  ],
  'child-account': (c) => CHILD_LIMIT_ORDER.slice(1).flatMap((key, i) => (c[key] < c[CHILD_LIMIT_ORDER[i]] ? [{ path: key, message: 'site.limitOrder' }] : [])),
  'social-login': (c) => SOCIAL_PAIRS.flatMap(([flag, id]) => (c[flag] === 'yes' && !c[id] ? [{ path: id, message: 'site.clientIdRequired' }] : [])),
};

/** The section's schema with its rules between keys: what the merged values of a PATCH must pass. */
export function settingsSectionWithRules<S extends SettingsSection>(section: S) {
  const rules = SETTINGS_RULES[section] as ((values: Values<S>) => Issue[]) | undefined;
  const schema = SETTINGS_SCHEMAS[section] as unknown as z.ZodMiniType<Values<S>>;
  if (!rules) return schema;
  return schema.check(
    z.superRefine((values, ctx) => {
      for (const issue of rules(values)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message, input: values });
    }),
  );
}

// ---- answers ---------------------------------------------------------------------------------------

/** A section's stored values, as the administration screens and the front read them (they passed its rules when written). */
const sectionAnswer = <S extends SettingsSection>(section: S) => z.object(SETTINGS_SCHEMAS[section].shape) as unknown as z.ZodMiniObject<(typeof SETTINGS_SCHEMAS)[S]['shape']>;
export const SETTINGS_ANSWERS = Object.fromEntries(Object.keys(SETTINGS_SCHEMAS).map((section) => [section, sectionAnswer(section as SettingsSection)])) as {
  [S in SettingsSection]: z.ZodMiniObject<(typeof SETTINGS_SCHEMAS)[S]['shape']>;
};
/** The site's name and description in the reader's language. */
const metaFrontShape = { siteName: answerText(100), metaDescription: answerText(300) };
export const metaSettingsFrontSchema = z.object(metaFrontShape);
export type MetaSettingsFront = z.infer<typeof metaSettingsFrontSchema>;
export const siteSettingsFrontSchema = z.object({ ...SETTINGS_SCHEMAS.site.shape, ...metaFrontShape });
export type SiteSettingsFront = z.infer<typeof siteSettingsFrontSchema>;
export const settingsSectionsSchema = z.object(SETTINGS_ANSWERS);
export const socialProviderSchema = z.object({ provider: z.enum(['google', 'facebook', 'linkedin']), enabled: z.enum(['yes', 'no']), clientId: answerText(200) });
export type SocialProviderSetting = z.infer<typeof socialProviderSchema>;
export const paymentGatewaySchema = z.object({ key: answerText(40), name: answerText(100), enabled: z.enum(['yes', 'no']) });
export type PaymentGatewayOption = z.infer<typeof paymentGatewaySchema>;
const stepAnswer = z.object({ key: answerText(60), icon: answerText(60), title: answerText(120), description: answerText(600) });
/** The home page's sections with every text in the reader's language. */
export const homeSectionsFrontSchema = z.object({
  howItWorks: z.object({ title: answerText(120), subtitle: answerText(300), investors: answerList(stepAnswer, 8), raisers: answerList(stepAnswer, 8) }),
  statistics: z.object({ title: answerText(120), items: answerList(z.object({ key: answerText(60), label: answerText(120) }), 12) }),
});
export type HomeSectionsFront = z.infer<typeof homeSectionsFrontSchema>;

// ---- endpoints -------------------------------------------------------------------------------------

const common = { context: 'site' } as const;
const patchOf = <S extends SettingsSection>(path: string, section: S, summary: string) =>
  defineEndpoint({ ...common, method: 'PATCH', path, access: 'admin', summary, body: z.partial(SETTINGS_SCHEMAS[section]), answer: SETTINGS_ANSWERS[section] });

export const siteSettingsFrontEndpoint = defineEndpoint({ ...common, method: 'GET', path: 'site-setting/front', access: 'public', answer: siteSettingsFrontSchema, summary: 'A3.5 Logo, colours, time zone, analytics, maintenance mode, wallet module, admin-only creation and the site\'s name in the reader\'s language.', query: languageQuery });
export const siteSettingsEndpoint = defineEndpoint({ ...common, method: 'GET', path: 'site-setting', access: 'admin', answer: SETTINGS_ANSWERS.site, summary: 'A3.5 The site section\'s values.' });
export const settingsSectionsEndpoint = defineEndpoint({ ...common, method: 'GET', path: 'site-setting/sections', access: 'admin', answer: settingsSectionsSchema, summary: 'A3.5 Every settings section with its stored values (administration screens).' });
export const updateSiteSettingsEndpoint = patchOf('site-setting', 'site', 'A3.5 Change site settings (any subset of keys).');

export const metaSettingsFrontEndpoint = defineEndpoint({ ...common, method: 'GET', path: 'meta-setting/front', access: 'public', answer: metaSettingsFrontSchema, summary: 'A3.5 The site\'s name and description in the reader\'s language.', query: languageQuery });
export const metaSettingsEndpoint = defineEndpoint({ ...common, method: 'GET', path: 'meta-setting', access: 'admin', answer: SETTINGS_ANSWERS.meta, summary: 'A3.5 The site\'s name and description in every language.' });
export const updateMetaSettingsEndpoint = patchOf('meta-setting', 'meta', 'A3.5 Change the site\'s name or description.');

export const campaignSettingsFrontEndpoint = defineEndpoint({ ...common, method: 'GET', path: 'campaign-setting/front', access: 'public', answer: SETTINGS_ANSWERS.campaign, summary: 'A3.5 Goals, minimum investment, durations and enabled campaign kinds.' });
export const updateCampaignSettingsEndpoint = patchOf('campaign-setting', 'campaign', 'A3.5 Change campaign settings: the minimum goal stays below the maximum, the minimum investment at most the minimum goal, an extension at least the normal duration.');

export const revenueSettingsFrontEndpoint = defineEndpoint({ ...common, method: 'GET', path: 'revenue-setting/front', access: 'public', answer: SETTINGS_ANSWERS.revenue, summary: 'A3.5 The platform fee (percentage or fixed) and VAT.' });
export const updateRevenueSettingsEndpoint = patchOf('revenue-setting', 'revenue', 'A3.5 Change the platform fee or VAT.');

export const childAccountSettingsFrontEndpoint = defineEndpoint({ ...common, method: 'GET', path: 'child-account-setting/front', access: 'public', answer: SETTINGS_ANSWERS['child-account'], summary: 'A4.5 Child accounts: enabled, the guardian\'s minimum investments, the maximum age and the limits.' });
export const updateChildAccountSettingsEndpoint = patchOf('child-account-setting', 'child-account', 'A4.5 Change child-account settings: each limit at least the one before it (transaction ≤ campaign ≤ month ≤ year ≤ total).');

export const socialSignupEndpoint = defineEndpoint({ ...common, method: 'GET', path: 'social-signup', access: 'public', answer: answerList(socialProviderSchema, 10), summary: 'A7.8 The social sign-in providers and whether each is enabled.' });
export const socialSignupProviderEndpoint = defineEndpoint({ ...common, method: 'GET', path: 'social-signup/:provider', access: 'public', answer: socialProviderSchema, summary: 'A7.8 One social sign-in provider (google, facebook, linkedin).' });
export const updateSocialSignupEndpoint = patchOf('social-signup', 'social-login', 'A7.8 Change the social sign-in providers: an enabled provider needs its client id.');

export const paymentGatewaysEndpoint = defineEndpoint({ ...common, method: 'GET', path: 'payment-gateway', access: 'public', answer: answerList(paymentGatewaySchema, 20), summary: 'A1.3 The ways to pay that are offered, named in the reader\'s language.', query: languageQuery });
export const updatePaymentGatewaysEndpoint = patchOf('payment-gateway', 'payment-gateway', 'A1.3 Turn ways to pay on or off.');
export const achSettingsFrontEndpoint = defineEndpoint({ ...common, method: 'GET', path: 'payment-gateway/ach/front', access: 'public', answer: SETTINGS_ANSWERS.ach, summary: 'A7.8 ACH: owner payouts, auto-repayment and support switches.' });
export const updateAchSettingsEndpoint = patchOf('payment-gateway/ach', 'ach', 'A7.8 Change the ACH switches.');

export const homeSectionsFrontEndpoint = defineEndpoint({ ...common, method: 'GET', path: 'content-page/home-page-section/front', access: 'public', answer: homeSectionsFrontSchema, summary: 'A2.1 The home page\'s "how it works" and statistics sections in the reader\'s language.', query: languageQuery });
export const homeSectionsEndpoint = defineEndpoint({ ...common, method: 'GET', path: 'content-page/home-page-section', access: 'admin', answer: SETTINGS_ANSWERS['home-page'], summary: 'A2.1 The home page sections in every language.' });
export const updateHomeSectionsEndpoint = patchOf('content-page/home-page-section', 'home-page', 'A2.1 Change the home page sections.');
