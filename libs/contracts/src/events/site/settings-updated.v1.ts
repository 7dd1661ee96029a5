import { z } from 'zod';
import { defineEvent } from '../define-event';

/** An administrator changed site settings (keys only). */
export const SiteSettingsUpdatedV1 = defineEvent({
  type: 'site.settings-updated',
  version: 1,
  source: 'site',
  description: 'An administrator changed site settings (keys only).',
  schema: z.object({
    keys: z.array(z.string()),
  }),
});
