import * as z from 'zod/mini';
import { answerText } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { adminPageQuery, adminResource, languageQuery, localizedAnswer, orderField, recordFields, seedKeyField } from './admin-resource';
import { flexibleBoolean, localizedText, patterned, sortOrder } from './fields';

// ---- content pages (A2.7, A5.5) ------------------------------------------------------------------

/** A5.5: letters, digits and hyphens, 2 to 120 characters. */
export const PAGE_SLUG = /^[A-Za-z0-9-]{2,120}$/;

const pageFields = {
  slug: patterned(PAGE_SLUG, 'site.slugInvalid'),
  title: localizedText(200),
  content: localizedText(100_000),
  metaDescription: localizedText(300),
  showInFooter: flexibleBoolean(),
  status: flexibleBoolean(),
};
export const contentPageCreateSchema = z.partial(z.strictObject(pageFields), { showInFooter: true, status: true });
export const contentPageUpdateSchema = z.partial(z.strictObject(pageFields));

export const contentPageEndpoint = defineEndpoint({
  method: 'GET',
  path: 'content-page/pages/:slug',
  access: 'public',
  context: 'site',
  summary: 'A2.7 A static page (about us, terms, privacy…) by slug, in the reader\'s language.',
  query: languageQuery,
});

/** A content page as administrators manage it (every translation). */
export const contentPageRecordSchema = z.object({ ...recordFields, slug: answerText(120), title: localizedAnswer(500), content: localizedAnswer(500_000), metaDescription: localizedAnswer(1000), showInFooter: z.boolean() });

export const {
  list: contentPagesEndpoint,
  create: createContentPageEndpoint,
  update: updateContentPageEndpoint,
  remove: removeContentPageEndpoint,
} = adminResource({ base: 'content-page/pages', what: 'content page', create: contentPageCreateSchema, update: contentPageUpdateSchema, record: contentPageRecordSchema });

// ---- FAQs of the help centre (A2.7) --------------------------------------------------------------

const faqFields = {
  category: z.string('site.faqCategoryInvalid').check(z.trim(), z.minLength(1, 'site.faqCategoryInvalid'), z.maxLength(40, 'site.faqCategoryInvalid')),
  question: localizedText(300),
  answer: localizedText(10_000),
  showInFooter: flexibleBoolean(),
  sortOrder: sortOrder(),
  status: flexibleBoolean(),
};
export const siteFaqCreateSchema = z.partial(z.strictObject(faqFields), { showInFooter: true, sortOrder: true, status: true });
export const siteFaqUpdateSchema = z.partial(z.strictObject(faqFields));

export const helpCenterEndpoint = defineEndpoint({
  method: 'GET',
  path: 'content-page/faqs/front',
  access: 'public',
  context: 'site',
  summary: 'A2.7 The help centre: categories with their questions (optionally one `?category=`).',
  query: z.object({ ...languageQuery.shape, category: z.optional(z.string('common.invalidFormat').check(z.maxLength(80, 'common.invalidFormat'))) }),
});

export const footerFaqsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'front-faqs/front',
  access: 'public',
  context: 'site',
  summary: 'A2.7 The questions shown in the footer.',
  query: languageQuery,
});

/** A help-centre question as administrators manage it. */
export const siteFaqRecordSchema = z.object({ ...recordFields, ...seedKeyField, ...orderField, category: answerText(40), question: localizedAnswer(1000), answer: localizedAnswer(20_000), showInFooter: z.boolean() });
const faqs = adminResource({ base: 'content-page/faqs', what: 'help-centre question', create: siteFaqCreateSchema, update: siteFaqUpdateSchema, record: siteFaqRecordSchema });
export const siteFaqsEndpoint = defineEndpoint({ ...faqs.list, query: z.object({ ...adminPageQuery.shape, category: z.optional(z.string('common.invalidFormat').check(z.maxLength(80, 'common.invalidFormat'))) }) });
export const { create: createSiteFaqEndpoint, update: updateSiteFaqEndpoint, remove: removeSiteFaqEndpoint } = faqs;
