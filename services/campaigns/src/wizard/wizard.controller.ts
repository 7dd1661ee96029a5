import { Body, Controller, Headers, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@cf/platform';
import { WizardService } from './wizard.service';

/**
 * Creating a campaign and the wizard's six steps (C7.3: "PATCH/POST … per campaign"; both verbs are
 * accepted on step paths). The steps' items and the submission are controllers of their own.
 */
@ApiTags('campaign wizard')
@Controller('api/v1')
export class WizardController {
  constructor(private readonly wizard: WizardService) {}

  @Post('campaigns/equities')
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown, @Headers('authorization') authorization?: string) {
    return this.wizard.create(user, body, authorization);
  }

  @Patch('equity/company-profile/:id')
  companyProfile(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.companyProfile(id, user, body);
  }

  @HttpCode(200)
  @Post('equity/company-profile/:id')
  companyProfilePost(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.companyProfile(id, user, body);
  }

  @Patch('campaign/fundraising-detail/:id')
  fundraising(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.fundraising(id, user, body);
  }

  @HttpCode(200)
  @Post('campaign/fundraising-detail/:id')
  fundraisingPost(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.fundraising(id, user, body);
  }

  @Patch('campaign/campaign-terms/:id')
  terms(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.terms(id, user, body);
  }

  @HttpCode(200)
  @Post('campaign/campaign-terms/:id')
  termsPost(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.terms(id, user, body);
  }

  @Patch('campaign/campaign-story/:id')
  story(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.story(id, user, body);
  }

  @HttpCode(200)
  @Post('campaign/campaign-story/:id')
  storyPost(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.story(id, user, body);
  }

  @Patch('campaign/extras-info/:id')
  extras(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.extras(id, user, body);
  }

  @HttpCode(200)
  @Post('campaign/extras-info/:id')
  extrasPost(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.extras(id, user, body);
  }

  @Patch('campaign/payment-detail/:id')
  paymentDetail(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.paymentDetail(id, user, body);
  }

  @HttpCode(200)
  @Post('campaign/payment-detail/:id')
  paymentDetailPost(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.paymentDetail(id, user, body);
  }
}
