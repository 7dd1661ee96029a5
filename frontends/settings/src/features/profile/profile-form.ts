import type { ProfileForm, UserProfile } from '@cf/api-client';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** users/me → the edit form's values (every field a string; nulls become empty). */
export function profileFormOf(user: UserProfile | null | undefined): ProfileForm {
  return {
    firstName: text(user?.firstName),
    middleName: text(user?.middleName),
    lastName: text(user?.lastName),
    fullNameEn: text(user?.fullNameEn),
    fullNameAr: text(user?.fullNameAr),
    profileName: text(user?.profileName),
    slug: text(user?.slug),
    nationality: text(user?.nationality),
    countryOfResidence: text(user?.countryOfResidence),
    investorType: text(user?.investorType),
    companyName: text(user?.companyName),
    commercialRegistrationNumber: text(user?.commercialRegistrationNumber),
    description: text(user?.description),
    photo: text(user?.photo),
    coverPhoto: text(user?.coverPhoto),
  };
}
