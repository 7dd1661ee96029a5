/**
 * Sections of the administration. The shell's route table has `/admin` and `/admin/site-settings`
 * only (exact patterns, owned by the shell), so a section is chosen with `?section=` on `/admin`:
 * shareable, and the back button works. `/admin/site-settings` opens the site settings.
 */
export const SECTIONS = ['settings', 'languages', 'menus', 'pages', 'faqs', 'sliders', 'testimonials', 'users', 'wallet', 'campaigns', 'investments', 'repayments', 'verifications', 'events'] as const;
export type Section = (typeof SECTIONS)[number];

export function toSection(value: string | null | undefined): Section {
  return (SECTIONS as readonly string[]).includes(value ?? '') ? (value as Section) : 'settings';
}

export function sectionHref(section: Section): string {
  return section === 'settings' ? '/admin' : `/admin?section=${section}`;
}
