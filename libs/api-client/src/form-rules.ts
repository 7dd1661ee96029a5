/**
 * The profile, outside-links, invite and contact forms. Their rules are the services' REST contracts
 * (@cf/contracts/rest: identity `updateMeSchema`, `sendInvitesSchema`, notifications
 * `contactUsSchema`) run in the browser, so the first message a user sees is the one the server would
 * send; this file words the contracts' message keys as the forms' texts and adds what only a form
 * knows (a company investor's name is asked for; two links may not share a name). The keys are
 * looked up under the page's namespace first (`settings:validation.<key>`), then under the shell's
 * `validation.<key>`. Image checks (A5.9, A9.4, A9.5) are client-only: identity stores image
 * addresses, not files.
 */
import { CONTACT_LIMITS, contactUsSchema, IDENTITY_LIMITS, LINK_NAME, outsideLinksSchema, parseInviteEmails as parseInviteList, sendInvitesSchema, updateMeSchema } from '@cf/contracts/rest';
import { firstBroken, rule, type RuleMessage } from './contract-rules';
import { checkEmail, checkEnglishName, checkPhone } from './validation';

export type { RuleMessage };
export type RuleErrors<F extends string> = Partial<Record<F, RuleMessage>>;

const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';

export const PROFILE_LIMITS = {
  ...IDENTITY_LIMITS,
  slugMax: 60,
  countryMax: 60,
  urlMax: IDENTITY_LIMITS.imageUrlMax,
  contactNameMax: CONTACT_LIMITS.nameMax,
  contactSubjectMax: CONTACT_LIMITS.subjectMax,
  contactMessageMax: CONTACT_LIMITS.messageMax,
} as const;

/** A5.9 / A9.4 / A9.5: profile picture square, at least 200×200; cover at least 1350×400; 2 MB image uploads. */
export const IMAGE_RULES = {
  types: ['image/jpeg', 'image/png'],
  extensions: ['.jpg', '.jpeg', '.png'],
  maxBytes: 2 * 1024 * 1024,
  photo: { minWidth: 200, minHeight: 200, square: true },
  cover: { minWidth: 1350, minHeight: 400, square: false },
} as const;
export type ImageKind = 'photo' | 'cover';

/** The identity profile contract's message keys in the forms' words. */
const PROFILE_TEXTS: Record<string, RuleMessage> = {
  'common.required': rule('required'),
  'identity.nameEnglish': rule('englishName'),
  'identity.nameTooLong': rule('maxLength', { max: IDENTITY_LIMITS.nameMax }),
  'identity.fullNameTooLong': rule('maxLength', { max: IDENTITY_LIMITS.fullNameMax }),
  'identity.nameArabic': rule('arabicName'),
  'identity.profileNameShort': rule('profileNameMin', { min: IDENTITY_LIMITS.profileNameMin }),
  'identity.profileNameTooLong': rule('profileNameMax', { max: IDENTITY_LIMITS.profileNameMax }),
  'identity.slugInvalid': rule('slug'),
  'identity.descriptionTooLong': rule('descriptionMax', { max: IDENTITY_LIMITS.descriptionMax }),
  'identity.investorTypeInvalid': rule('investorType'),
  'identity.crNumberInvalid': rule('crNumber'),
  'identity.urlInvalid': rule('url'),
};

const profileField = (field: keyof typeof updateMeSchema.shape, value: unknown, texts: Record<string, RuleMessage> = {}) =>
  firstBroken(updateMeSchema.shape[field], value, { ...PROFILE_TEXTS, ...texts });

// --- single values --------------------------------------------------------------------------------

/** Spaces collapsed, as the server's transform does for the full names. */
export const collapseSpaces = (value: string): string => value.trim().replace(/\s+/g, ' ');

export const checkArabicName = (value: string) => profileField('fullNameAr', value);
/** A5.5: optional; when given at least 3 (and at most 60) characters. */
export const checkProfileName = (value: string) => (value.trim() === '' ? undefined : profileField('profileName', value));
/** A5.5: required; letters, numbers and hyphen, at least 2. */
export const checkSlug = (value: string) => profileField('slug', value);
/** A5.5 / A9.5: at most 200 characters. */
export const checkDescription = (value: string) => profileField('description', value);
/** Photo and cover: absent (not sent), or an http(s) address or a path on this site. */
export const checkImageUrl = (value: string) => (value.trim() === '' ? undefined : profileField('photo', value.trim()));

// --- the profile form -----------------------------------------------------------------------------

