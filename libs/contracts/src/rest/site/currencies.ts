import * as z from 'zod/mini';
import { defineEndpoint } from '../define-endpoint';
import { adminResource, languageQuery } from './admin-resource';
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

export const currenciesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'currencies/front',
  access: 'public',
  context: 'site',
  summary: 'A3.5 The active currencies (OMR first) with their decimals.',
  query: languageQuery,
});

export const {
  list: adminCurrenciesEndpoint,
  create: createCurrencyEndpoint,
  update: updateCurrencyEndpoint,
  remove: removeCurrencyEndpoint,
} = adminResource({ base: 'currencies', what: 'currency', create: currencyCreateSchema, update: currencyUpdateSchema });
