/** The service's parsed configuration (SiteConfig). */
export const SITE_CONFIG = Symbol('SITE_CONFIG');
