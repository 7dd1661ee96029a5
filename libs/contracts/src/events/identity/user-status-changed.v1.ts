import { z } from 'zod';
import { defineEvent } from '../define-event';

/** An administrator activated or deactivated an account; deactivation ends every session. */
export const UserStatusChangedV1 = defineEvent({
  type: 'identity.user-status-changed',
  version: 1,
  source: 'identity',
  description: 'An administrator activated or deactivated an account; deactivation ends every session.',
  schema: z.object({
    userId: z.string(),
    status: z.enum(['active', 'inactive']),
    changedBy: z.string(),
  }),
});
