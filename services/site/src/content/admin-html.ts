import sanitizeHtml from 'sanitize-html';
import { ValidationFailedError } from '@cf/platform';
import type { LocalizedText } from '../core/localized';

/**
 * What an administrator's rich text (content pages, help-centre answers) may contain: headings,
 * paragraphs, lists, tables, links and images, text direction. No scripts, styles, frames, forms or
 * event handlers, no `javascript:` links: an administrator's account taken over must not become
 * script running in every visitor's session. The front end purifies again when it renders.
 */
const ADMIN_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link opening a new tab cannot reach back into this one (reverse tabnabbing).
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export const sanitizeAdminHtml = (html: string): string => sanitizeHtml(html, ADMIN_HTML).trim();

/**
 * Each language's HTML sanitised; a text that was nothing but what is removed (a lone script) is
 * refused as empty on its field, as an empty text would be.
 */
export function sanitizeLocalizedHtml(field: string, text: LocalizedText): LocalizedText;
export function sanitizeLocalizedHtml(field: string, text: LocalizedText | undefined): LocalizedText | undefined;
export function sanitizeLocalizedHtml(field: string, text: LocalizedText | undefined): LocalizedText | undefined {
  if (!text) return text;
  const clean = Object.fromEntries(Object.entries(text).map(([language, html]) => [language, sanitizeAdminHtml(String(html))]));
  for (const [language, html] of Object.entries(clean)) if (!html) throw ValidationFailedError.single(`${field}.${language}`, 'common.required');
  return clean as unknown as LocalizedText;
}
