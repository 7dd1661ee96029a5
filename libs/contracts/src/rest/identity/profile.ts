import * as z from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '../../http/envelope';
import { defineEndpoint } from '../define-endpoint';
import { ARABIC_NAME, before, blankAsNull, CR_NUMBER, ENGLISH_NAME, IDENTITY_LIMITS, IMAGE_URL, LINK_NAME, LINK_URL, pageLimit, requiredString, SLUG } from './fields';
import { currentUserSchema, followAnswerSchema, imageUploadedSchema, profileNetworkSchema, profileUpdatedSchema, publicProfileSchema } from './answers';

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');
/** Optional text: absent leaves it, null or an empty text clears it. */
const clearable = <S extends z.ZodMiniType>(schema: S, tidy?: (text: string) => string) => before(blankAsNull(tidy), z.nullish(schema));
const englishName = () => requiredString().check(z.maxLength(IDENTITY_LIMITS.nameMax, 'identity.nameTooLong'), z.regex(ENGLISH_NAME, 'identity.nameEnglish'));
const imageUrl = () =>
  requiredString('common.required', 'identity.urlInvalid').check(z.maxLength(IDENTITY_LIMITS.imageUrlMax, 'identity.urlInvalid'), z.regex(IMAGE_URL, 'identity.urlInvalid'));

/** outsideLinks: up to 10 named links, each empty or an http(s) URL of at most 500 characters. */
export const outsideLinksSchema = z
  .record(z.string('identity.urlInvalid').check(z.maxLength(30, 'identity.urlInvalid')), z.string('identity.urlInvalid').check(z.maxLength(IDENTITY_LIMITS.imageUrlMax, 'identity.urlInvalid')), 'identity.urlInvalid')
  .check(
  z.refine(
    (links) =>
      Object.keys(links).length <= IDENTITY_LIMITS.outsideLinksMax &&
      Object.entries(links).every(([name, url]) => LINK_NAME.test(name) && url.length <= IDENTITY_LIMITS.imageUrlMax && (url === '' || LINK_URL.test(url))),
    'identity.urlInvalid',
  ),
);

/** PATCH users/updateMe: the A3.4 profile fields; absent fields stay as they are, null clears optional ones. */
export const updateMeSchema = z.object({
  firstName: z.optional(englishName()),
  lastName: z.optional(englishName()),
  middleName: clearable(z.string('identity.nameEnglish').check(z.maxLength(IDENTITY_LIMITS.nameMax, 'identity.nameTooLong'), z.regex(ENGLISH_NAME, 'identity.nameEnglish'))),
  /** Full name in English. */
  fullNameEn: clearable(z.string('identity.nameEnglish').check(z.maxLength(IDENTITY_LIMITS.fullNameMax, 'identity.fullNameTooLong'), z.regex(ENGLISH_NAME, 'identity.nameEnglish')), collapse),
  /** Full name in Arabic. */
  fullNameAr: clearable(z.string('identity.nameArabic').check(z.maxLength(IDENTITY_LIMITS.fullNameMax, 'identity.fullNameTooLong'), z.regex(ARABIC_NAME, 'identity.nameArabic')), collapse),
  profileName: before(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.nullish(z.string('identity.profileNameShort').check(z.minLength(IDENTITY_LIMITS.profileNameMin, 'identity.profileNameShort'), z.maxLength(IDENTITY_LIMITS.profileNameMax, 'identity.profileNameTooLong'))),
  ),
  /** Letters, numbers and hyphens, at least 2 (stored in lower case). */
  slug: z.optional(requiredString('common.required', 'identity.slugInvalid').check(z.toLowerCase(), z.maxLength(60, 'identity.slugInvalid'), z.regex(SLUG, 'identity.slugInvalid'))),
  /** Country code (ISO 3166-1 alpha-2) or name. */
  nationality: clearable(z.string('common.invalidFormat').check(z.maxLength(60, 'common.invalidFormat'))),
  countryOfResidence: clearable(z.string('common.invalidFormat').check(z.maxLength(60, 'common.invalidFormat'))),
  investorType: z.nullish(z.enum(['individual', 'company'], 'identity.investorTypeInvalid')),
  companyName: clearable(z.string('common.invalidFormat').check(z.maxLength(IDENTITY_LIMITS.companyNameMax, 'common.invalidFormat'))),
  /** Commercial registration number. */
  commercialRegistrationNumber: clearable(z.string('identity.crNumberInvalid').check(z.maxLength(40, 'identity.crNumberInvalid'), z.regex(CR_NUMBER, 'identity.crNumberInvalid'))),
  description: clearable(z.string('common.invalidFormat').check(z.maxLength(IDENTITY_LIMITS.descriptionMax, 'identity.descriptionTooLong'))),
  outsideLinks: z.nullish(outsideLinksSchema),
  /** A5.5: photo and cover photo are required: they can be replaced, not removed. */
  photo: z.optional(imageUrl()),
  coverPhoto: z.optional(imageUrl()),
  language: z.optional(z.enum(SUPPORTED_LANGUAGES, 'identity.languageInvalid')),
  /** Show the campaigns I invested in on my public profile (issue 38). */
  investmentsPublic: z.optional(z.boolean('common.invalidFormat')),
});
export type UpdateMeRequest = z.input<typeof updateMeSchema>;

