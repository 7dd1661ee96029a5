/**
 * C4.4–C4.12: the completeness check behind the checklist modal and submit-for-review.
 * A field is complete when it holds a value: not null/undefined, not a blank string, not an empty
 * list, and for the terms-of-service acceptance (`tos`), `true`. Pure: the caller flattens a campaign
 * into `CompletenessInput`.
 */
export type WizardStepKey = 'company-info' | 'fundraising-detail' | 'story' | 'faqs' | 'extras' | 'funding';

export interface CompletenessInput {
  [field: string]: unknown;
  termsSlug?: string | null;
  /** Step 2 adds the property fields when this flag equals 1. */
  hasPropertyInfo?: number | null;
  faqs?: Array<{ id: string; required: boolean; answer: string | null }>;
  contractCopy?: boolean | null;
  manageContract?: string | null;
}

export interface StepCompleteness {
  step: 1 | 2 | 3 | 4 | 5 | 6;
  key: WizardStepKey;
  complete: boolean;
  missing: string[];
}

export interface Completeness {
  steps: StepCompleteness[];
  isAnyFieldMissing: boolean;
}

/** C4.5 */
export const COMPANY_INFO_FIELDS = ['companyName', 'address', 'industry', 'companyLogo', 'phoneNumber', 'description', 'descriptionAr'] as const;
/** C4.6 */
export const FUNDRAISING_FIELDS = ['equityCurrencyCode', 'goal', 'minimumRaise', 'maximumRaise', 'investingType', 'campaignAccreditation', 'termsSlug'] as const;
/** C4.7 */
export const EQUITY_TERMS_FIELDS = ['availableShares', 'equityAvailable', 'preMoneyValuation'] as const;
/** C4.8 */
export const DEBT_TERMS_FIELDS = ['interestRate', 'investFrequency', 'termLength', 'preMoneyValuation'] as const;
/** C4.9 */
export const PROPERTY_FIELDS = [
  'propertyName',
  'propertyURL',
  'propertyDetail',
  'propertyStreet',
  'propertyCity',
  'propertyState',
  'propertyCountry',
  'propertySize',
  'plotSize',
] as const;
/** C4.10 */
export const STORY_FIELDS = ['uploadType', 'campaignStory', 'campaignStoryAr'] as const;
/** C4.11 */
export const EXTRAS_FIELDS = ['userUploadedContract'] as const;
/** C4.12 */
export const BANK_FUNDING_FIELDS = ['bankName', 'accountType', 'accountNumber', 'confirmAccountNumber', 'tos'] as const;
/** Step 6 without a bank account number: the card provider (ACH) account instead (team's reading, ADR 0014). */
export const ACH_FUNDING_FIELDS = ['achAccountId', 'tos'] as const;

/** Terms that take the debt field set (C4.4: "debt and equity-with-dividends terms add one set"). */
export const DEBT_LIKE_TERMS: readonly string[] = ['debt', 'equity-with-dividends'];

export function holdsValue(field: string, value: unknown): boolean {
  if (field === 'tos') return value === true;
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  return true;
}

const missingOf = (input: CompletenessInput, fields: readonly string[]): string[] => fields.filter((f) => !holdsValue(f, input[f]));

/** The fields step 2 requires for these terms and flag. */
export function fundraisingFields(termsSlug: string | null | undefined, hasPropertyInfo: number | null | undefined): string[] {
  const terms = termsSlug && DEBT_LIKE_TERMS.includes(termsSlug) ? DEBT_TERMS_FIELDS : EQUITY_TERMS_FIELDS;
  const fields: string[] = [...FUNDRAISING_FIELDS, ...terms];
  if (hasPropertyInfo === 1) fields.push(...PROPERTY_FIELDS);
  return [...new Set(fields)];
}

export function checkCompleteness(input: CompletenessInput): Completeness {
  const faqMissing = (input.faqs ?? []).filter((f) => f.required && !holdsValue('answer', f.answer)).map((f) => `faqs.${f.id}`);
  const extrasApply = input.contractCopy === true && input.manageContract === 'yes';
  const funding = holdsValue('accountNumber', input.accountNumber) ? BANK_FUNDING_FIELDS : ACH_FUNDING_FIELDS;
  const raw: Array<Omit<StepCompleteness, 'complete'>> = [
    { step: 1, key: 'company-info', missing: missingOf(input, COMPANY_INFO_FIELDS) },
    { step: 2, key: 'fundraising-detail', missing: missingOf(input, fundraisingFields(input.termsSlug, input.hasPropertyInfo)) },
    { step: 3, key: 'story', missing: missingOf(input, STORY_FIELDS) },
    { step: 4, key: 'faqs', missing: faqMissing },
    { step: 5, key: 'extras', missing: extrasApply ? missingOf(input, EXTRAS_FIELDS) : [] },
    { step: 6, key: 'funding', missing: missingOf(input, funding) },
  ];
  const steps = raw.map((s) => ({ ...s, complete: s.missing.length === 0 }));
  return { steps, isAnyFieldMissing: steps.some((s) => !s.complete) };
}
