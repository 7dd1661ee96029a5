import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { campaignCloseEndpoint, startCampaignCloseEndpoint } from '@cf/contracts';
import { CurrentUser, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { ClosingService } from './closing.service';

/** A campaign's close: started by an administrator (or by the sweep on its date), followed by its owner. */
@ApiTags('investments')
@Controller()
export class ClosingController {
  constructor(private readonly closing: ClosingService) {}

  @ServeEndpoint(startCampaignCloseEndpoint)
  close(@Param('campaignId') campaignId: string) {
    return this.closing.close(campaignId, 'admin');
  }

  @ServeEndpoint(campaignCloseEndpoint)
  closeOf(@CurrentUser() user: AuthenticatedUser, @Param('campaignId') campaignId: string) {
    return this.closing.closeOf(user, campaignId);
  }
}
