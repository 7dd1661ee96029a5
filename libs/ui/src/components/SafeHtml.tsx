import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// A link opening a new tab cannot reach back into this one (reverse tabnabbing).
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
});

/** Administrators' rich text made safe for the page: HTML only (no SVG or MathML), no styles, forms or scripts. */
export const purifyHtml = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'], ADD_ATTR: ['target'] });

/**
 * Renders administrators' HTML (content pages, help-centre answers). The site service sanitises it
 * on write; it is purified again here, because a row written before that, or by a compromised
 * service, must still not run script in a visitor's session.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => purifyHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
