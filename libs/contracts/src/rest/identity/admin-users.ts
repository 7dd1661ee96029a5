import * as z from 'zod/mini';
import { defineEndpoint } from '../define-endpoint';
import { pageLimit } from './fields';
import { adminUserPageSchema, userStatusChangedSchema } from './answers';

export const adminUsersQuerySchema = z.object({
  /** Words searched in names, e-mail and slug. */
  search: z.optional(z.string('common.invalidFormat').check(z.maxLength(100, 'common.invalidFormat'))),
  limit: pageLimit(),
});

export const adminUsersEndpoint = defineEndpoint({
  method: 'GET',
  path: 'users',
  access: 'admin',
  context: 'identity',
  answer: adminUserPageSchema,
  summary: 'A1.1 The users, newest first, searched by name, e-mail or slug (page × 10).',
  query: adminUsersQuerySchema,
});

export const userStatusSchema = z.object({ status: z.enum(['active', 'inactive'], { error: (issue) => (issue.input === undefined || issue.input === '' ? 'common.required' : 'identity.statusInvalid') }) });

export const setUserStatusEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'users/:id/status',
  access: 'admin',
  context: 'identity',
  answer: userStatusChangedSchema,
  summary: 'A1.1 Activate or deactivate a user; a deactivated user\'s sessions end.',
  body: userStatusSchema,
});

/** Issue 38: every account opened in a period, for administrators, streamed as CSV. */
export const adminUsersExportEndpoint = defineEndpoint({
  method: 'GET',
  path: 'users/admin/export/users.csv',
  access: 'admin',
  context: 'identity',
  summary: 'Every account opened in the period (`from`, `to`: YYYY-MM-DD, Muscat days, inclusive; the last 90 days by default) as CSV, streamed.',
  query: z.object({ from: z.optional(z.string('common.invalidFormat').check(z.maxLength(10, 'identity.dateInvalid'))), to: z.optional(z.string('common.invalidFormat').check(z.maxLength(10, 'identity.dateInvalid'))) }),
  produces: ['text/csv'],
});
