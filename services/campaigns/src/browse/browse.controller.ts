import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  adminCampaignsEndpoint,
  browseEndpoint,
  browseFrontEndpoint,
  followedCampaignsEndpoint,
  myCampaignsEndpoint,
  profileCampaignsEndpoint,
  userCampaignsEndpoint,
  savedCampaignsEndpoint,
  type BrowseQuery,
  type EndpointParsedQuery,
} from '@cf/contracts';
import { CurrentUser, EndpointQuery, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { BrowseService } from './browse.service';

/** Lists of campaign cards: browse (C7.1), the owner's (C7.4), a profile's (C7.6), saved (C7.5), the review list (C1.3). */
@ApiTags('campaigns')
@Controller()
export class BrowseController {
  constructor(private readonly browse: BrowseService) {}

  @ServeEndpoint(browseEndpoint, browseFrontEndpoint)
  list(@EndpointQuery(browseEndpoint) q: BrowseQuery, @CurrentUser() user?: AuthenticatedUser) {
    return this.browse.browse(q, user);
  }

  @ServeEndpoint(myCampaignsEndpoint)
  mine(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(myCampaignsEndpoint) q: EndpointParsedQuery<typeof myCampaignsEndpoint>) {
    return this.browse.mine(user, q.tab, q.limit);
  }

  @ServeEndpoint(profileCampaignsEndpoint, userCampaignsEndpoint)
  profile(@Param('slugOrId') slugOrId: string, @EndpointQuery(profileCampaignsEndpoint) q: EndpointParsedQuery<typeof profileCampaignsEndpoint>, @CurrentUser() user?: AuthenticatedUser) {
    return this.browse.ofProfile(slugOrId, q.limit, user);
  }

  @ServeEndpoint(followedCampaignsEndpoint)
  followed(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(followedCampaignsEndpoint) q: EndpointParsedQuery<typeof followedCampaignsEndpoint>) {
    return this.browse.followed(user, q.limit);
  }

  @ServeEndpoint(savedCampaignsEndpoint)
  saved(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(savedCampaignsEndpoint) q: EndpointParsedQuery<typeof savedCampaignsEndpoint>) {
    return this.browse.saved(user, q.limit);
  }

  @ServeEndpoint(adminCampaignsEndpoint)
  adminList(@EndpointQuery(adminCampaignsEndpoint) q: BrowseQuery) {
    return this.browse.adminList(q);
  }
}
