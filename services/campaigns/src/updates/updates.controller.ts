import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { addUpdateEndpoint, editUpdateEndpoint, removeUpdateEndpoint } from '@cf/contracts';
import { CurrentUser, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { CampaignUpdatesService } from './updates.service';

/** C1.2: the owner's updates to a campaign (API.md §6). */
@ApiTags('campaign updates')
@Controller()
export class CampaignUpdatesController {
  constructor(private readonly updates: CampaignUpdatesService) {}

  @ServeEndpoint(addUpdateEndpoint)
  addUpdate(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.updates.addUpdate(id, user, body);
  }

  @ServeEndpoint(editUpdateEndpoint)
  editUpdate(@Param('id') id: string, @Param('updateId') updateId: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.updates.editUpdate(id, updateId, user, body);
  }

  @ServeEndpoint(removeUpdateEndpoint)
  removeUpdate(@Param('id') id: string, @Param('updateId') updateId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.updates.removeUpdate(id, updateId, user);
  }
}
