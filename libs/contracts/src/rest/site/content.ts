import * as z from 'zod/mini';
import { answerId, answerList, answerText } from '../answer-fields';
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

/** A static page in the reader's language. */
export const contentPageViewSchema = z.object({ id: answerId(), slug: answerText(120), title: answerText(500), content: answerText(500_000), metaDescription: answerText(1000), showInFooter: z.boolean() });
export type ContentPageView = z.infer<typeof contentPageViewSchema>;

export const contentPageEndpoint = defineEndpoint({
  method: 'GET',
  path: 'content-page/pages/:slug',
  access: 'public',
  context: 'site',
  summary: 'A2.7 A static page (about us, terms, privacy…) by slug, in the reader\'s language.',
  query: languageQuery,
  answer: contentPageViewSchema,
});

/** A content page as administrators manage it (every translation). */
export const contentPageRecordSchema = z.object({ ...recordFields, slug: answerText(120), title: localizedAnswer(500), content: localizedAnswer(500_000), metaDescription: localizedAnswer(1000), showInFooter: z.boolean() });

export const {
  list: contentPagesEndpoint,
  create: createContentPageEndpoint,
  update: updateContentPageEndpoint,
  remove: removeContentPageEndpoint,
} = adminResource({ base: 'content-page/pages', what: 'content page', create: contentPageCreateSchema, update: contentPageUpdateSchema, record: contentPageRecordSchema });
export type ContentPageRecord = z.infer<typeof contentPageRecordSchema>;

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

/** A help-centre question, and a category of them, in the reader's language. */
export const faqViewSchema = z.object({ id: answerId(), category: answerText(40), question: answerText(1000), answer: answerText(20_000) });
export type FaqView = z.infer<typeof faqViewSchema>;
export const helpCenterCategorySchema = z.object({ category: answerText(40), title: answerText(200), description: answerText(1000), faqs: answerList(faqViewSchema, 500) });
export type HelpCenterCategoryView = z.infer<typeof helpCenterCategorySchema>;

export const helpCenterEndpoint = defineEndpoint({
  method: 'GET',
  path: 'content-page/faqs/front',
  access: 'public',
  context: 'site',
  summary: 'A2.7 The help centre: categories with their questions (optionally one `?category=`).',
  query: z.object({ ...languageQuery.shape, category: z.optional(z.string('common.invalidFormat').check(z.maxLength(80, 'common.invalidFormat'))) }),
  answer: answerList(helpCenterCategorySchema, 100),
});

export const footerFaqsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'front-faqs/front',
  access: 'public',
  context: 'site',
  summary: 'A2.7 The questions shown in the footer.',
  query: languageQuery,
  answer: answerList(faqViewSchema, 500),
});

/** A help-centre question as administrators manage it. */
export const siteFaqRecordSchema = z.object({ ...recordFields, ...seedKeyField, ...orderField, category: answerText(40), question: localizedAnswer(1000), answer: localizedAnswer(20_000), showInFooter: z.boolean() });
const faqs = adminResource({ base: 'content-page/faqs', what: 'help-centre question', create: siteFaqCreateSchema, update: siteFaqUpdateSchema, record: siteFaqRecordSchema });
export type SiteFaqRecord = z.infer<typeof siteFaqRecordSchema>;
export const siteFaqsEndpoint = defineEndpoint({ ...faqs.list, query: z.object({ ...adminPageQuery.shape, category: z.optional(z.string('common.invalidFormat').check(z.maxLength(80, 'common.invalidFormat'))) }) });
export const { create: createSiteFaqEndpoint, update: updateSiteFaqEndpoint, remove: removeSiteFaqEndpoint } = faqs;
