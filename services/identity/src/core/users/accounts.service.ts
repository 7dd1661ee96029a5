import { Injectable } from '@nestjs/common';
import { Clock, newId } from '@cf/platform';
import type { Language } from '@cf/contracts';
import { User } from './entities/user.entity';
import { UsersRepository } from './users.repository';

export interface NewAccount {
  id?: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  language: Language;
  userType?: string;
  isAdmin?: boolean;
  phone?: string | null;
  activated: boolean;
  fullNameEn?: string | null;
  fullNameAr?: string | null;
  photo?: string | null;
  nationality?: string | null;
  countryOfResidence?: string | null;
}

/** Makes user rows with every default in one place (sign-up, social sign-in, demo seed). */
@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly clock: Clock,
  ) {}

  async create(input: NewAccount): Promise<User> {
    const now = this.clock.nowIso();
    const user: User = {
      id: input.id ?? newId(),
      email: input.email.trim().toLowerCase(),
      firstName: input.firstName,
      middleName: null,
      lastName: input.lastName,
      fullNameEn: input.fullNameEn ?? `${input.firstName} ${input.lastName}`.slice(0, 120),
      fullNameAr: input.fullNameAr ?? null,
      profileName: null,
      slug: await this.users.uniqueSlug(input.firstName, input.lastName),
      userType: input.userType ?? 'investor',
      isAdmin: input.isAdmin ?? false,
      language: input.language,
      passwordHash: input.passwordHash,
      passwordChangedAt: input.passwordHash ? now : null,
      activatedAt: input.activated ? now : null,
      disabledAt: null,
      phone: input.phone ?? null,
      phoneVerifiedAt: null,
      pendingPhone: null,
      otpPreferenceTool: 'NONE',
      totpSecret: null,
      totpConfirmedAt: null,
      totpPendingSecret: null,
      totpLastStep: null,
      nationality: input.nationality ?? null,
      countryOfResidence: input.countryOfResidence ?? null,
      investorType: null,
      childRegistrationAllowed: false,
      guardianStandingVersion: 0,
      companyName: null,
      commercialRegistrationNumber: null,
      description: null,
      outsideLinks: null,
      investmentsPublic: false,
      photo: input.photo ?? null,
      coverPhoto: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.users.insert(user);
    return user;
  }
}
