import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ListPage } from '@cf/contracts';
import { clampLimit, CurrentUser, type AuthenticatedUser } from '@cf/platform';
import { UpdateNotificationDto } from './dtos/update-notification.dto';
import { UserNotificationsService, type NotificationView } from './user-notifications.service';

const PAGE_SIZE = 10;

@ApiTags('user-notifications')
@ApiBearerAuth()
@Controller('api/v1/user-notifications')
export class UserNotificationsController {
  constructor(private readonly notifications: UserNotificationsService) {}

  /** The signed-in user's in-app notifications, newest first; `limit` grows by 10 per page. */
  @Get()
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query('limit') limit?: string,
  ): Promise<ListPage<NotificationView> & { unreadCount: number }> {
    return this.notifications.listForUser(user.id, clampLimit(limit, PAGE_SIZE));
  }

  /** Marks one of the user's own notifications read (A4.13: sent before opening the wallet page). */
  @Patch(':id')
  update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: UpdateNotificationDto): Promise<NotificationView> {
    return this.notifications.markRead(user.id, id, body?.isRead ?? true);
  }
}
