/**
 * Shapes of the public REST API as the browser sees them (DESIGN §7, spec A3/A7). Defined here and not
 * imported from @cf/contracts, whose event code pulls node:crypto into a browser bundle. Fields the
 * spec does not pin down are optional and loosely typed; tighten them as the services settle.
 */
export type Language = 'ar' | 'en' | 'fr';
export type YesNo = 'yes' | 'no';

export interface SuccessEnvelope<T> {
  status: 'success';
  data: { data: T };
}
export interface FieldError {
  field: string;
  msg: string;
}
export interface FailEnvelope {
  status: 'fail' | 'error';
  message: string;
  errors?: FieldError[];
  showResendLink?: boolean;
}
export interface ListPage<T> {
  docs: T[];
  totalCount: number;
  displayLoadMore: boolean;
}

/** The sign-in and sign-up bodies are the identity service's REST contracts. */
export type { LoginRequest, SignupRequest } from '@cf/contracts/rest';
import type { LoginUserView as LoginUser } from '@cf/contracts/rest';
export type { LoginUser };
export type OtpPreferenceTool = 'EMAIL' | '2FA';
/** Signed in: the token sits at the top level of the envelope (DESIGN §7). */
export interface LoginSuccess {
  kind: 'signed-in';
  token: string;
  user: LoginUser;
  expiresIn?: number;
}
/** A second factor is needed before a token is issued (A4.1). */
export interface LoginChallenge {
  kind: 'challenge';
  otpPreferenceTool: OtpPreferenceTool;
  twoFactorAuthVerified: YesNo;
  email: string;
}
export type LoginOutcome = LoginSuccess | LoginChallenge;

export type { CaptchaFront as CaptchaChallenge } from '@cf/contracts/rest';

/** A3.3 plus the profile fields users/me returns (identity's contract). */
export type { CurrentUserView as CurrentUser } from '@cf/contracts/rest';

/** The site service's answers (A3.5 settings, A3.6 menus, pages, FAQs, languages): its contracts' types. */
import type {
  ContentPageView as ContentPage,
  FaqView as Faq,
  LanguageView as LanguageOption,
  MenuLinkView as MenuLink,
  MenuType,
  MetaSettingsFront as MetaSettings,
  SettingsValues,
  SiteSettingsFront as SiteSettings,
} from '@cf/contracts/rest';
export type { ContentPage, Faq, LanguageOption, MenuLink, MenuType, MetaSettings, SiteSettings };
export type CampaignSettings = SettingsValues<'campaign'>;

/** A3.7: a notification with the related records it is shown and acted on with (its contract's answer schema). */
export type { NotificationView as UserNotification } from '@cf/contracts/rest';

export type { QrCodeAnswer as QrCodeSetup } from '@cf/contracts/rest';
