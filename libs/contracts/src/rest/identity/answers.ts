import * as z from 'zod/mini';
import { SUPPORTED_LANGUAGES } from '../../http/envelope';
import { answerCount, answerId, answerText, answerTimestamp, listPageOf } from '../answer-fields';
import { IDENTITY_LIMITS } from './fields';

/**
 * What the identity service answers (issue 35): the shapes in which a user leaves identity, never
 * the password hash, secrets or lock counters. The service's views are these types.
 */
const OTP_TOOL_VALUES = ['NONE', 'EMAIL', '2FA'] as const;
const orNull = <T extends z.core.SomeType>(schema: T) => z.nullable(schema);
const message = () => answerText(500);
const name = () => answerText(IDENTITY_LIMITS.fullNameMax * 2);
const imageUrl = () => orNull(answerText(IDENTITY_LIMITS.imageUrlMax));
/** A data URL the page shows at once (a QR code or a captcha image). */
const inlineImage = () => answerText(200_000);
const outsideLinks = () => z.record(answerText(30), answerText(IDENTITY_LIMITS.imageUrlMax));

/** The user a session belongs to, as sign-in answers it. */
export const loginUserSchema = z.object({
  id: answerId(),
  slug: answerText(60),
  userType: answerText(20),
  email: answerText(254),
  firstName: name(),
  lastName: name(),
  isAdmin: z.boolean(),
});
export type LoginUserView = z.infer<typeof loginUserSchema>;

