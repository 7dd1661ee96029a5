import * as z from 'zod/mini';
import { answerId, answerText, answerTimestamp, listPageOf } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { pageLimit } from '../identity/fields';

/** A field that must be present ("required" when missing), then checked by `schema`. */
export const required = <S extends z.ZodMiniType>(schema: S) => z.nonoptional(z.optional(schema), 'common.required');

export const adminPageQuery = z.object({ limit: pageLimit() });

/**
 * The administrators' list (page × 10), create, change and delete of one kind of site record
 * (A1.1 administration screens): `GET list`, `POST base`, `PATCH base/:id`, `DELETE base/:id`.
 */
export function adminResource<C extends z.ZodMiniType, U extends z.ZodMiniType, R extends z.ZodMiniType>(options: { base: string; list?: string; what: string; create: C; update: U; record: R }) {
  const { base, what, record } = options;
  const common = { access: 'admin', context: 'site' } as const;
  return {
    list: defineEndpoint({ ...common, method: 'GET', path: options.list ?? base, summary: `A1.1 Every ${what} with all its translations (page × 10).`, query: adminPageQuery, answer: listPageOf(record) }),
    create: defineEndpoint({ ...common, method: 'POST', path: base, summary: `A1.1 Add a ${what}.`, body: options.create, created: true, answer: record }),
    update: defineEndpoint({ ...common, method: 'PATCH', path: `${base}/:id`, summary: `A1.1 Change a ${what} (any subset of its fields).`, body: options.update, answer: record }),
    remove: defineEndpoint({ ...common, method: 'DELETE', path: `${base}/:id`, summary: `A1.1 Delete a ${what}.`, answer: z.object({ id: answerId() }) }),
  };
}

/** A text in every content language (ar, en, fr), as a record stores it. */
export const localizedAnswer = (max: number) => z.record(z.string().check(z.maxLength(10)), answerText(max));

/** The fields every administrator-managed record has: its id, whether it is shown, its order, its times. */
export const recordFields = {
  id: answerId(),
  status: z.boolean(),
  createdAt: answerTimestamp(),
  updatedAt: answerTimestamp(),
};
export const orderField = { sortOrder: z.int().check(z.minimum(-1_000_000), z.maximum(1_000_000)) };
export const seedKeyField = { seedKey: z.nullable(answerText(80)) };

/** `?lng=` or `?language=`: the language of a public read (A7.1). */
/** A language code (`ar`, `pt-BR`); one the site does not have falls back to the default. */
const languageCode = () => z.optional(z.string('common.invalidFormat').check(z.maxLength(10, 'common.invalidFormat')));
export const languageQuery = z.object({ lng: languageCode(), language: languageCode() });
