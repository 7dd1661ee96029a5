/** Defaults of A3.5, used until (or if) site settings arrive. */
export const DEFAULT_PRIMARY = '#6048fe';
export const DEFAULT_SECONDARY = '#000000';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function normaliseColour(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX.test(value.trim()) ? value.trim() : fallback;
}

/** Black or white text, whichever reads better on the colour (WCAG relative luminance). */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  let h = hex.replace('#', '');
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  const [r, g, b] = [0, 2, 4]
    .map((i) => parseInt(h.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.4 ? '#000000' : '#ffffff';
}

export interface ThemeColours {
  primary?: unknown;
  secondary?: unknown;
}

/** Site settings → CSS variables on <html>; every component reads only the variables. */
export function applyTheme(colours: ThemeColours, root: HTMLElement = document.documentElement): void {
  const primary = normaliseColour(colours.primary, DEFAULT_PRIMARY);
  const secondary = normaliseColour(colours.secondary, DEFAULT_SECONDARY);
  root.style.setProperty('--cf-primary', primary);
  root.style.setProperty('--cf-on-primary', readableTextOn(primary));
  root.style.setProperty('--cf-secondary', secondary);
  root.style.setProperty('--cf-on-secondary', readableTextOn(secondary));
}

/** Swaps the favicon for the site's own (A1.5). */
export function applyFavicon(href: string | null | undefined): void {
  if (!href) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}
