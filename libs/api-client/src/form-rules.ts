/**
 * Client rules of the profile, outside-links, invite and contact forms: the SAME as the services'
 * DTOs (identity `profile/dtos/update-me.dto.ts`, `invites/invites.dto.ts`, notifications
 * `contact-us/dtos/contact-us.dto.ts`), checked in the same order, so the first message a user sees
 * is the one the server would send. The keys are looked up under the page's namespace first
 * (`settings:validation.<key>`), then under the shell's `validation.<key>` (required, invalidEmail,
 * maxLength, phone, englishName already live there). Image checks (A5.9, A9.4, A9.5) are
 * client-only: identity stores image addresses, not files.
 */
import { checkEmail, checkEnglishName, checkPhone, EMAIL, ENGLISH_NAME } from './validation';

export interface RuleMessage {
  key: string;
  params?: Record<string, number | string>;
}
export type RuleErrors<F extends string> = Partial<Record<F, RuleMessage>>;

const rule = (key: string, params?: RuleMessage['params']): RuleMessage => (params ? { key, params } : { key });
const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/** Arabic letters and single spaces (identity ARABIC_NAME). */
export const ARABIC_NAME = /^[\u0600-\u06FF]+(?: [\u0600-\u06FF]+)*$/;
/** A5.5: letters, numbers and hyphen, at least 2 (identity SLUG, at most 60). */
export const SLUG = /^[A-Za-z0-9-]{2,60}$/;
/** Commercial registration number (identity update-me.dto). */
export const CR_NUMBER = /^[A-Za-z0-9/-]{1,40}$/;
/** Photo and cover photo: an http(s) address or a path on this site. */
export const IMAGE_URL = /^(https?:\/\/[^\s]+|\/[^\s]*)$/;
/** Outside links: each empty or an http(s) address; names are short identifiers. */
export const LINK_URL = /^https?:\/\/[^\s]+$/;
export const LINK_NAME = /^[A-Za-z0-9_-]{1,30}$/;

export const PROFILE_LIMITS = {
  nameMax: 20,
  fullNameMax: 60,
  profileNameMin: 3,
  profileNameMax: 60,
  slugMax: 60,
  descriptionMax: 200,
  companyNameMax: 120,
  countryMax: 60,
  urlMax: 500,
  outsideLinksMax: 10,
  invitesMax: 10,
  inviteMessageMax: 500,
  contactNameMax: 100,
  contactSubjectMax: 200,
  contactMessageMax: 5000,
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

// --- single values --------------------------------------------------------------------------------

/** Spaces collapsed, as the server's transform does for the full names. */
export const collapseSpaces = (value: string): string => value.trim().replace(/\s+/g, ' ');

function optionalEnglishName(value: string, max: number, collapse = false): RuleMessage | undefined {
  const v = collapse ? collapseSpaces(value) : value.trim();
  if (v === '') return undefined;
  if (v.length > max) return rule('maxLength', { max });
  return ENGLISH_NAME.test(v) ? undefined : rule('englishName');
}

export function checkArabicName(value: string, max: number = PROFILE_LIMITS.fullNameMax): RuleMessage | undefined {
  const v = collapseSpaces(value);
  if (v === '') return undefined;
  if (v.length > max) return rule('maxLength', { max });
  return ARABIC_NAME.test(v) ? undefined : rule('arabicName');
}

/** A5.5: optional; when given at least 3 (and at most 60) characters. */
export function checkProfileName(value: string): RuleMessage | undefined {
  const v = value.trim();
  if (v === '') return undefined;
  if (v.length < PROFILE_LIMITS.profileNameMin) return rule('profileNameMin', { min: PROFILE_LIMITS.profileNameMin });
  return v.length > PROFILE_LIMITS.profileNameMax ? rule('profileNameMax', { max: PROFILE_LIMITS.profileNameMax }) : undefined;
}

/** A5.5: required; letters, numbers and hyphen, at least 2. */
export function checkSlug(value: string): RuleMessage | undefined {
  if (blank(value)) return rule('required');
  return SLUG.test(value.trim()) ? undefined : rule('slug');
}

/** A5.5 / A9.5: at most 200 characters. */
export function checkDescription(value: string): RuleMessage | undefined {
  return value.trim().length > PROFILE_LIMITS.descriptionMax ? rule('descriptionMax', { max: PROFILE_LIMITS.descriptionMax }) : undefined;
}

export function checkImageUrl(value: string): RuleMessage | undefined {
  const v = value.trim();
  if (v === '') return undefined;
  return v.length <= PROFILE_LIMITS.urlMax && IMAGE_URL.test(v) ? undefined : rule('url');
}

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
  set('middleName', optionalEnglishName(form.middleName, PROFILE_LIMITS.nameMax));
  set('lastName', checkEnglishName(form.lastName));
  set('fullNameEn', optionalEnglishName(form.fullNameEn, PROFILE_LIMITS.fullNameMax, true));
  set('fullNameAr', checkArabicName(form.fullNameAr));
  set('profileName', checkProfileName(form.profileName));
  set('slug', checkSlug(form.slug));
  if (form.investorType !== '' && form.investorType !== 'individual' && form.investorType !== 'company') set('investorType', rule('investorType'));
  if (form.investorType === 'company' && blank(form.companyName)) set('companyName', rule('companyNameRequired'));
  else if (form.companyName.trim().length > PROFILE_LIMITS.companyNameMax) set('companyName', rule('maxLength', { max: PROFILE_LIMITS.companyNameMax }));
  const cr = form.commercialRegistrationNumber.trim();
  if (cr !== '' && !CR_NUMBER.test(cr)) set('commercialRegistrationNumber', rule('crNumber'));
  set('description', checkDescription(form.description));
  set('photo', checkImageUrl(form.photo));
  set('coverPhoto', checkImageUrl(form.coverPhoto));
  return out;
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The body of PATCH users/updateMe for a valid form: empty optional fields become `null` (the server
 * clears them; an empty string would fail its length rules), the slug is lower-cased as stored, and
 * photo/cover are sent only when set (they can be replaced, not removed: A5.5).
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

/** Up to 10 links; a name of letters, digits, `_` or `-` (unique), and an http(s) address (≤ 500). */
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
    else if (url.length > PROFILE_LIMITS.urlMax || !LINK_URL.test(url)) e.url = rule('url');
    return e;
  });
  const list = rows.length > PROFILE_LIMITS.outsideLinksMax ? rule('linksMax', { max: PROFILE_LIMITS.outsideLinksMax }) : undefined;
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

