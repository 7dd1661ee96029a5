import { Body, Controller, Headers, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  companyProfileEndpoint,
  companyProfilePostEndpoint,
  createCampaignEndpoint,
  extrasEndpoint,
  extrasPostEndpoint,
  fundraisingEndpoint,
  fundraisingPostEndpoint,
  openingDateCheckEndpoint,
  paymentDetailEndpoint,
  paymentDetailPostEndpoint,
  storyEndpoint,
  storyPostEndpoint,
  termsEndpoint,
  termsPostEndpoint,
  type EndpointParsedBody,
} from '@cf/contracts';
import { CurrentUser, EndpointBody, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { WizardService } from './wizard.service';

/**
 * Creating a campaign and the wizard's six steps (C7.3: "PATCH/POST … per campaign"; both verbs are
 * served on step paths). A step's body is parsed by the service with the contract's schema after it
 * has checked that the caller may edit the campaign. The steps' items and the submission are
 * controllers of their own.
 */
@ApiTags('campaign wizard')
@Controller()
export class WizardController {
  constructor(private readonly wizard: WizardService) {}

  @ServeEndpoint(createCampaignEndpoint)
  create(@CurrentUser() user: AuthenticatedUser, @EndpointBody(createCampaignEndpoint) body: EndpointParsedBody<typeof createCampaignEndpoint>, @Headers('authorization') authorization?: string) {
    return this.wizard.create(user, body.termsSlug, authorization);
  }

  @ServeEndpoint(openingDateCheckEndpoint)
  openingDate(@EndpointBody(openingDateCheckEndpoint) body: EndpointParsedBody<typeof openingDateCheckEndpoint>) {
    return this.wizard.checkOpening(body);
  }

  @ServeEndpoint(companyProfileEndpoint)
  companyProfile(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.companyProfile(id, user, body);
  }

  @ServeEndpoint(companyProfilePostEndpoint)
  companyProfilePost(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.companyProfile(id, user, body);
  }

  @ServeEndpoint(fundraisingEndpoint)
  fundraising(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.fundraising(id, user, body);
  }

  @ServeEndpoint(fundraisingPostEndpoint)
  fundraisingPost(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.fundraising(id, user, body);
  }

  @ServeEndpoint(termsEndpoint)
  terms(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.terms(id, user, body);
  }

  @ServeEndpoint(termsPostEndpoint)
  termsPost(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.terms(id, user, body);
  }

  @ServeEndpoint(storyEndpoint)
  story(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.story(id, user, body);
  }

  @ServeEndpoint(storyPostEndpoint)
  storyPost(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.story(id, user, body);
  }

  @ServeEndpoint(extrasEndpoint)
  extras(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.extras(id, user, body);
  }

  @ServeEndpoint(extrasPostEndpoint)
  extrasPost(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.extras(id, user, body);
  }

  @ServeEndpoint(paymentDetailEndpoint)
  paymentDetail(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.paymentDetail(id, user, body);
  }

  @ServeEndpoint(paymentDetailPostEndpoint)
  paymentDetailPost(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.paymentDetail(id, user, body);
  }
}
