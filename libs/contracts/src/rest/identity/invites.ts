import * as z from 'zod/mini';
import { defineEndpoint } from '../define-endpoint';
import { before, IDENTITY_LIMITS } from './fields';
import { invitesSentSchema } from './answers';

const anEmail = z.email();

/** The addresses of an invitation: a list, or one text separated by commas, semicolons or spaces; trimmed, lower-cased, each once. */
export function parseInviteEmails(value: unknown): unknown {
  const list = typeof value === 'string' ? value.split(/[,;\s]+/) : value;
  return Array.isArray(list) ? [...new Set(list.map((e) => (typeof e === 'string' ? e.trim().toLowerCase() : e)).filter((e) => e !== ''))] : list;
}

/** POST users/send-invites: 1 to 10 addresses and an optional message. */
export const sendInvitesSchema = z.object({
  emails: before(
    parseInviteEmails,
    z.array(z.string('common.invalidEmail').check(z.maxLength(IDENTITY_LIMITS.emailMax, 'common.invalidEmail')), 'identity.invitesCount').check(
      z.minLength(1, 'identity.invitesCount'),
      z.maxLength(IDENTITY_LIMITS.invitesMax, 'identity.invitesCount'),
      // One message for the list (field `emails`), as the form shows it under the one input.
      z.refine((list) => list.every((address) => address.length <= IDENTITY_LIMITS.emailMax && z.safeParse(anEmail, address).success), 'common.invalidEmail'),
    ),
  ),
  message: before(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
    z.optional(z.string('common.invalidFormat').check(z.maxLength(IDENTITY_LIMITS.inviteMessageMax, 'identity.inviteMessageTooLong'))),
  ),
});
export type SendInvitesRequest = z.input<typeof sendInvitesSchema>;

export const sendInvitesEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/send-invites',
  access: 'user',
  context: 'identity',
  answer: invitesSentSchema,
  summary: 'A7.9 Invite up to 10 people by e-mail, with an optional message of at most 500 characters.',
  body: sendInvitesSchema,
});
