import { Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { markAllNotificationsReadEndpoint, updateNotificationEndpoint, userNotificationsEndpoint, type EndpointParsedBody, type EndpointParsedQuery, type ListPage } from '@cf/contracts';
import { clampLimit, CurrentUser, EndpointBody, EndpointQuery, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { UserNotificationsService, type NotificationView } from './user-notifications.service';

const PAGE_SIZE = 10;

@ApiTags('user-notifications')
@ApiBearerAuth()
@Controller()
export class UserNotificationsController {
  constructor(private readonly notifications: UserNotificationsService) {}

  /** The signed-in user's in-app notifications, newest first; `limit` grows by 10 per page. */
  @ServeEndpoint(userNotificationsEndpoint)
  list(
    @CurrentUser() user: AuthenticatedUser,
    @EndpointQuery(userNotificationsEndpoint) query: EndpointParsedQuery<typeof userNotificationsEndpoint>,
  ): Promise<ListPage<NotificationView> & { unreadCount: number }> {
    return this.notifications.listForUser(user.id, clampLimit(query.limit, PAGE_SIZE));
  }

  /** "Mark all as read" of the panel and the notifications page. */
  @ServeEndpoint(markAllNotificationsReadEndpoint)
  markAllRead(@CurrentUser() user: AuthenticatedUser): Promise<{ updated: number }> {
    return this.notifications.markAllRead(user.id);
  }

  /** Marks one of the user's own notifications read (A4.13: sent before opening the wallet page). */
  @ServeEndpoint(updateNotificationEndpoint)
  update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @EndpointBody(updateNotificationEndpoint) body: EndpointParsedBody<typeof updateNotificationEndpoint>,
  ): Promise<NotificationView> {
    return this.notifications.markRead(user.id, id, body.isRead ?? true);
  }
}
