import * as z from 'zod/mini';
import { answerId, answerList, answerText, listPageOf } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { adminPageQuery, languageQuery, localizedAnswer, orderField, recordFields } from './admin-resource';
import { flexibleBoolean, localizedText, sortOrder } from './fields';

const common = { context: 'site' } as const;

/** Public reads, in the reader's language: an option of a list, a country, a bank. */
export const referenceOptionSchema = z.object({ id: answerId(), key: answerText(80), name: answerText(150) });
export type ReferenceOption = z.infer<typeof referenceOptionSchema>;
export const countrySchema = z.object({ id: answerId(), code: answerText(2), iso3: answerText(3), dialCode: answerText(8), name: answerText(120) });
export type CountryView = z.infer<typeof countrySchema>;
export const referenceBankSchema = z.object({ id: answerId(), code: answerText(10), swift: z.nullable(answerText(11)), name: answerText(150), islamic: z.boolean(), category: answerText(30) });
export type ReferenceBank = z.infer<typeof referenceBankSchema>;
const options = answerList(referenceOptionSchema, 1000);

const publicList = <A extends z.ZodMiniType>(path: string, summary: string, answer: A) => defineEndpoint({ ...common, method: 'GET', path, access: 'public', summary, query: languageQuery, answer });

// ---- option lists (A7.8 manage-options/…) ---------------------------------------------------------

/** The option lists administrators edit (the site service serves exactly these; a test holds them equal). */
export const MANAGED_OPTION_LISTS = [
  'company-industry', 'team-member-type', 'campaign-stage', 'investing-round', 'investor-type', 'employment-status', 'employment-category',
  'sources-of-income', 'document-type', 'guardian-type', 'account-type', 'risk-level', 'expected-investment-size', 'preferred-investment-segment',
  'occupation-category', 'campaign-type', 'company-category', 'deal-type', 'user-type', 'faq-category',
] as const;
export type ManagedOptionList = (typeof MANAGED_OPTION_LISTS)[number];

/** An option's key: lower-case words joined by hyphens, at most 80 characters. */
export const OPTION_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const optionFields = {
  key: z.string('common.required').check(z.trim(), z.regex(OPTION_KEY, 'site.optionKeyInvalid'), z.maxLength(80, 'site.optionKeyInvalid')),
  name: localizedText(150),
  extra: z.nullable(z.record(z.string('common.invalidFormat').check(z.maxLength(60, 'common.invalidFormat')), z.unknown())),
  sortOrder: sortOrder(),
  status: flexibleBoolean(),
};
export const optionItemCreateSchema = z.partial(z.strictObject(optionFields), { extra: true, sortOrder: true, status: true });
export const optionItemUpdateSchema = z.partial(z.strictObject(optionFields));

/** An option of a list as administrators manage it (every translation; `extra`: the list's own fields). */
export const optionItemRecordSchema = z.object({ ...recordFields, ...orderField, listKey: answerText(60), key: answerText(80), name: localizedAnswer(150), extra: z.nullable(z.record(answerText(60), z.unknown())) });
const removed = z.object({ id: answerId() });
export type OptionItemRecord = z.infer<typeof optionItemRecordSchema>;

export const optionListEndpoint = publicList('manage-options/:list', 'A7.8 One option list (company-industry, team-member-type, campaign-stage, investing-round, investor-type, countries…) in the reader\'s language.', z.union([options, answerList(countrySchema, 300)]));
export const adminOptionListEndpoint = defineEndpoint({ ...common, method: 'GET', path: 'manage-options/admin/:list', access: 'admin', summary: 'A7.8 Every option of a list with all its translations (page × 10).', query: adminPageQuery, answer: listPageOf(optionItemRecordSchema) });
export const createOptionItemEndpoint = defineEndpoint({ ...common, method: 'POST', path: 'manage-options/:list', access: 'admin', summary: 'A7.8 Add an option to a list.', body: optionItemCreateSchema, created: true, answer: optionItemRecordSchema });
export const updateOptionItemEndpoint = defineEndpoint({ ...common, method: 'PATCH', path: 'manage-options/:list/:id', access: 'admin', summary: 'A7.8 Change an option (any subset of its fields).', body: optionItemUpdateSchema, answer: optionItemRecordSchema });
export const removeOptionItemEndpoint = defineEndpoint({ ...common, method: 'DELETE', path: 'manage-options/:list/:id', access: 'admin', summary: 'A7.8 Delete an option.', answer: removed });

// ---- the named lists of the specification (A7.8) ---------------------------------------------------