/** Signed in: the token at the top level of the envelope (A3.2, DESIGN §7). */
export const tokenAnswerSchema = z.object({
  status: z.literal('success'),
  token: answerText(4096),
  expiresIn: answerCount(),
  expirationDate: answerTimestamp(),
  data: z.object({ user: loginUserSchema }),
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** A second factor is needed first (A4.1): no token yet. */
export const challengeAnswerSchema = z.object({
  status: z.literal('success'),
  message: message(),
  data: z.object({ otpPreferenceTool: z.enum(['EMAIL', '2FA']), twoFactorAuthVerified: z.literal('no'), email: answerText(254) }),
});
export type ChallengeAnswer = z.infer<typeof challengeAnswerSchema>;
export const loginAnswerSchema = z.union([tokenAnswerSchema, challengeAnswerSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** An answer that only says what happened, in the caller's language. */
export const messageAnswerSchema = z.object({ message: message() });
/** A code was sent; it works until `expiresAt`. */
export const codeSentSchema = z.object({ message: message(), expiresAt: answerTimestamp() });

/** GET recaptcha/front: an image challenge, or none when the captcha is switched off. */
export const captchaFrontSchema = z.union([
  z.object({ provider: z.literal('image'), captchaId: answerId(), image: inlineImage(), width: answerCount(), height: answerCount(), expiresAt: answerTimestamp() }),
  z.object({ provider: z.literal('none') }),
]);
export type CaptchaFront = z.infer<typeof captchaFrontSchema>;

/** GET users/me: the signed-in user (A3.3) with the A3.4 profile fields the edit pages need. */
export const currentUserSchema = z.object({
  id: answerId(),
  _id: answerId(),
  email: answerText(254),
  firstName: name(),
  middleName: orNull(name()),
  lastName: name(),
  fullNameEn: orNull(name()),
  fullNameAr: orNull(name()),
  profileName: orNull(answerText(IDENTITY_LIMITS.profileNameMax)),
  slug: answerText(60),
  userType: answerText(20),
  isAdmin: z.boolean(),
  language: z.enum(SUPPORTED_LANGUAGES),
  photo: imageUrl(),
  coverPhoto: imageUrl(),
  description: orNull(answerText(IDENTITY_LIMITS.descriptionMax)),
  outsideLinks: outsideLinks(),
  /** The campaigns the person invested in are shown on the public profile (users/get-user-investments). */
  investmentsPublic: z.boolean(),
  phone: orNull(answerText(20)),
  phoneVerified: z.boolean(),
  pendingPhone: orNull(answerText(20)),
  nationality: orNull(answerText(60)),
  countryOfResidence: orNull(answerText(60)),
  investorType: orNull(z.enum(['individual', 'company'])),
  companyName: orNull(answerText(IDENTITY_LIMITS.companyNameMax)),
  commercialRegistrationNumber: orNull(answerText(40)),
  isChildVerificationAllowed: z.boolean(),
  isForeignerInvestor: z.enum(['YES', 'NO']),
  otpPreferenceTool: z.enum(OTP_TOOL_VALUES),
  twoFactorAppConfigured: z.boolean(),
  hasPassword: z.boolean(),
  followersCount: answerCount(),
  followingCount: answerCount(),
  createdAt: answerTimestamp(),
});
export type CurrentUserView = z.infer<typeof currentUserSchema>;

/** The profile changed: what it says now. */
export const profileUpdatedSchema = z.object({ message: message(), user: currentUserSchema });
export type ProfileUpdated = z.infer<typeof profileUpdatedSchema>;
/** A new photo or cover photo: its address and the profile with it. */
export const imageUploadedSchema = z.object({ message: message(), url: answerText(IDENTITY_LIMITS.imageUrlMax), user: currentUserSchema });
export type ImageUploaded = z.infer<typeof imageUploadedSchema>;

/** GET users/profile/{slug}: what anyone may see of a user (A2.8). */
export const publicProfileSchema = z.object({
  id: answerId(),
  slug: answerText(60),
  firstName: name(),
  middleName: orNull(name()),
  lastName: name(),
  fullNameEn: orNull(name()),
  fullNameAr: orNull(name()),
  profileName: orNull(answerText(IDENTITY_LIMITS.profileNameMax)),
  userType: answerText(20),
  photo: imageUrl(),
  coverPhoto: imageUrl(),
  description: orNull(answerText(IDENTITY_LIMITS.descriptionMax)),
  outsideLinks: outsideLinks(),
  investmentsPublic: z.boolean(),
  investorType: orNull(z.enum(['individual', 'company'])),
  companyName: orNull(answerText(IDENTITY_LIMITS.companyNameMax)),
  followersCount: answerCount(),
  followingCount: answerCount(),
  isFollowing: z.boolean(),
  createdAt: answerTimestamp(),
});
export type PublicProfileView = z.infer<typeof publicProfileSchema>;

/** A row of a follow list. */
export const networkUserSchema = z.object({
  id: answerId(),
  slug: answerText(60),
  firstName: name(),
  lastName: name(),
  fullNameAr: orNull(name()),
  photo: imageUrl(),
  userType: answerText(20),
  followedAt: answerTimestamp(),
});
export type NetworkUserView = z.infer<typeof networkUserSchema>;
const networkPage = listPageOf(networkUserSchema, 200);
/** With `type`, one list; without, both. */
export const profileNetworkSchema = z.union([networkPage, z.object({ followers: networkPage, following: networkPage })]);
export type ProfileNetworkView = z.infer<typeof profileNetworkSchema>;
export const followAnswerSchema = z.object({ following: z.boolean(), followersCount: answerCount(), message: message() });
export type FollowAnswer = z.infer<typeof followAnswerSchema>;

/** A3.13: which optional e-mails the user receives. */
export const emailPreferenceSchema = z.object({
  id: answerId(),
  _id: answerId(),
  investedCampaign: z.boolean(),
  savedCampaign: z.boolean(),
  newInvestment: z.boolean(),
  newComment: z.boolean(),
  newUpdateFromOwner: z.boolean(),
  updatedAt: answerTimestamp(),
});
export type EmailPreferenceView = z.infer<typeof emailPreferenceSchema>;

export const signedUpSchema = z.object({ id: answerId(), email: answerText(254), message: message() });
export const activatedSchema = z.object({ id: answerId(), email: answerText(254), activated: z.literal(true), message: message() });
export const subscribedSchema = z.object({ email: answerText(254), message: message() });
export const invitesSentSchema = z.object({ sent: answerCount(), message: message() });
export type InvitesSent = z.infer<typeof invitesSentSchema>;
export const phoneCodeSentSchema = z.object({ phone: answerText(20), expiresAt: answerTimestamp(), message: message() });
export const phoneVerifiedSchema = z.object({ phone: answerText(20), phoneVerified: z.literal(true), message: message() });

/** A7.5 the authenticator's set-up: the QR code (PNG data URL), its secret and otpauth URL. */
export const qrCodeSchema = z.object({ qrCode: inlineImage(), secret: answerText(200), otpauthUrl: answerText(1000), issuer: answerText(200) });
export type QrCodeAnswer = z.infer<typeof qrCodeSchema>;
export const otpToolChangedSchema = z.object({ otpPreferenceTool: z.enum(OTP_TOOL_VALUES), message: message() });

/** A row of the administrators' user list. */
export const adminUserSchema = z.object({
  id: answerId(),
  email: answerText(254),
  firstName: name(),
  lastName: name(),
  fullNameAr: orNull(name()),
  slug: answerText(60),
  userType: answerText(20),
  isAdmin: z.boolean(),
  status: z.enum(['active', 'inactive']),
  activated: z.boolean(),
  otpPreferenceTool: z.enum(OTP_TOOL_VALUES),
  phone: orNull(answerText(20)),
  createdAt: answerTimestamp(),
});
export type AdminUserView = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = listPageOf(adminUserSchema, 200);
export const userStatusChangedSchema = z.extend(adminUserSchema, { message: message() });
