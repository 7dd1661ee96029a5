import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ownerDashboardEndpoint } from '@cf/contracts';
import { CurrentUser, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { DashboardService } from './dashboard.service';

/** The owner's dashboard of a campaign (C2.13, C4.16); its comments tab is the comments feature's. */
@ApiTags('campaigns')
@Controller()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @ServeEndpoint(ownerDashboardEndpoint)
  overview(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.dashboard.overview(id, user);
  }
}
