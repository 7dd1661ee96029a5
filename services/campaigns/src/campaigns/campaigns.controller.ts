import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly, AppError, CurrentUser, Public, RawResponse, type AuthenticatedUser } from '@cf/platform';
import { BrowseService, type BrowseQuery } from '../browse/browse.service';
import { DashboardService } from '../dashboard/dashboard.service';
import { ReviewService } from '../review/review.service';
import { SocialService } from '../social/social.service';
import { FilesService } from '../storage/files.service';
import { WizardService } from '../wizard/wizard.service';
import { CampaignStore } from './campaign-store';

const signedIn = (user: AuthenticatedUser | undefined): AuthenticatedUser => {
  if (!user) throw AppError.unauthorized();
  return user;
};

/** Browse, detail, files, save/follow, early bird, calculator, owner lists (services/campaigns/API.md §1–4, §7). */
@ApiTags('campaigns')
@Controller('api/v1')
export class CampaignsController {
  constructor(
    private readonly browse: BrowseService,
    private readonly store: CampaignStore,
    private readonly social: SocialService,
    private readonly wizard: WizardService,
    private readonly dashboard: DashboardService,
    private readonly files: FilesService,
  ) {}

  // ---- browse ---------------------------------------------------------------------------------
  @Public()
  @Get('campaigns/equities')
  list(@Query() q: BrowseQuery, @CurrentUser() user?: AuthenticatedUser) {
    return this.browse.browse(q, user);
  }

  @Public()
  @Get('equities/front')
  front(@Query() q: BrowseQuery, @CurrentUser() user?: AuthenticatedUser) {
    return this.browse.browse(q, user);
  }

  @Get('campaigns/my-campaigns')
  mine(@CurrentUser() user: AuthenticatedUser, @Query('tab') tab?: string, @Query('limit') limit?: string) {
    return this.browse.mine(user, tab, limit);
  }

  @Public()
  @Get('campaigns/profile/:slugOrId')
  profile(@Param('slugOrId') slugOrId: string, @Query('limit') limit?: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.browse.ofProfile(slugOrId, limit, user);
  }

  // ---- detail ---------------------------------------------------------------------------------
  @Public()
  @Get('equities/get-signed-url/front')
  signedUrl(@Query('documentId') documentId?: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.social.signedUrl(documentId, user);
  }

  @Public()
  @Get('equities/:slug/front')
  async bySlug(@Param('slug') slug: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.store.full(await this.store.requireVisibleBySlug(slug, user), user);
  }

  @Get('equities/:id')
  async byId(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.store.full(await this.store.requirePrivileged(id, user), user);
  }

  @Public()
  @Get('campaigns/project-return')
  projectReturn(@Query() q: { principal?: string; interestRate?: string; campaignId?: string }, @CurrentUser() user?: AuthenticatedUser) {
    return this.social.projectReturn(q, user);
  }

  @Public()
  @HttpCode(200)
  @Post('campaigns/opening-date/check')
  openingDate(@Body() body: unknown) {
    return this.wizard.checkOpening(body);
  }

  @HttpCode(200)
  @Post('equities/become-early-bird')
  earlyBird(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.social.earlyBird(user, body);
  }

  @Public()
  @Get('campaigns/:id/investors')
  investors(@Param('id') id: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.social.investors(id, user);
  }

  @Public()
  @Get('gallery/:campaignId')
  gallery(@Param('campaignId') id: string, @Query('limit') limit?: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.social.gallery(id, user, limit);
  }

  @Public()
  @Get('equity/updates/:campaignId')
  updates(@Param('campaignId') id: string, @Query('limit') limit?: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.social.updates(id, user, limit);
  }

  @Public()
  @Get('extras-document/:campaignId')
  documents(@Param('campaignId') id: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.social.documents(id, user);
  }

  // ---- files ----------------------------------------------------------------------------------
  @Public()
  @RawResponse()
  @Get('campaigns/files/:key')
  async image(@Param('key') key: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const file = await this.files.readImage(key);
    void reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    return file.bytes;
  }

