import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, type AuthenticatedUser } from '@cf/platform';
import { WizardService } from './wizard.service';

/**
 * The creation wizard's writes (C7.3: "PATCH/POST … per campaign"; both verbs are accepted on step
 * paths) and the items of each step (API.md §6).
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

  @Get('campaigns/:id/completeness')
  completeness(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.wizard.completeness(id, user);
  }

  @HttpCode(200)
  @Post('campaigns/:id/submit-for-review')
  submit(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.wizard.submit(id, user);
  }

  // ---- FAQs --------------------------------------------------------------------------------------
  @Public()
  @Get('equity/campaign-faqs/:id')
  faqs(@Param('id') id: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.wizard.listFaqs(id, user);
  }

  @Post('equity/campaign-faqs/:id')
  addFaq(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.addFaq(id, user, body);
  }

  @Patch('equity/campaign-faqs/:id/:faqId')
  updateFaq(@Param('id') id: string, @Param('faqId') faqId: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.updateFaq(id, faqId, user, body);
  }

  @Delete('equity/campaign-faqs/:id/:faqId')
  removeFaq(@Param('id') id: string, @Param('faqId') faqId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.wizard.removeFaq(id, faqId, user);
  }

  // ---- team members ----------------------------------------------------------------------------
  @HttpCode(200)
  @Post('equity/team-members/resend-email/:id/:memberId')
  resend(@Param('id') id: string, @Param('memberId') memberId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.wizard.resendInvitation(id, memberId, user);
  }

  @Public()
  @Get('equity/team-members/:id')
  team(@Param('id') id: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.wizard.listTeam(id, user);
  }

  @Post('equity/team-members/:id')
  addMember(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.addTeamMember(id, user, body);
  }

  @Patch('equity/team-members/:id/:memberId')
  updateMember(@Param('id') id: string, @Param('memberId') memberId: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.updateTeamMember(id, memberId, user, body);
  }

  @Delete('equity/team-members/:id/:memberId')
  removeMember(@Param('id') id: string, @Param('memberId') memberId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.wizard.removeTeamMember(id, memberId, user);
  }

  // ---- lead investors --------------------------------------------------------------------------
  @Public()
  @Get('equity/lead-investors/:id')
  leads(@Param('id') id: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.wizard.listLeadInvestors(id, user);
  }

  @Post('equity/lead-investors/:id')
  addLead(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.addLeadInvestor(id, user, body);
  }

  @Patch('equity/lead-investors/:id/:leadId')
  updateLead(@Param('id') id: string, @Param('leadId') leadId: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.updateLeadInvestor(id, leadId, user, body);
  }

  @Delete('equity/lead-investors/:id/:leadId')
  removeLead(@Param('id') id: string, @Param('leadId') leadId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.wizard.removeLeadInvestor(id, leadId, user);
  }

  // ---- extras: images, videos, documents --------------------------------------------------------
  @Post('equity/extras-images/:id')
  addImage(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.addImage(id, user, body);
  }

  @Delete('equity/extras-images/:id/:imageId')
  removeImage(@Param('id') id: string, @Param('imageId') imageId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.wizard.removeImage(id, imageId, user);
  }

  @Post('extras-videos/:id')
  addVideo(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.addVideo(id, user, body);
  }

  @Patch('extras-videos/:id/:videoId')
  updateVideo(@Param('id') id: string, @Param('videoId') videoId: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.updateVideo(id, videoId, user, body);
  }

  @Delete('extras-videos/:id/:videoId')
  removeVideo(@Param('id') id: string, @Param('videoId') videoId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.wizard.removeVideo(id, videoId, user);
  }

  @Post('extras-document/:id')
  addDocument(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.addDocument(id, user, body);
  }

  @Patch('extras-document/:id/:documentId')
  updateDocument(@Param('id') id: string, @Param('documentId') documentId: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.updateDocument(id, documentId, user, body);
  }

  @Delete('extras-document/:id/:documentId')
  removeDocument(@Param('id') id: string, @Param('documentId') documentId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.wizard.removeDocument(id, documentId, user);
  }

  // ---- updates ---------------------------------------------------------------------------------
  @Post('equity/updates/:id')
  addUpdate(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.addUpdate(id, user, body);
  }

  @Patch('equity/updates/:id/:updateId')
  editUpdate(@Param('id') id: string, @Param('updateId') updateId: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.wizard.editUpdate(id, updateId, user, body);
  }

  @Delete('equity/updates/:id/:updateId')
  removeUpdate(@Param('id') id: string, @Param('updateId') updateId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.wizard.removeUpdate(id, updateId, user);
  }
}
