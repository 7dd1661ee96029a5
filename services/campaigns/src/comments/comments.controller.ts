import { Body, Controller, Headers, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  campaignCommentsEndpoint,
  commentRepliesEndpoint,
  dashboardCommentsEndpoint,
  deleteCommentEndpoint,
  editCommentEndpoint,
  moderateCommentEndpoint,
  moderationQueueEndpoint,
  postCommentEndpoint,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@cf/contracts';
import { CurrentUser, EndpointBody, EndpointQuery, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { CommentsService } from './comments.service';

/**
 * Comments and replies (C4.17). Posting and editing check the campaign and the author first, then
 * the body (with the contract's schema): someone else's comment is 403, a hidden campaign 404.
 */
@ApiTags('campaign comments')
@Controller()
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @ServeEndpoint(commentRepliesEndpoint)
  replies(@Param('parentCommentId') id: string, @EndpointQuery(commentRepliesEndpoint) q: EndpointParsedQuery<typeof commentRepliesEndpoint>, @CurrentUser() user?: AuthenticatedUser) {
    return this.comments.replies(id, user, q.limit);
  }

  @ServeEndpoint(campaignCommentsEndpoint)
  list(@Param('campaignId') id: string, @EndpointQuery(campaignCommentsEndpoint) q: EndpointParsedQuery<typeof campaignCommentsEndpoint>, @CurrentUser() user?: AuthenticatedUser) {
    return this.comments.list(id, user, q.limit);
  }

  @ServeEndpoint(postCommentEndpoint)
  post(@Param('campaignId') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown, @Headers('authorization') authorization?: string) {
    return this.comments.post(id, user, body, authorization);
  }

  @ServeEndpoint(editCommentEndpoint)
  edit(@Param('commentId') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.comments.edit(id, user, body);
  }

  @ServeEndpoint(deleteCommentEndpoint)
  remove(@Param('commentId') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.comments.remove(id, user);
  }

  @ServeEndpoint(dashboardCommentsEndpoint)
  ofOwner(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @EndpointQuery(dashboardCommentsEndpoint) q: EndpointParsedQuery<typeof dashboardCommentsEndpoint>) {
    return this.comments.ofOwner(id, user, q);
  }

  @ServeEndpoint(moderationQueueEndpoint)
  moderationQueue(@EndpointQuery(moderationQueueEndpoint) q: EndpointParsedQuery<typeof moderationQueueEndpoint>) {
    return this.comments.moderationQueue(q);
  }

  @ServeEndpoint(moderateCommentEndpoint)
  moderate(@Param('commentId') id: string, @CurrentUser() user: AuthenticatedUser, @EndpointBody(moderateCommentEndpoint) body: EndpointParsedBody<typeof moderateCommentEndpoint>) {
    return this.comments.moderate(id, user, body.status);
  }
}
