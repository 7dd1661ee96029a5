import * as z from 'zod/mini';
import { answerId, answerList, answerText } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { adminResource, recordFields } from './admin-resource';
import { flexibleBoolean, patterned, requiredText } from './fields';

/** Language code (the language's folder): `ar`, `en`, `pt-BR`. */
export const LANGUAGE_CODE = /^[a-z]{2}(-[A-Z]{2})?$/;

const fields = {
  name: requiredText(60),
  folder: patterned(LANGUAGE_CODE, 'site.folderInvalid'),
  direction: z.enum(['rtl', 'ltr'], 'site.directionInvalid'),
  isDefault: flexibleBoolean(),
  status: flexibleBoolean(),
};
export const languageCreateSchema = z.strictObject({ ...fields, isDefault: z.optional(fields.isDefault), status: z.optional(fields.status) });
export const languageUpdateSchema = z.partial(z.strictObject(fields));

/** A language of the site (the language switcher). */
export const languageViewSchema = z.object({ id: answerId(), name: answerText(60), folder: answerText(10), isDefault: z.boolean(), direction: z.enum(['rtl', 'ltr']) });
export type LanguageView = z.infer<typeof languageViewSchema>;

export const languagesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'languages/front',
  access: 'public',
  context: 'site',
  summary: 'A3.5 The active languages with their direction (the language switcher).',
  answer: answerList(languageViewSchema, 50),
});

/** A language of the site as administrators manage it. */
export const languageRecordSchema = z.object({ ...recordFields, name: answerText(60), folder: answerText(10), isDefault: z.boolean(), direction: z.enum(['rtl', 'ltr']) });

export const {
  list: adminLanguagesEndpoint,
  create: createLanguageEndpoint,
  update: updateLanguageEndpoint,
  remove: removeLanguageEndpoint,
} = adminResource({ base: 'languages', what: 'language', create: languageCreateSchema, update: languageUpdateSchema, record: languageRecordSchema });
export type LanguageRecord = z.infer<typeof languageRecordSchema>;
