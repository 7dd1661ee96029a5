import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { achSettingsFrontEndpoint, type HomeSectionsFront, type PaymentGatewayOption, type SiteSettingsFront, type SocialProviderSetting, campaignSettingsFrontEndpoint, childAccountSettingsFrontEndpoint, homeSectionsEndpoint, homeSectionsFrontEndpoint, metaSettingsEndpoint, metaSettingsFrontEndpoint, paymentGatewaysEndpoint, revenueSettingsFrontEndpoint, settingsSectionsEndpoint, siteSettingsEndpoint, siteSettingsFrontEndpoint, socialSignupEndpoint, socialSignupProviderEndpoint, updateAchSettingsEndpoint, updateCampaignSettingsEndpoint, updateChildAccountSettingsEndpoint, updateHomeSectionsEndpoint, updateMetaSettingsEndpoint, updatePaymentGatewaysEndpoint, updateRevenueSettingsEndpoint, updateSiteSettingsEndpoint, updateSocialSignupEndpoint } from '@cf/contracts';
import { AppError, type AuthenticatedUser, CurrentUser, ServeEndpoint } from '@cf/platform';
import { LanguageQuery, type LanguageHints } from '../core/language';
import { localize, type LocalizedText } from '../core/localized';
import { LanguageResolver } from '../core/language-resolver';
import type { SectionName, SectionValues } from '../core/settings.definitions';
import { SettingsService } from './settings.service';
import { homeSectionsView, PAYMENT_GATEWAY_NAMES, SOCIAL_PROVIDERS, socialProviderView, type SocialProvider } from './settings.views';

/**
 * Site configuration (A3.5, A7.8): public reads for the front end (`…/front`), administrator
 * reads with every translation, and partial PATCHes per section.
 */
