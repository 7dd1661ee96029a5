import * as z from 'zod/mini';
import { answerId, answerList, answerText, answerTimestamp, listPageOf } from '../answer-fields';
import { defineEndpoint } from '../define-endpoint';
import { adminPageQuery, adminResource, languageQuery, localizedAnswer, orderField, recordFields, seedKeyField } from './admin-resource';
import { flexibleBoolean, localizedText, patterned, requiredText, sortOrder } from './fields';

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

// ---- images for content pages (A7.8 content-page/pages/custom-image-upload/front) ----------------

/** What an image may weigh before it is re-encoded (2 MB, as campaign images, C5.3). */
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Where the stored images are served back (through the gateway, without a token). */
export const CONTENT_IMAGE_URL_PREFIX = '/api/v1/content-page/pages/custom-image-upload/files/';

export const contentImageUploadSchema = z.strictObject({
  /** What the image shows, for the administrators' list and the pages' alternative text. */
  name: requiredText(120),
  /** The picture as a data URL (PNG or JPEG, up to 2 MB). */
  image: z.string('site.imageInvalid').check(z.maxLength(3 * 1024 * 1024, 'site.imageTooLarge')),
});

export const contentImageSchema = z.object({
  id: answerId(),
  name: answerText(120),
  url: answerText(200),
  width: z.int().check(z.minimum(1), z.maximum(100_000)),
  height: z.int().check(z.minimum(1), z.maximum(100_000)),
  createdAt: answerTimestamp(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

export const contentImagesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'content-page/pages/custom-image-upload/front',
  access: 'public',
  context: 'site',
  summary: 'A7.8 The images administrators uploaded for content pages, newest first (page × 10): their URL, size and name.',
  query: adminPageQuery,
  answer: listPageOf(contentImageSchema),
});

export const uploadContentImageEndpoint = defineEndpoint({
  method: 'POST',
  path: 'content-page/pages/custom-image-upload',
  access: 'admin',
  context: 'site',
  summary: 'A5.5 Upload an image for content pages (PNG or JPEG up to 2 MB; re-encoded, metadata dropped); answers its public URL.',
  body: contentImageUploadSchema,
  created: true,
  answer: contentImageSchema,
});

export const removeContentImageEndpoint = defineEndpoint({
  method: 'DELETE',
  path: 'content-page/pages/custom-image-upload/:id',
  access: 'admin',
  context: 'site',
  summary: 'A5.5 Delete an uploaded image (pages that still show it show a broken image: check them first).',
  answer: z.object({ id: answerId() }),
});

export const contentImageFileEndpoint = defineEndpoint({
  method: 'GET',
  path: 'content-page/pages/custom-image-upload/files/:key',
  access: 'public',
  context: 'site',
  summary: 'An uploaded content image\'s bytes, cached for a year (keys never change).',
  produces: ['image/png', 'image/jpeg'],
});
