import * as z from 'zod/mini';
import { defineEndpoint } from '../define-endpoint';
import { pageLimit } from '../identity/fields';

/** A field that must be present ("required" when missing), then checked by `schema`. */
export const required = <S extends z.ZodMiniType>(schema: S) => z.nonoptional(z.optional(schema), 'common.required');

export const adminPageQuery = z.object({ limit: pageLimit() });

/**
 * The administrators' list (page × 10), create, change and delete of one kind of site record
 * (A1.1 administration screens): `GET list`, `POST base`, `PATCH base/:id`, `DELETE base/:id`.
 */
export function adminResource<C extends z.ZodMiniType, U extends z.ZodMiniType>(options: { base: string; list?: string; what: string; create: C; update: U }) {
  const { base, what } = options;
  const common = { access: 'admin', context: 'site' } as const;
  return {
    list: defineEndpoint({ ...common, method: 'GET', path: options.list ?? base, summary: `A1.1 Every ${what} with all its translations (page × 10).`, query: adminPageQuery }),
    create: defineEndpoint({ ...common, method: 'POST', path: base, summary: `A1.1 Add a ${what}.`, body: options.create, created: true }),
    update: defineEndpoint({ ...common, method: 'PATCH', path: `${base}/:id`, summary: `A1.1 Change a ${what} (any subset of its fields).`, body: options.update }),
    remove: defineEndpoint({ ...common, method: 'DELETE', path: `${base}/:id`, summary: `A1.1 Delete a ${what}.` }),
  };
}

/** `?lng=` or `?language=`: the language of a public read (A7.1). */
/** A language code (`ar`, `pt-BR`); one the site does not have falls back to the default. */
const languageCode = () => z.optional(z.string('common.invalidFormat').check(z.maxLength(10, 'common.invalidFormat')));
export const languageQuery = z.object({ lng: languageCode(), language: languageCode() });
