import * as z from 'zod/mini';
import { defineEndpoint } from '../define-endpoint';
import { before, email, pageLimit, PHONE, requiredString } from '../identity/fields';

const absentIfBlank = (value: unknown): unknown => (typeof value === 'string' ? value.trim() || undefined : value);

export const CONTACT_LIMITS = { nameMax: 100, subjectMax: 200, messageMax: 5000, typeMax: 50, linkMax: 500 } as const;

/** POST contact-us (public): phone optional, 8 to 13 digits (A5.3); C3 contact inquiry (type, subject, description, extra link). */
export const contactUsSchema = z.object({
  name: requiredString().check(z.maxLength(CONTACT_LIMITS.nameMax, 'notifications.nameTooLong')),
  email: email(),
  phone: before(absentIfBlank, z.optional(z.string('notifications.phoneInvalid').check(z.regex(PHONE, 'notifications.phoneInvalid')))),
  subject: requiredString().check(z.maxLength(CONTACT_LIMITS.subjectMax, 'notifications.subjectTooLong')),
  message: requiredString().check(z.maxLength(CONTACT_LIMITS.messageMax, 'notifications.messageTooLong')),
  /** Optional kind of inquiry. */
  type: before(absentIfBlank, z.optional(z.string('common.invalidFormat').check(z.maxLength(CONTACT_LIMITS.typeMax, 'notifications.typeTooLong')))),
  extraLink: before(
    absentIfBlank,
    z.optional(z.string('notifications.linkInvalid').check(z.regex(/^https?:\/\/[^\s<>"]+$/i, 'notifications.linkInvalid'), z.maxLength(CONTACT_LIMITS.linkMax, 'notifications.linkInvalid'))),
  ),
});
export type ContactUsRequest = z.input<typeof contactUsSchema>;

export const contactUsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'contact-us',
  access: 'public',
  context: 'notifications',
  summary: 'A2.7 The contact form: name, e-mail, optional phone, subject and message; answers "inquiry sent" (A8.6).',
  body: contactUsSchema,
  created: true,
});

export const pageQuerySchema = z.object({ limit: pageLimit() });

export const contactMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'contact-us',
  access: 'admin',
  context: 'notifications',
  summary: 'A1.1 The contact messages, newest first (page × 10).',
  query: pageQuerySchema,
});

export const userNotificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'user-notifications',
  access: 'user',
  context: 'notifications',
  summary: 'A3.7 The signed-in user\'s notifications, newest first (page × 10), with the unread count.',
  query: pageQuerySchema,
});

/** Opening a notification marks it read (isRead defaults to true). */
export const updateNotificationSchema = z.object({ isRead: z.optional(z.boolean('common.invalidFormat')) });

export const updateNotificationEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'user-notifications/:id',
  access: 'user',
  context: 'notifications',
  summary: 'A4.13 Mark one of the user\'s own notifications read (or unread).',
  body: updateNotificationSchema,
});

export const markAllNotificationsReadEndpoint = defineEndpoint({
  method: 'POST',
  path: 'user-notifications/read-all',
  access: 'user',
  context: 'notifications',
  summary: 'A2.18 Mark every notification of the signed-in user read; answers how many changed.',
});

export const userActivityEndpoint = defineEndpoint({
  method: 'GET',
  path: 'user-activity',
  access: 'user',
  context: 'notifications',
  summary: 'A4 The signed-in user\'s own activity log, newest first (page × 10).',
  query: pageQuerySchema,
});