export interface ProfileForm {
  firstName: string;
  middleName: string;
  lastName: string;
  fullNameEn: string;
  fullNameAr: string;
  profileName: string;
  slug: string;
  nationality: string;
  countryOfResidence: string;
  investorType: string;
  companyName: string;
  commercialRegistrationNumber: string;
  description: string;
  photo: string;
  coverPhoto: string;
}

/** A3.4, A5.2, A5.5: the rules of PATCH users/updateMe. */
export function validateProfile(form: ProfileForm): RuleErrors<keyof ProfileForm> {
  const out: RuleErrors<keyof ProfileForm> = {};
  const set = (field: keyof ProfileForm, message: RuleMessage | undefined) => {
    if (message) out[field] = message;
  };
  set('firstName', checkEnglishName(form.firstName));
  set('middleName', profileField('middleName', form.middleName));
  set('lastName', checkEnglishName(form.lastName));
  set('fullNameEn', profileField('fullNameEn', form.fullNameEn));
  set('fullNameAr', checkArabicName(form.fullNameAr));
  set('profileName', checkProfileName(form.profileName));
  set('slug', checkSlug(form.slug));
  if (form.investorType !== '') set('investorType', profileField('investorType', form.investorType));
  if (form.investorType === 'company' && blank(form.companyName)) set('companyName', rule('companyNameRequired'));
  else set('companyName', profileField('companyName', form.companyName, { 'common.invalidFormat': rule('maxLength', { max: IDENTITY_LIMITS.companyNameMax }) }));
  set('commercialRegistrationNumber', profileField('commercialRegistrationNumber', form.commercialRegistrationNumber));
  set('description', checkDescription(form.description));
  set('photo', checkImageUrl(form.photo));
  set('coverPhoto', checkImageUrl(form.coverPhoto));
  return out;
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The body of PATCH users/updateMe for a valid form: empty optional fields become `null` (the server
 * clears them), the slug is lower-cased as stored, and photo/cover are sent only when set (they can
 * be replaced, not removed: A5.5).
 */
export function profileUpdateBody(form: ProfileForm): Record<string, unknown> {
  const body: Record<string, unknown> = {
    firstName: form.firstName.trim(),
    middleName: orNull(form.middleName),
    lastName: form.lastName.trim(),
    fullNameEn: form.fullNameEn.trim() === '' ? null : collapseSpaces(form.fullNameEn),
    fullNameAr: form.fullNameAr.trim() === '' ? null : collapseSpaces(form.fullNameAr),
    profileName: orNull(form.profileName),
    slug: form.slug.trim().toLowerCase(),
    nationality: orNull(form.nationality),
    countryOfResidence: orNull(form.countryOfResidence),
    investorType: form.investorType === '' ? null : form.investorType,
    companyName: form.investorType === 'company' ? orNull(form.companyName) : null,
    commercialRegistrationNumber: form.investorType === 'company' ? orNull(form.commercialRegistrationNumber) : null,
    description: orNull(form.description),
  };
  if (form.photo.trim() !== '') body.photo = form.photo.trim();
  if (form.coverPhoto.trim() !== '') body.coverPhoto = form.coverPhoto.trim();
  return body;
}

// --- outside links --------------------------------------------------------------------------------

export interface OutsideLinkRow {
  name: string;
  url: string;
}
export interface OutsideLinkErrors {
  name?: RuleMessage;
  url?: RuleMessage;
}

/** Up to 10 links; a name of letters, digits, `_` or `-` (unique), and an http(s) address (≤ 500): the contract's `outsideLinksSchema`, per row. */
export function validateOutsideLinks(rows: OutsideLinkRow[]): { rows: OutsideLinkErrors[]; list?: RuleMessage } {
  const seen = new Set<string>();
  const errors = rows.map((row) => {
    const e: OutsideLinkErrors = {};
    const name = row.name.trim();
    const url = row.url.trim();
    if (name === '') e.name = rule('required');
    else if (!LINK_NAME.test(name)) e.name = rule('linkName');
    else if (seen.has(name.toLowerCase())) e.name = rule('linkNameTaken');
    seen.add(name.toLowerCase());
    if (url === '') e.url = rule('required');
    else e.url = firstBroken(outsideLinksSchema, { link: url }, PROFILE_TEXTS);
    return e;
  });
  const list = rows.length > IDENTITY_LIMITS.outsideLinksMax ? rule('linksMax', { max: IDENTITY_LIMITS.outsideLinksMax }) : undefined;
  return list ? { rows: errors, list } : { rows: errors };
}

export const outsideLinksValid = (result: ReturnType<typeof validateOutsideLinks>): boolean =>
  !result.list && result.rows.every((r) => !r.name && !r.url);

export function outsideLinksBody(rows: OutsideLinkRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of rows) out[row.name.trim()] = row.url.trim();
  return out;
}

