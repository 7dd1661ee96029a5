import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminVerificationEndpoint, adminVerificationsEndpoint, decideVerificationEndpoint, type EndpointParsedBody, type EndpointParsedQuery } from '@cf/contracts';
import { clampLimit, CurrentUser, EndpointBody, EndpointQuery, requestLanguage, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { ReviewService } from './review.service';

/** Administrators: the verification queue, one verification with its history, the decision. */
@ApiTags('verification')
@Controller()
export class ReviewController {
  constructor(private readonly review: ReviewService) {}

  @ServeEndpoint(adminVerificationsEndpoint)
  list(@EndpointQuery(adminVerificationsEndpoint) query: EndpointParsedQuery<typeof adminVerificationsEndpoint>) {
    return this.review.list(query.status, clampLimit(query.limit, 20, 100), requestLanguage());
  }

  @ServeEndpoint(adminVerificationEndpoint)
  one(@Param('id') id: string) {
    return this.review.one(id, requestLanguage());
  }

  @ServeEndpoint(decideVerificationEndpoint)
  decide(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @EndpointBody(decideVerificationEndpoint) body: EndpointParsedBody<typeof decideVerificationEndpoint>) {
    return this.review.decide(admin, id, body, requestLanguage());
  }
}
