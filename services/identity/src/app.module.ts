import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule } from '@cf/platform';
import { AdminModule } from './admin/admin.module';
import { CaptchaChallenge } from './captcha/entities/captcha-challenge.entity';
import { CaptchaModule } from './captcha/captcha.module';
import type { IdentityConfig } from './config/env';
import { EmailPreference } from './email-preferences/entities/email-preference.entity';
import { EmailPreferencesModule } from './email-preferences/email-preferences.module';
import './i18n/messages';
import { Invite } from './invites/entities/invite.entity';
import { InvitesModule } from './invites/invites.module';
import { SigningKey } from './core/keys/entities/signing-key.entity';
import { KeysModule } from './keys/keys.module';
import { SocialIdentity } from './login/entities/social-identity.entity';
import { LoginThrottle } from './login/entities/login-throttle.entity';
import { LoginModule } from './login/login.module';
import { IdentityTables1760000000000 } from './migrations/1760000000000-identity-tables';
import { LoginThrottles1760000000100 } from './migrations/1760000000100-login-throttles';
import { SealedTotpSecrets1760000000200 } from './migrations/1760000000200-sealed-totp-secrets';
import { NewsletterSubscription } from './newsletter/entities/newsletter-subscription.entity';
import { NewsletterModule } from './newsletter/newsletter.module';
import { PasswordModule } from './password/password.module';
import { PhoneModule } from './phone/phone.module';
import { Follow } from './profile/entities/follow.entity';
import { ProfileModule } from './profile/profile.module';
import { RegistrationModule } from './registration/registration.module';
import { Session } from './core/sessions/entities/session.entity';
import { IdentityCoreModule } from './core/core.module';
import { TwoFactorModule } from './two-factor/two-factor.module';
import { OneTimeCode } from './core/users/entities/one-time-code.entity';
import { User } from './core/users/entities/user.entity';
import { UserToken } from './core/users/entities/user-token.entity';
import { GuardiansModule } from './guardians/guardians.module';
import { ChildHandover } from './guardians/child-handover.entity';
import { ChildHandovers1760000000400 } from './migrations/1760000000400-child-handovers';
import { InvestmentsPublic1760000000500 } from './migrations/1760000000500-investments-public';
import { GuardianStanding1760000000300 } from './migrations/1760000000300-guardian-standing';

export const IDENTITY_ENTITIES = [
  User,
  UserToken,
  OneTimeCode,
  SigningKey,
  Session,
  CaptchaChallenge,
  SocialIdentity,
  LoginThrottle,
  Follow,
  Invite,
  NewsletterSubscription,
  EmailPreference,
  ChildHandover,
];
export const IDENTITY_MIGRATIONS = [IdentityTables1760000000000, LoginThrottles1760000000100, SealedTotpSecrets1760000000200, GuardianStanding1760000000300, ChildHandovers1760000000400, InvestmentsPublic1760000000500];

@Module({})
export class AppModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forService(config.platform, { entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS }),
        IdentityCoreModule.register(config),
        KeysModule,
        CaptchaModule,
        RegistrationModule,
        LoginModule,
        TwoFactorModule,
        PhoneModule,
        PasswordModule,
        ProfileModule,
        InvitesModule,
        NewsletterModule,
        EmailPreferencesModule,
        AdminModule,
        GuardiansModule,
      ],
    };
  }
}
