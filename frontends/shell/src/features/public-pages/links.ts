/**
 * Links stored in site content (sliders, menus) use a few older paths that the route table does not
 * have (A2.2): they are mapped to the routes that show the same thing. External links stay external.
 */
const ALIASES: Record<string, string> = {
  '/campaigns': '/browse-companies',
  '/start-campaign': '/raise-capital',
  '/about-us': '/content-page/about-us1-2',
};

export function appLink(link: string | null | undefined): { to: string; external: boolean } {
  const value = (link ?? '').trim();
  if (/^https?:\/\//i.test(value)) return { to: value, external: true };
  if (!value.startsWith('/')) return { to: '/', external: false };
  const [path, rest = ''] = value.split(/(?=[?#])/, 2);
  const page = /^\/page\/([^/]+)$/.exec(path);
  if (page) return { to: `/content-page/${page[1]}${rest}`, external: false };
  return { to: `${ALIASES[path] ?? path}${rest}`, external: false };
}

/** Plain text of an HTML fragment (for search and excerpts). */
export function textOf(html: string): string {
  if (typeof DOMParser !== 'undefined') return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}