  @Public()
  @RawResponse()
  @Get('campaigns/documents/:documentId/file')
  async documentFile(
    @Param('documentId') documentId: string,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { file, name } = await this.social.documentFile(documentId, expires, signature);
    void reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(name)}`);
    return file.bytes;
  }

  // ---- saved, follow --------------------------------------------------------------------------
  @Get('saved-campaigns')
  saved(@CurrentUser() user: AuthenticatedUser, @Query('limit') limit?: string) {
    return this.browse.saved(user, limit);
  }

  @Post('saved-campaigns')
  save(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.social.save(user, body);
  }

  @Get('saved-campaigns/get-users/:campaignId')
  savedBy(@Param('campaignId') id: string, @CurrentUser() user: AuthenticatedUser, @Query('limit') limit?: string) {
    return this.social.savedBy(id, user, limit);
  }

  @Delete('saved-campaigns/:id')
  unsave(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.social.unsave(user, id);
  }

  @HttpCode(200)
  @Post('campaigns/:id/follow')
  follow(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.social.follow(id, user);
  }

  @Delete('campaigns/:id/follow')
  unfollow(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.social.unfollow(id, user);
  }

  @Get('campaigns/:id/followers')
  followers(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Query('limit') limit?: string) {
    return this.social.followers(id, user, limit);
  }

  // ---- owner dashboard -----------------------------------------------------------------------
  @Get('campaigns/:id/dashboard')
  overview(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.dashboard.overview(id, user);
  }

  @Get('campaigns/:id/dashboard/comments')
  dashboardComments(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Query() q: { status?: string; limit?: string }) {
    return this.social.dashboardComments(id, user, q);
  }

  // ---- comments (equity/comments/…) -----------------------------------------------------------
  @Public()
  @Get('equity/comments/parent-comments/:parentCommentId')
  replies(@Param('parentCommentId') id: string, @Query('limit') limit?: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.social.replies(id, user, limit);
  }

  @Public()
  @Get('equity/comments/:campaignId')
  comments(@Param('campaignId') id: string, @Query('limit') limit?: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.social.comments(id, user, limit);
  }

  @Post('equity/comments/:campaignId')
  postComment(
    @Param('campaignId') id: string,
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: unknown,
    @Headers('authorization') authorization?: string,
  ) {
    return this.social.postComment(id, signedIn(user), body, authorization);
  }

  @Patch('equity/comments/:commentId')
  editComment(@Param('commentId') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.social.editComment(id, user, body);
  }

  @Delete('equity/comments/:commentId')
  deleteComment(@Param('commentId') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.social.deleteComment(id, user);
  }

  // ---- admin: comments -------------------------------------------------------------------------
  @AdminOnly()
  @Get('campaigns/admin/comments')
  moderationQueue(@Query() q: { status?: string; campaignId?: string; limit?: string }) {
    return this.social.moderationQueue(q);
  }

  @AdminOnly()
  @Patch('campaigns/admin/comments/:commentId')
  moderate(@Param('commentId') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.social.moderate(id, user, body);
  }
}

/** Admin review of campaigns (API.md §8). */
@ApiTags('campaigns admin')
@AdminOnly()
@Controller('api/v1/campaigns/admin/equities')
export class AdminCampaignsController {
  constructor(
    private readonly browse: BrowseService,
    private readonly review: ReviewService,
  ) {}

  @Get()
  list(@Query() q: BrowseQuery) {
    return this.browse.adminList(q);
  }

  @Get(':id')
  preview(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.review.preview(id, user);
  }

  @HttpCode(200)
  @Post(':id/approve')
  approve(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.review.approve(id, user);
  }

  @HttpCode(200)
  @Post(':id/decline')
  decline(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.review.decline(id, user, body);
  }

  @HttpCode(200)
  @Post(':id/hide')
  hide(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.review.hide(id, user);
  }

  @HttpCode(200)
  @Post(':id/unhide')
  unhide(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.review.unhide(id, user);
  }

  @HttpCode(200)
  @Post(':id/close')
  close(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.review.close(id, user, body);
  }
}