export const meEndpoint = defineEndpoint({
  method: 'GET',
  path: 'users/me',
  access: 'user',
  context: 'identity',
  answer: currentUserSchema,
  summary: 'A3.3 The signed-in user with the profile fields.',
});

export const updateMeEndpoint = defineEndpoint({
  method: 'PATCH',
  path: 'users/updateMe',
  access: 'user',
  context: 'identity',
  answer: profileUpdatedSchema,
  summary: 'A3.4 Update the profile (A5.5: names, profile name 3 to 60, slug of letters, numbers and hyphens, description up to 200, links, photos).',
  body: updateMeSchema,
});

/** The image as a data URL: PNG or JPEG, under 2 MB decoded (no multipart dependency). */
/** A data URL of at most 2 MB of image (about 2.8 million characters of base64). */
export const uploadImageSchema = z.object({ image: requiredString('identity.imageRequired').check(z.maxLength(IDENTITY_LIMITS.imageDataUrlMax, 'identity.imageTooLarge')) });

export const uploadPhotoEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/upload-photo',
  access: 'user',
  context: 'identity',
  answer: imageUploadedSchema,
  summary: 'A5.5 Replace the profile photo (PNG or JPEG under 2 MB, at least 200 × 200).',
  body: uploadImageSchema,
});

export const uploadCoverPhotoEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/upload-cover-photo',
  access: 'user',
  context: 'identity',
  answer: imageUploadedSchema,
  summary: 'A5.5 Replace the cover photo (PNG or JPEG under 2 MB, at least 1200 × 400).',
  body: uploadImageSchema,
});

export const photoEndpoint = defineEndpoint({
  method: 'GET',
  path: 'users/photos/:key',
  access: 'public',
  context: 'identity',
  summary: 'A stored profile or cover photo (the image itself).',
  produces: ['image/png', 'image/jpeg'],
});

export const publicProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: 'users/profile/:slug',
  access: 'public',
  context: 'identity',
  answer: publicProfileSchema,
  summary: 'A2.8 A user\'s public profile by slug (whether the caller follows them, when signed in).',
});

export const profileNetworkQuerySchema = z.object({
  /** One list; both when absent. */
  type: z.optional(z.enum(['followers', 'following'], 'common.invalidFormat')),
  limit: pageLimit(),
  /** Whose network (the caller's when absent). */
  slug: z.optional(z.string('common.invalidFormat').check(z.maxLength(60, 'common.invalidFormat'))),
  userId: z.optional(z.string('common.invalidFormat').check(z.maxLength(36, 'common.invalidFormat'))),
});

export const profileNetworkEndpoint = defineEndpoint({
  method: 'GET',
  path: 'users/profile-network',
  access: 'public',
  context: 'identity',
  answer: profileNetworkSchema,
  summary: 'A2.8 Followers and following of a user (the caller by default), page × 10.',
  query: profileNetworkQuerySchema,
});

export const profileNetworkOfEndpoint = defineEndpoint({
  method: 'GET',
  path: 'users/profile-network/:slug',
  access: 'public',
  context: 'identity',
  answer: profileNetworkSchema,
  summary: 'A2.8 Followers and following of the user with this slug, page × 10.',
  query: profileNetworkQuerySchema,
});

export const followEndpoint = defineEndpoint({
  method: 'POST',
  path: 'users/follow/:userId',
  access: 'user',
  context: 'identity',
  answer: followAnswerSchema,
  summary: 'A2.8 Follow a user.',
});

export const unfollowEndpoint = defineEndpoint({
  method: 'DELETE',
  path: 'users/follow/:userId',
  access: 'user',
  context: 'identity',
  answer: followAnswerSchema,
  summary: 'A2.8 Stop following a user.',
});


