import { z } from 'zod';
import { defineEvent } from '../define-event';

/**
 * An administrator changed site settings (keys only). `section` names the settings group
 * (site, meta, campaign, revenue, child-account, ach, social-login, payment-gateway, home-page);
 * absent means `site` (the event's first shape).
 */
export const SiteSettingsUpdatedV1 = defineEvent({
  type: 'site.settings-updated',
  version: 1,
  source: 'site',
  description: 'An administrator changed site settings (keys only; section names the settings group).',
  schema: z.object({
    keys: z.array(z.string()),
    section: z.string().optional(),
  }),
});
