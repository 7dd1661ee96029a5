import type { AdminUserView, CurrentUserView, LoginUserView, NetworkUserView, PublicProfileView } from '@cf/contracts';
import type { User } from './entities/user.entity';

/** The shapes in which a user leaves identity (never the hash, secrets or lock counters): the contracts' answer types. */


export function loginUserView(user: User): LoginUserView {
  return {
    id: user.id,
    slug: user.slug,
    userType: user.userType,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
  };
}

const OMANI = new Set(['om', 'omn', 'oman', 'omani', 'عمان', 'عماني']);

/** A3.3: an investor whose nationality is not Omani is a foreign investor. Unknown nationality: NO. */
export function isForeignerInvestor(user: Pick<User, 'nationality'>): 'YES' | 'NO' {
  if (!user.nationality) return 'NO';
  return OMANI.has(user.nationality.trim().toLowerCase()) ? 'NO' : 'YES';
}

/** GET users/me (A3.3 current user, with the A3.4 profile fields the edit pages need). */
export function currentUserView(user: User, counts: { followers: number; following: number }): CurrentUserView {
  return {
    id: user.id,
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    fullNameEn: user.fullNameEn,
    fullNameAr: user.fullNameAr,
    profileName: user.profileName,
    slug: user.slug,
    userType: user.userType,
    isAdmin: user.isAdmin,
    language: user.language,
    photo: user.photo,
    coverPhoto: user.coverPhoto,
    description: user.description,
    outsideLinks: user.outsideLinks ?? {},
    investmentsPublic: user.investmentsPublic === true,
    phone: user.phone,
    phoneVerified: user.phoneVerifiedAt !== null,
    pendingPhone: user.pendingPhone,
    nationality: user.nationality,
    countryOfResidence: user.countryOfResidence,
    investorType: user.investorType,
    companyName: user.companyName,
    commercialRegistrationNumber: user.commercialRegistrationNumber,
    // A4.5, A6.3: an accepted verification and at least two paid investments, as verification counts them.
    isChildVerificationAllowed: user.childRegistrationAllowed === true,
    isForeignerInvestor: isForeignerInvestor(user),
    otpPreferenceTool: user.otpPreferenceTool,
    twoFactorAppConfigured: user.totpConfirmedAt !== null,
    hasPassword: user.passwordHash !== null,
    followersCount: counts.followers,
    followingCount: counts.following,
    createdAt: user.createdAt,
  };
}

/** GET users/profile/{slug}: what anyone may see. */
export function publicProfileView(user: User, counts: { followers: number; following: number }, isFollowing: boolean): PublicProfileView {
  return {
    id: user.id,
    slug: user.slug,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    fullNameEn: user.fullNameEn,
    fullNameAr: user.fullNameAr,
    profileName: user.profileName,
    userType: user.userType,
    photo: user.photo,
    coverPhoto: user.coverPhoto,
    description: user.description,
    outsideLinks: user.outsideLinks ?? {},
    investmentsPublic: user.investmentsPublic === true,
    investorType: user.investorType,
    companyName: user.investorType === 'company' ? user.companyName : null,
    followersCount: counts.followers,
    followingCount: counts.following,
    isFollowing,
    createdAt: user.createdAt,
  };
}

/** A row of a follow list. */
export function networkUserView(user: User, followedAt: string): NetworkUserView {
  return {
    id: user.id,
    slug: user.slug,
    firstName: user.firstName,
    lastName: user.lastName,
    fullNameAr: user.fullNameAr,
    photo: user.photo,
    userType: user.userType,
    followedAt,
  };
}

/** A row of the admin list. */
export function adminUserView(user: User): AdminUserView {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullNameAr: user.fullNameAr,
    slug: user.slug,
    userType: user.userType,
    isAdmin: user.isAdmin,
    status: user.disabledAt ? 'inactive' : 'active',
    activated: user.activatedAt !== null,
    otpPreferenceTool: user.otpPreferenceTool,
    phone: user.phone,
    createdAt: user.createdAt,
  };
}
