import { Controller, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { userActivityEndpoint, type Language, type ListPage } from '@cf/contracts';
import { clampLimit, CurrentUser, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { RequestLanguage } from '../core/language.decorator';
import { ActivityService, type ActivityView } from './activity.service';

const PAGE_SIZE = 10;

@ApiTags('activity')
@ApiBearerAuth()
@Controller()
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  /** The signed-in user's own activity log, newest first; `limit` grows by 10 per page. */
  @ServeEndpoint(userActivityEndpoint)
  list(
    @CurrentUser() user: AuthenticatedUser,
    @RequestLanguage() language: Language,
    @Query('limit') limit?: string,
  ): Promise<ListPage<ActivityView>> {
    return this.activity.listForUser(user.id, clampLimit(limit, PAGE_SIZE), language);
  }
}
