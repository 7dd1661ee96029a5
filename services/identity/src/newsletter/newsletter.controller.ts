import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser, EndpointBody, ServeEndpoint } from '@cf/platform';
import { currentUserSubscribeEndpoint, visitorSubscribeEndpoint, type EndpointParsedBody } from '@cf/contracts';
import { NewsletterService } from './newsletter.service';

@ApiTags('identity: newsletter')
@Controller()
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** A7.4 users/current-user-newsletter-subscribe (email?) */
  @ServeEndpoint(currentUserSubscribeEndpoint)
  subscribeMe(@CurrentUser() user: AuthenticatedUser, @EndpointBody(currentUserSubscribeEndpoint) dto: EndpointParsedBody<typeof currentUserSubscribeEndpoint>) {
    return this.newsletter.subscribeCurrentUser(user, dto.email);
  }

  /** Visitors (footer form). */
  @ServeEndpoint(visitorSubscribeEndpoint)
  subscribe(@EndpointBody(visitorSubscribeEndpoint) dto: EndpointParsedBody<typeof visitorSubscribeEndpoint>, @CurrentUser() user: AuthenticatedUser | undefined) {
    return this.newsletter.subscribe(dto.email, user?.id ?? null);
  }
}
