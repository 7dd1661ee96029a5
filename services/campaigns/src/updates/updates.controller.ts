import { Body, Controller, Delete, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@cf/platform';
import { CampaignUpdatesService } from './updates.service';

/** C1.2: the owner's updates to a campaign (API.md §6). */
@ApiTags('campaign updates')
@Controller('api/v1')
export class CampaignUpdatesController {
  constructor(private readonly updates: CampaignUpdatesService) {}

  @Post('equity/updates/:id')
  addUpdate(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.updates.addUpdate(id, user, body);
  }

  @Patch('equity/updates/:id/:updateId')
  editUpdate(@Param('id') id: string, @Param('updateId') updateId: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.updates.editUpdate(id, updateId, user, body);
  }

  @Delete('equity/updates/:id/:updateId')
  removeUpdate(@Param('id') id: string, @Param('updateId') updateId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.updates.removeUpdate(id, updateId, user);
  }
}