// --- invites (A7.4) ---------------------------------------------------------------------------------

export interface InviteForm {
  emails: string;
  message: string;
}

/** The addresses as the server reads them: split on commas, semicolons and spaces; lower case; each once. */
export const parseInviteEmails = (value: string): string[] => parseInviteList(value) as string[];

/** The contract's order: the count first (1 to 10), then each address (the first bad one is named). */
export function validateInvite(form: InviteForm): RuleErrors<keyof InviteForm> {
  const out: RuleErrors<keyof InviteForm> = {};
  const emails = parseInviteEmails(form.emails);
  const broken = firstBroken(sendInvitesSchema.shape.emails, emails, { 'identity.invitesCount': rule('invitesCount', { max: IDENTITY_LIMITS.invitesMax }) });
  if (broken?.key === 'common.invalidEmail') out.emails = rule('inviteEmailInvalid', { email: emails.find((e) => checkEmail(e)) ?? '' });
  else if (broken) out.emails = broken;
  const message = firstBroken(sendInvitesSchema.shape.message, form.message, { 'identity.inviteMessageTooLong': rule('inviteMessageMax', { max: IDENTITY_LIMITS.inviteMessageMax }) });
  if (message) out.message = message;
  return out;
}

// --- contact us (notifications contactUsSchema) ----------------------------------------------------

export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

const CONTACT_TEXTS: Record<string, RuleMessage> = {
  'common.required': rule('required'),
  'notifications.nameTooLong': rule('maxLength', { max: CONTACT_LIMITS.nameMax }),
  'notifications.subjectTooLong': rule('maxLength', { max: CONTACT_LIMITS.subjectMax }),
  'notifications.messageTooLong': rule('maxLength', { max: CONTACT_LIMITS.messageMax }),
};

/** Name, e-mail, subject and message required; phone optional, 8 to 13 digits (A5.3). */
export function validateContact(form: ContactForm): RuleErrors<keyof ContactForm> {
  const out: RuleErrors<keyof ContactForm> = {};
  const set = (field: keyof ContactForm, message: RuleMessage | undefined) => {
    if (message) out[field] = message;
  };
  set('name', firstBroken(contactUsSchema.shape.name, form.name, CONTACT_TEXTS));
  set('email', checkEmail(form.email));
  set('phone', checkPhone(form.phone));
  set('subject', firstBroken(contactUsSchema.shape.subject, form.subject, CONTACT_TEXTS));
  set('message', firstBroken(contactUsSchema.shape.message, form.message, CONTACT_TEXTS));
  return out;
}

/** The phone is sent without the spaces and hyphens people type (the server takes digits and a leading +). */
export function contactBody(form: ContactForm): Record<string, string> {
  const body: Record<string, string> = {
    name: form.name.trim(),
    email: form.email.trim(),
    subject: form.subject.trim(),
    message: form.message.trim(),
  };
  const phone = form.phone.trim().replace(/[\s-]/g, '');
  if (phone) body.phone = phone;
  return body;
}

// --- image files (A5.9, A9.4, A9.5) -------------------------------------------------------------------

export interface ImageFacts {
  name: string;
  type: string;
  size: number;
  width: number;
  height: number;
}

/** Type and size, checked before the file is even decoded. */
export function checkImageFile(file: Pick<ImageFacts, 'name' | 'type' | 'size'>): RuleMessage | undefined {
  const name = file.name.toLowerCase();
  const typeOk = (IMAGE_RULES.types as readonly string[]).includes(file.type);
  const extensionOk = IMAGE_RULES.extensions.some((ext) => name.endsWith(ext));
  if (!typeOk || !extensionOk) return rule('imageType');
  if (file.size > IMAGE_RULES.maxBytes) return rule('imageTooLarge', { max: IMAGE_RULES.maxBytes / (1024 * 1024) });
  return undefined;
}

/** Type, size, then dimensions for the kind of image. */
export function checkImage(kind: ImageKind, facts: ImageFacts): RuleMessage | undefined {
  const first = checkImageFile(facts);
  if (first) return first;
  const r = IMAGE_RULES[kind];
  if (r.square && facts.width !== facts.height) return rule('imageSquare');
  if (facts.width < r.minWidth || facts.height < r.minHeight)
    return rule(kind === 'photo' ? 'photoMinSize' : 'coverMinSize', { width: r.minWidth, height: r.minHeight });
  return undefined;
}
