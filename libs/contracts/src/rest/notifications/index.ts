import * as z from 'zod/mini';
import { answerBaisa, answerCount, answerDetails, answerId, answerText, answerTimestamp, listPageOf } from '../answer-fields';
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

/** A sent inquiry: its id and the "inquiry sent" message in the caller's language (A8.6). */
export const contactUsAnswerSchema = z.object({ id: answerId(), message: answerText(500) });

/** One contact message as an administrator reads it. */
export const contactMessageSchema = z.object({
  id: answerId(),
  name: answerText(CONTACT_LIMITS.nameMax),
  email: answerText(254),
  phone: z.nullable(answerText(20)),
  subject: answerText(CONTACT_LIMITS.subjectMax),
  message: answerText(CONTACT_LIMITS.messageMax),
  type: z.nullable(answerText(CONTACT_LIMITS.typeMax)),
  extraLink: z.nullable(answerText(CONTACT_LIMITS.linkMax)),
  userId: z.nullable(answerId()),
  language: answerText(5),
  createdAt: answerTimestamp(),
});
export type ContactMessageView = z.infer<typeof contactMessageSchema>;

/** An in-app notification: its kind, whether it was read, and the parameters its text is made from (campaign, amount…). */
const related = <S extends z.core.$ZodLooseShape>(shape: S) => z.optional(z.nullable(z.catchall(z.object(shape), z.unknown())));
const optionalText = (max = 500) => z.optional(answerText(max));
export const notificationSchema = z.catchall(
  z.object({
    id: answerId(),
    notificationType: answerText(100),
    isRead: z.boolean(),
    readAt: z.nullable(answerTimestamp()),
    createdAt: answerTimestamp(),
    // The related records a notification is shown and acted on with (A3.7), as its event gave them.
    accountVerificationId: related({ consentAgreementRejectReasonAR: optionalText(2000), consentAgreementRejectReasonEN: optionalText(2000) }),
    childAccountVerificationId: related({ id: z.optional(answerId()), firstName: optionalText(100), lastName: optionalText(100), firstNameAr: optionalText(100), lastNameAr: optionalText(100) }),
    accountVerificationRemarkId: related({ remarkNoteAr: optionalText(2000), remarkNoteEn: optionalText(2000) }),
    /** Amount in baisa, on investments' own notifications. */
    investmentProcessId: related({ id: z.optional(answerId()), companyName: optionalText(200), preapprovalKey: optionalText(100), documentRejectReason: optionalText(2000), amount: z.optional(answerBaisa()) }),
    /** Amount in baisa, on the wallet's own notifications. */
    walletTransactionId: related({ walletType: z.optional(z.enum(['CREDIT', 'DEBIT'])), transactionNumber: optionalText(100), walletId: z.optional(answerId()), rejectReason: optionalText(2000), amount: z.optional(answerBaisa()) }),
    childUserId: related({ id: z.optional(answerId()), firstName: optionalText(100), lastName: optionalText(100) }),
    /** A campaign's close and payout, on the owner's notifications (issue 14). Amount in baisa. */
    campaignId: related({ id: z.optional(answerId()), companyName: optionalText(200), amount: z.optional(answerBaisa()), slug: optionalText(200) }),
  }),
  z.unknown(),
);
export type NotificationView = z.infer<typeof notificationSchema>;
export const notificationsPageSchema = z.extend(listPageOf(notificationSchema), { unreadCount: answerCount() });
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** One line of the user's activity log (A3.18). */
export const activitySchema = z.object({ id: answerId(), activityType: answerText(100), title: answerText(500), details: answerDetails(), createdAt: answerTimestamp() });
export type ActivityView = z.infer<typeof activitySchema>;

export const contactUsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'contact-us',
  access: 'public',
  context: 'notifications',
  summary: 'A2.7 The contact form: name, e-mail, optional phone, subject and message; answers "inquiry sent" (A8.6).',
  body: contactUsSchema,
  created: true,
  answer: contactUsAnswerSchema,
});

export const pageQuerySchema = z.object({ limit: pageLimit() });

export const contactMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'contact-us',
  access: 'admin',
  context: 'notifications',
  summary: 'A1.1 The contact messages, newest first (page × 10).',
  query: pageQuerySchema,
  answer: listPageOf(contactMessageSchema),
});

export const userNotificationsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'user-notifications',
  access: 'user',
  context: 'notifications',
  summary: 'A3.7 The signed-in user\'s notifications, newest first (page × 10), with the unread count.',
  query: pageQuerySchema,
  answer: notificationsPageSchema,
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
  answer: notificationSchema,
});

export const markAllNotificationsReadEndpoint = defineEndpoint({
  method: 'POST',
  path: 'user-notifications/read-all',
  access: 'user',
  context: 'notifications',
  summary: 'A2.18 Mark every notification of the signed-in user read; answers how many changed.',
  answer: z.object({ updated: answerCount() }),
});

/** One e-mail of the inbox, as its list shows it. */
export const inboxItemSchema = z.object({ id: answerId(), subject: answerText(300), template: answerText(60), language: answerText(5), status: answerText(10), createdAt: answerTimestamp(), sentAt: z.nullable(answerTimestamp()) });
export type InboxItemView = z.infer<typeof inboxItemSchema>;

export const inboxEndpoint = defineEndpoint({
  method: 'GET',
  path: 'inbox',
  access: 'user',
  context: 'notifications',
  summary: "A2.4 The e-mails sent to the caller, newest first (page × 10); none with a code or an account link.",
  query: pageQuerySchema,
  answer: listPageOf(inboxItemSchema),
});

export const inboxMessageEndpoint = defineEndpoint({
  method: 'GET',
  path: 'inbox/:id',
  access: 'user',
  context: 'notifications',
  summary: 'A2.4 One e-mail of the inbox, with its text.',
  answer: z.extend(inboxItemSchema, { text: answerText(100_000) }),
});

export const userActivityEndpoint = defineEndpoint({
  method: 'GET',
  path: 'user-activity',
  access: 'user',
  context: 'notifications',
  summary: 'A4 The signed-in user\'s own activity log, newest first (page × 10).',
  query: pageQuerySchema,
  answer: listPageOf(activitySchema),
});
