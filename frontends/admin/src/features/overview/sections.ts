/**
 * Sections of the administration. The shell's route table has `/admin` and `/admin/site-settings`
 * only (exact patterns, owned by the shell), so a section is chosen with `?section=` on `/admin`:
 * shareable, and the back button works. `/admin` opens the queues, `/admin/site-settings` the site settings.
 */
export const SECTIONS = ['queues', 'settings', 'platform-settings', 'languages', 'menus', 'pages', 'faqs', 'sliders', 'testimonials', 'currencies', 'option-lists', 'users', 'wallet', 'campaigns', 'investments', 'repayments', 'verifications', 'accreditation', 'children', 'contact-messages', 'events'] as const;
export type Section = (typeof SECTIONS)[number];

/** `/admin` opens on the queues (what waits for an administrator); `/admin/site-settings` on the settings. */
export function toSection(value: string | null | undefined, pathname = '/admin'): Section {
  if ((SECTIONS as readonly string[]).includes(value ?? '')) return value as Section;
  return pathname.startsWith('/admin/site-settings') ? 'settings' : 'queues';
}

export function sectionHref(section: Section): string {
  return section === 'queues' ? '/admin' : section === 'settings' ? '/admin/site-settings' : `/admin?section=${section}`;
}
