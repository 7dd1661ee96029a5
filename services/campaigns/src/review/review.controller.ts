import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  approveCampaignEndpoint,
  closeCampaignEndpoint,
  declineCampaignEndpoint,
  hideCampaignEndpoint,
  reviewPreviewEndpoint,
  unhideCampaignEndpoint,
  type EndpointParsedBody,
} from '@cf/contracts';
import { CurrentUser, EndpointBody, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { ReviewService } from './review.service';

/** The administrators' review of campaigns (C1.3). */
@ApiTags('campaigns admin')
@Controller()
export class ReviewController {
  constructor(private readonly review: ReviewService) {}

  @ServeEndpoint(reviewPreviewEndpoint)
  preview(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.review.preview(id, user);
  }

  @ServeEndpoint(approveCampaignEndpoint)
  approve(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.review.approve(id, user);
  }

  @ServeEndpoint(declineCampaignEndpoint)
  decline(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @EndpointBody(declineCampaignEndpoint) body: EndpointParsedBody<typeof declineCampaignEndpoint>) {
    return this.review.decline(id, user, body.reason);
  }

  @ServeEndpoint(hideCampaignEndpoint)
  hide(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.review.hide(id, user);
  }

  @ServeEndpoint(unhideCampaignEndpoint)
  unhide(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.review.unhide(id, user);
  }

  @ServeEndpoint(closeCampaignEndpoint)
  close(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @EndpointBody(closeCampaignEndpoint) body: EndpointParsedBody<typeof closeCampaignEndpoint>) {
    return this.review.close(id, user, body.outcome);
  }
}
