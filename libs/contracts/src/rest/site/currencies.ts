import * as z from 'zod/mini';
import { answerId, answerList, answerText } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { adminResource, languageQuery, localizedAnswer, orderField, recordFields } from './admin-resource';
import { flexibleBoolean, localizedText, patterned, requiredText, sortOrder } from './fields';

const fields = {
  code: patterned(/^[A-Z]{3}$/, 'site.currencyCodeInvalid'),
  numericCode: patterned(/^[0-9]{3}$/, 'site.numericCodeInvalid'),
  symbol: requiredText(10),
  name: localizedText(60),
  decimals: z.number('site.numberInvalid').check(z.int('site.numberInvalid'), z.minimum(0, 'site.numberInvalid'), z.maximum(4, 'site.numberInvalid')),
  isDefault: flexibleBoolean(),
  status: flexibleBoolean(),
  sortOrder: sortOrder(),
};
export const currencyCreateSchema = z.partial(z.strictObject(fields), { isDefault: true, status: true, sortOrder: true });
export const currencyUpdateSchema = z.partial(z.strictObject(fields));

/** A currency in the reader's language. */
export const currencyViewSchema = z.object({ id: answerId(), code: answerText(3), symbol: answerText(10), name: answerText(100), decimals: z.int().check(z.minimum(0), z.maximum(6)), isDefault: z.boolean() });
export type CurrencyView = z.infer<typeof currencyViewSchema>;

export const currenciesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'currencies/front',
  access: 'public',
  context: 'site',
  summary: 'A3.5 The active currencies (OMR first) with their decimals.',
  query: languageQuery,
  answer: answerList(currencyViewSchema, 200),
});

/** A currency as administrators manage it. */
export const currencyRecordSchema = z.object({ ...recordFields, ...orderField, code: answerText(3), numericCode: answerText(3), symbol: answerText(10), name: localizedAnswer(100), decimals: z.int().check(z.minimum(0), z.maximum(6)), isDefault: z.boolean() });

export const {
  list: adminCurrenciesEndpoint,
  create: createCurrencyEndpoint,
  update: updateCurrencyEndpoint,
  remove: removeCurrencyEndpoint,
} = adminResource({ base: 'currencies', what: 'currency', create: currencyCreateSchema, update: currencyUpdateSchema, record: currencyRecordSchema });
export type CurrencyRecord = z.infer<typeof currencyRecordSchema>;
