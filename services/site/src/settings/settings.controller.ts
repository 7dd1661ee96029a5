import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly, AppError, CurrentUser, Public, type AuthenticatedUser } from '@cf/platform';
import { LanguageQuery, type LanguageHints } from '../common/language';
import { localize, type LocalizedText } from '../common/localized';
import { LanguageResolver } from '../languages/language-resolver';
import type { SectionName, SectionValues } from './settings.definitions';
import { SettingsService } from './settings.service';
import { homeSectionsView, PAYMENT_GATEWAY_NAMES, SOCIAL_PROVIDERS, socialProviderView, type SocialProvider } from './settings.views';

/**
 * Site configuration (A3.5, A7.8): public reads for the front end (`…/front`), administrator
 * reads with every translation, and partial PATCHes per section.
 */
@ApiTags('settings')
@Controller('api/v1')
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
  @Public()
  @Get('site-setting/front')
  async siteFront(@LanguageQuery() hints: LanguageHints): Promise<SectionValues<'site'> & { siteName: string; metaDescription: string }> {
    const [site, meta, language] = await Promise.all([this.settings.get('site'), this.settings.get('meta'), this.languages.resolve(hints)]);
    return {
      ...site,
      siteName: localize(meta.siteName as LocalizedText, language),
      metaDescription: localize(meta.metaDescription as LocalizedText, language),
    };
  }

  @AdminOnly()
  @Get('site-setting')
  site(): Promise<SectionValues<'site'>> {
    return this.settings.get('site');
  }

  /** Every section with its raw values (administration screens). */
  @AdminOnly()
  @Get('site-setting/sections')
  sections(): Promise<Record<SectionName, Record<string, unknown>>> {
    return this.settings.getAll();
  }

  @AdminOnly()
  @Patch('site-setting')
  updateSite(@Body() body: unknown, @CurrentUser() user?: AuthenticatedUser): Promise<SectionValues<'site'>> {
    return this.patch('site', body, user);
  }

  // ---- meta-setting -------------------------------------------------------------------------

  @Public()
  @Get('meta-setting/front')
  async metaFront(@LanguageQuery() hints: LanguageHints): Promise<{ siteName: string; metaDescription: string }> {
    const [meta, language] = await Promise.all([this.settings.get('meta'), this.languages.resolve(hints)]);
    return {
      siteName: localize(meta.siteName as LocalizedText, language),
      metaDescription: localize(meta.metaDescription as LocalizedText, language),
    };
  }

  @AdminOnly()
  @Get('meta-setting')
  meta(): Promise<SectionValues<'meta'>> {
    return this.settings.get('meta');
  }

  @AdminOnly()
  @Patch('meta-setting')
  updateMeta(@Body() body: unknown, @CurrentUser() user?: AuthenticatedUser): Promise<SectionValues<'meta'>> {
    return this.patch('meta', body, user);
  }

  // ---- campaign, revenue and child-account settings ------------------------------------------

  @Public()
  @Get('campaign-setting/front')
  campaignFront(): Promise<SectionValues<'campaign'>> {
    return this.settings.get('campaign');
  }

  @AdminOnly()
  @Patch('campaign-setting')
  updateCampaign(@Body() body: unknown, @CurrentUser() user?: AuthenticatedUser): Promise<SectionValues<'campaign'>> {
    return this.patch('campaign', body, user);
  }

  @Public()
  @Get('revenue-setting/front')
  revenueFront(): Promise<SectionValues<'revenue'>> {
    return this.settings.get('revenue');
  }

  @AdminOnly()
  @Patch('revenue-setting')
  updateRevenue(@Body() body: unknown, @CurrentUser() user?: AuthenticatedUser): Promise<SectionValues<'revenue'>> {
    return this.patch('revenue', body, user);
  }

  @Public()
  @Get('child-account-setting/front')
  childAccountFront(): Promise<SectionValues<'child-account'>> {
    return this.settings.get('child-account');
  }

  @AdminOnly()
  @Patch('child-account-setting')
  updateChildAccount(@Body() body: unknown, @CurrentUser() user?: AuthenticatedUser): Promise<SectionValues<'child-account'>> {
    return this.patch('child-account', body, user);
  }

  // ---- social sign-in (public identifiers only) -----------------------------------------------

  @Public()
  @Get('social-signup')
  async socialSignup(): Promise<Array<ReturnType<typeof socialProviderView>>> {
    const values = await this.settings.get('social-login');
    return (Object.keys(SOCIAL_PROVIDERS) as SocialProvider[]).map((p) => socialProviderView(values, p));
  }

  @Public()
  @Get('social-signup/:provider')
  async socialProvider(@Param('provider') provider: string): Promise<ReturnType<typeof socialProviderView>> {
    if (!(provider in SOCIAL_PROVIDERS)) throw AppError.notFound('site.unknownProvider');
    return socialProviderView(await this.settings.get('social-login'), provider as SocialProvider);
  }

  @AdminOnly()
  @Patch('social-signup')
  updateSocial(@Body() body: unknown, @CurrentUser() user?: AuthenticatedUser): Promise<SectionValues<'social-login'>> {
    return this.patch('social-login', body, user);
  }

  // ---- payment gateways ------------------------------------------------------------------------

  /** Every payment method with its switch; no credentials ever leave this service. */
  @Public()
  @Get('payment-gateway')
  async paymentGateways(@LanguageQuery() hints: LanguageHints): Promise<Array<{ key: string; name: string; enabled: string }>> {
    const [values, language] = await Promise.all([this.settings.get('payment-gateway'), this.languages.resolve(hints)]);
    return (Object.keys(PAYMENT_GATEWAY_NAMES) as Array<keyof typeof PAYMENT_GATEWAY_NAMES>).map((key) => ({
      key,
      name: localize(PAYMENT_GATEWAY_NAMES[key], language),
      enabled: values[key],
    }));
  }

  @AdminOnly()
  @Patch('payment-gateway')
  updatePaymentGateways(@Body() body: unknown, @CurrentUser() user?: AuthenticatedUser): Promise<SectionValues<'payment-gateway'>> {
    return this.patch('payment-gateway', body, user);
  }

  /** ACH settings (A3.5): ownerPayoutEnable, achAutoRepayment, repaymentStatus, achSupport, status. */
  @Public()
  @Get('payment-gateway/ach/front')
  achFront(): Promise<SectionValues<'ach'>> {
    return this.settings.get('ach');
  }

  @AdminOnly()
  @Patch('payment-gateway/ach')
  updateAch(@Body() body: unknown, @CurrentUser() user?: AuthenticatedUser): Promise<SectionValues<'ach'>> {
    return this.patch('ach', body, user);
  }

  // ---- home page sections ----------------------------------------------------------------------

  @Public()
  @Get('content-page/home-page-section/front')
  async homeFront(@LanguageQuery() hints: LanguageHints): Promise<ReturnType<typeof homeSectionsView>> {
    const [values, language] = await Promise.all([this.settings.get('home-page'), this.languages.resolve(hints)]);
    return homeSectionsView(values, language);
  }

  @AdminOnly()
  @Get('content-page/home-page-section')
  home(): Promise<SectionValues<'home-page'>> {
    return this.settings.get('home-page');
  }

  @AdminOnly()
  @Patch('content-page/home-page-section')
  updateHome(@Body() body: unknown, @CurrentUser() user?: AuthenticatedUser): Promise<SectionValues<'home-page'>> {
    return this.patch('home-page', body, user);
  }
}
