import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  campaignFollowersEndpoint,
  earlyBirdEndpoint,
  followCampaignEndpoint,
  savedByEndpoint,
  saveCampaignEndpoint,
  unfollowCampaignEndpoint,
  unsaveCampaignEndpoint,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@cf/contracts';
import { CurrentUser, EndpointBody, EndpointQuery, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { FollowingService } from './following.service';

/** Save, follow, early bird (C4.14, C4.16, C7.5). */
@ApiTags('campaigns')
@Controller()
export class FollowingController {
  constructor(private readonly following: FollowingService) {}

  @ServeEndpoint(saveCampaignEndpoint)
  save(@CurrentUser() user: AuthenticatedUser, @EndpointBody(saveCampaignEndpoint) body: EndpointParsedBody<typeof saveCampaignEndpoint>) {
    return this.following.save(user, body.campaignId);
  }

  @ServeEndpoint(unsaveCampaignEndpoint)
  unsave(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.following.unsave(user, id);
  }

  @ServeEndpoint(savedByEndpoint)
  savedBy(@Param('campaignId') id: string, @CurrentUser() user: AuthenticatedUser, @EndpointQuery(savedByEndpoint) q: EndpointParsedQuery<typeof savedByEndpoint>) {
    return this.following.savedBy(id, user, q.limit);
  }

  @ServeEndpoint(followCampaignEndpoint)
  follow(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.following.follow(id, user);
  }

  @ServeEndpoint(unfollowCampaignEndpoint)
  unfollow(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.following.unfollow(id, user);
  }

  @ServeEndpoint(campaignFollowersEndpoint)
  followers(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @EndpointQuery(campaignFollowersEndpoint) q: EndpointParsedQuery<typeof campaignFollowersEndpoint>) {
    return this.following.followers(id, user, q.limit);
  }

  @ServeEndpoint(earlyBirdEndpoint)
  earlyBird(@CurrentUser() user: AuthenticatedUser, @EndpointBody(earlyBirdEndpoint) body: EndpointParsedBody<typeof earlyBirdEndpoint>) {
    return this.following.earlyBird(user, body.campaignId);
  }
}