export const campaignTypesEndpoint = publicList('types/front', 'A7.8 Campaign types; their keys are the campaigns\' termsSlug values.', options);
export const companyCategoriesEndpoint = publicList('categories/front', 'A7.8 Company categories (legal forms).', options);
export const dealTypesEndpoint = publicList('deal-types/front', 'A7.8 Deal types (active ones).', options);
export const userTypesEndpoint = publicList('usertypes', 'A7.8 User types.', options);
export const employmentStatusEndpoint = publicList('employment-status', 'A7.8 Employment statuses of the investor profile.', options);
export const employmentCategoryEndpoint = publicList('employment-category', 'A7.8 Employment categories of the investor profile.', options);
export const occupationsEndpoint = publicList('employment-category/occupation', 'A7.8 Occupations of the investor profile.', options);
export const sourcesOfIncomeEndpoint = publicList('sources-of-income-type/sub-type', 'A3.8 The six sources of income, each with its sub-types.', answerList(z.extend(referenceOptionSchema, { subTypes: options }), 50));

// ---- countries ---------------------------------------------------------------------------------------

/** A dialling code: `+` and one to four digits, not starting with 0. */
export const DIAL_CODE = /^\+[1-9][0-9]{0,3}$/;
export const countryUpdateSchema = z.partial(
  z.strictObject({
    name: localizedText(120),
    dialCode: z.string('site.dialCodeInvalid').check(z.regex(DIAL_CODE, 'site.dialCodeInvalid')),
    status: flexibleBoolean(),
  }),
);
/** A country as administrators manage it. */
export const countryRecordSchema = z.object({ ...recordFields, code: answerText(2), iso3: answerText(3), dialCode: answerText(8), name: localizedAnswer(120) });
export const countriesEndpoint = publicList('countries', 'A7.8 The active countries with dialling codes, in the reader\'s language.', answerList(countrySchema, 300));
export type CountryRecord = z.infer<typeof countryRecordSchema>;
export const adminCountriesEndpoint = defineEndpoint({ ...common, method: 'GET', path: 'countries/admin', access: 'admin', summary: 'A7.8 Every country with all its translations.', query: adminPageQuery, answer: listPageOf(countryRecordSchema) });
export const countryEndpoint = publicList('countries/:id/front', 'A7.8 One country by id or ISO code (e.g. countries/OM/front).', countrySchema);
export const updateCountryEndpoint = defineEndpoint({ ...common, method: 'PATCH', path: 'countries/:id', access: 'admin', summary: 'A7.8 Change a country\'s names, dialling code or status.', body: countryUpdateSchema, answer: countryRecordSchema });

// ---- banks -------------------------------------------------------------------------------------------

export const BANK_CODE = /^[A-Z0-9]{2,10}$/;
export const SWIFT_CODE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
export const BANK_CATEGORIES = ['local-commercial', 'islamic', 'specialized', 'foreign-branch'] as const;
const bankFields = {
  code: z.string('common.required').check(z.trim(), z.regex(BANK_CODE, 'site.bankCodeInvalid')),
  swift: z.nullable(z.string('site.swiftInvalid').check(z.trim(), z.regex(SWIFT_CODE, 'site.swiftInvalid'))),
  name: localizedText(150),
  islamic: flexibleBoolean(),
  active: flexibleBoolean(),
  category: z.enum(BANK_CATEGORIES, 'common.invalidFormat'),
  sortOrder: sortOrder(),
};
export const bankCreateSchema = z.partial(z.strictObject(bankFields), { swift: true, islamic: true, active: true, sortOrder: true });
export const bankUpdateSchema = z.partial(z.strictObject(bankFields));

/** A bank as administrators manage it (`mergedInto`: the code of the bank it merged into). */
export const bankRecordSchema = z.object({
  id: answerId(),
  ...orderField,
  code: answerText(10),
  swift: z.nullable(answerText(11)),
  name: localizedAnswer(150),
  islamic: z.boolean(),
  active: z.boolean(),
  category: answerText(30),
  mergedInto: z.nullable(answerText(10)),
  createdAt: recordFields.createdAt,
  updatedAt: recordFields.updatedAt,
});
export type BankRecord = z.infer<typeof bankRecordSchema>;
export const banksEndpoint = publicList('banks', 'A7.8 The banks of Oman (payout accounts), in the reader\'s language.', answerList(referenceBankSchema, 500));
export const adminBanksEndpoint = defineEndpoint({ ...common, method: 'GET', path: 'banks/admin', access: 'admin', summary: 'A7.8 Every bank with all its translations (page × 10).', query: adminPageQuery, answer: listPageOf(bankRecordSchema) });
export const createBankEndpoint = defineEndpoint({ ...common, method: 'POST', path: 'banks', access: 'admin', summary: 'A7.8 Add a bank.', body: bankCreateSchema, created: true, answer: bankRecordSchema });
export const updateBankEndpoint = defineEndpoint({ ...common, method: 'PATCH', path: 'banks/:id', access: 'admin', summary: 'A7.8 Change a bank (any subset of its fields).', body: bankUpdateSchema, answer: bankRecordSchema });
