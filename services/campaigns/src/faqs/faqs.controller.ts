import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { addFaqEndpoint, campaignFaqsEndpoint, removeFaqEndpoint, updateFaqEndpoint } from '@cf/contracts';
import { CurrentUser, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { CampaignFaqsService } from './faqs.service';

/** C2.9 step 4: a campaign's FAQs (API.md §6). */
@ApiTags('campaign FAQs')
@Controller()
export class CampaignFaqsController {
  constructor(private readonly faqService: CampaignFaqsService) {}

  @ServeEndpoint(campaignFaqsEndpoint)
  faqs(@Param('id') id: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.faqService.listFaqs(id, user);
  }

  @ServeEndpoint(addFaqEndpoint)
  addFaq(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.faqService.addFaq(id, user, body);
  }

  @ServeEndpoint(updateFaqEndpoint)
  updateFaq(@Param('id') id: string, @Param('faqId') faqId: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.faqService.updateFaq(id, faqId, user, body);
  }

  @ServeEndpoint(removeFaqEndpoint)
  removeFaq(@Param('id') id: string, @Param('faqId') faqId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.faqService.removeFaq(id, faqId, user);
  }
}