/** The addresses as the server reads them: split on commas, semicolons and spaces, lower case, de-duplicated. */
export function parseInviteEmails(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[,;\s]+/)
        .map((e) => e.trim().toLowerCase())
        .filter((e) => e !== ''),
    ),
  ];
}

export function validateInvite(form: InviteForm): RuleErrors<keyof InviteForm> {
  const out: RuleErrors<keyof InviteForm> = {};
  const emails = parseInviteEmails(form.emails);
  // The server's order: the count first (1 to 10, "Please enter 1 to 10 email addresses"), then each address.
  if (emails.length === 0 || emails.length > PROFILE_LIMITS.invitesMax) out.emails = rule('invitesCount', { max: PROFILE_LIMITS.invitesMax });
  else {
    const bad = emails.find((e) => e.length > 254 || !EMAIL.test(e));
    if (bad) out.emails = rule('inviteEmailInvalid', { email: bad });
  }
  if (form.message.trim().length > PROFILE_LIMITS.inviteMessageMax)
    out.message = rule('inviteMessageMax', { max: PROFILE_LIMITS.inviteMessageMax });
  return out;
}

// --- contact us (notifications ContactUsDto) -----------------------------------------------------

export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

function requiredMax(value: string, max: number): RuleMessage | undefined {
  if (blank(value)) return rule('required');
  return value.trim().length > max ? rule('maxLength', { max }) : undefined;
}

/** Name, e-mail and subject and message required; phone optional, 8 to 13 digits (A5.3). */
export function validateContact(form: ContactForm): RuleErrors<keyof ContactForm> {
  const out: RuleErrors<keyof ContactForm> = {};
  const set = (field: keyof ContactForm, message: RuleMessage | undefined) => {
    if (message) out[field] = message;
  };
  set('name', requiredMax(form.name, PROFILE_LIMITS.contactNameMax));
  set('email', checkEmail(form.email));
  set('phone', checkPhone(form.phone));
  set('subject', requiredMax(form.subject, PROFILE_LIMITS.contactSubjectMax));
  set('message', requiredMax(form.message, PROFILE_LIMITS.contactMessageMax));
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