@ApiTags('settings')
@Controller()
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly languages: LanguageResolver,
  ) {}

  private patch<S extends SectionName>(section: S, body: unknown, user: AuthenticatedUser | undefined): Promise<SectionValues<S>> {
    return this.settings.update(section, body, user?.id ?? null);
  }

  // ---- site-setting -------------------------------------------------------------------------

  /** Logo, colours, time zone, analytics, maintenance mode, wallet module, admin-only creation, and the site name. */
  @ServeEndpoint(siteSettingsFrontEndpoint)
  async siteFront(@LanguageQuery() hints: LanguageHints): Promise<SiteSettingsFront> {
    const [site, meta, language] = await Promise.all([this.settings.get('site'), this.settings.get('meta'), this.languages.resolve(hints)]);
    return {
      ...site,
      siteName: localize(meta.siteName as LocalizedText, language),
      metaDescription: localize(meta.metaDescription as LocalizedText, language),
    };
  }

  @ServeEndpoint(siteSettingsEndpoint)
  site(): Promise<SectionValues<'site'>> {
    return this.settings.get('site');
  }

  /** Every section with its raw values (administration screens). */
  @ServeEndpoint(settingsSectionsEndpoint)
  sections(): Promise<Record<SectionName, Record<string, unknown>>> {
    return this.settings.getAll();
  }

  @ServeEndpoint(updateSiteSettingsEndpoint)
  updateSite(@Body() body: unknown, @CurrentUser() user?: AuthenticatedUser): Promise<SectionValues<'site'>> {
    return this.patch('site', body, user);
  }

  // ---- meta-setting -------------------------------------------------------------------------

  @ServeEndpoint(metaSettingsFrontEndpoint)
  async metaFront(@LanguageQuery() hints: LanguageHints): Promise<{ siteName: string; metaDescription: string }> {
    const [meta, language] = await Promise.all([this.settings.get('meta'), this.languages.resolve(hints)]);
    return {
      siteName: localize(meta.siteName as LocalizedText, language),
      metaDescription: localize(meta.metaDescription as LocalizedText, language),
    };
  }

  @ServeEndpoint(metaSettingsEndpoint)
  meta(): Promise<SectionValues<'meta'>> {
    return this.settings.get('meta');
  }

  @ServeEndpoint(updateMetaSettingsEndpoint)
  updateMeta(@Body() body: unknown, @CurrentUser() user?: AuthenticatedUser): Promise<SectionValues<'meta'>> {
    return this.patch('meta', body, user);
  }

  // ---- campaign, revenue and child-account settings ------------------------------------------

  @ServeEndpoint(campaignSettingsFrontEndpoint)
  campaignFront(): Promise<SectionValues<'campaign'>> {
    return this.settings.get('campaign');
  }

  @ServeEndpoint(updateCampaignSettingsEndpoint)
  updateCampaign(@Body() body: unknown, @CurrentUser() user?: AuthenticatedUser): Promise<SectionValues<'campaign'>> {
    return this.patch('campaign', body, user);
  }

  @ServeEndpoint(revenueSettingsFrontEndpoint)
  revenueFront(): Promise<SectionValues<'revenue'>> {
    return this.settings.get('revenue');
  }

  @ServeEndpoint(updateRevenueSettingsEndpoint)
  updateRevenue(@Body() body: unknown, @CurrentUser() user?: AuthenticatedUser): Promise<SectionValues<'revenue'>> {
    return this.patch('revenue', body, user);
  }

  @ServeEndpoint(childAccountSettingsFrontEndpoint)
  childAccountFront(): Promise<SectionValues<'child-account'>> {
    return this.settings.get('child-account');
  }

  @ServeEndpoint(updateChildAccountSettingsEndpoint)
  updateChildAccount(@Body() body: unknown, @CurrentUser() user?: AuthenticatedUser): Promise<SectionValues<'child-account'>> {
    return this.patch('child-account', body, user);
  }

  // ---- social sign-in (public identifiers only) -----------------------------------------------

  @ServeEndpoint(socialSignupEndpoint)
  async socialSignup(): Promise<SocialProviderSetting[]> {
    const values = await this.settings.get('social-login');
    return (Object.keys(SOCIAL_PROVIDERS) as SocialProvider[]).map((p) => socialProviderView(values, p));
  }

  @ServeEndpoint(socialSignupProviderEndpoint)
  async socialProvider(@Param('provider') provider: string): Promise<SocialProviderSetting> {
    if (!(provider in SOCIAL_PROVIDERS)) throw AppError.notFound('site.unknownProvider');
    return socialProviderView(await this.settings.get('social-login'), provider as SocialProvider);
  }

  @ServeEndpoint(updateSocialSignupEndpoint)
  updateSocial(@Body() body: unknown, @CurrentUser() user?: AuthenticatedUser): Promise<SectionValues<'social-login'>> {
    return this.patch('social-login', body, user);
  }

  // ---- payment gateways ------------------------------------------------------------------------

  /** Every payment method with its switch; no credentials ever leave this service. */
  @ServeEndpoint(paymentGatewaysEndpoint)
  async paymentGateways(@LanguageQuery() hints: LanguageHints): Promise<PaymentGatewayOption[]> {
    const [values, language] = await Promise.all([this.settings.get('payment-gateway'), this.languages.resolve(hints)]);
    return (Object.keys(PAYMENT_GATEWAY_NAMES) as Array<keyof typeof PAYMENT_GATEWAY_NAMES>).map((key) => ({
      key,
      name: localize(PAYMENT_GATEWAY_NAMES[key], language),
      enabled: values[key],
    }));
  }

  @ServeEndpoint(updatePaymentGatewaysEndpoint)
  updatePaymentGateways(@Body() body: unknown, @CurrentUser() user?: AuthenticatedUser): Promise<SectionValues<'payment-gateway'>> {
    return this.patch('payment-gateway', body, user);
  }

  /** ACH settings (A3.5): ownerPayoutEnable, achAutoRepayment, repaymentStatus, achSupport, status. */
  @ServeEndpoint(achSettingsFrontEndpoint)
  achFront(): Promise<SectionValues<'ach'>> {
    return this.settings.get('ach');
  }

  @ServeEndpoint(updateAchSettingsEndpoint)
  updateAch(@Body() body: unknown, @CurrentUser() user?: AuthenticatedUser): Promise<SectionValues<'ach'>> {
    return this.patch('ach', body, user);
  }

  // ---- home page sections ----------------------------------------------------------------------

  @ServeEndpoint(homeSectionsFrontEndpoint)
  async homeFront(@LanguageQuery() hints: LanguageHints): Promise<HomeSectionsFront> {
    const [values, language] = await Promise.all([this.settings.get('home-page'), this.languages.resolve(hints)]);
    return homeSectionsView(values, language);
  }

  @ServeEndpoint(homeSectionsEndpoint)
  home(): Promise<SectionValues<'home-page'>> {
    return this.settings.get('home-page');
  }

  @ServeEndpoint(updateHomeSectionsEndpoint)
  updateHome(@Body() body: unknown, @CurrentUser() user?: AuthenticatedUser): Promise<SectionValues<'home-page'>> {
    return this.patch('home-page', body, user);
  }
}
