import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, type AuthenticatedUser } from '@cf/platform';
import { CampaignFaqsService } from './faqs.service';

/** C2.9 step 4: a campaign's FAQs (API.md §6). */
@ApiTags('campaign FAQs')
@Controller('api/v1')
export class CampaignFaqsController {
  constructor(private readonly faqService: CampaignFaqsService) {}

  @Public()
  @Get('equity/campaign-faqs/:id')
  faqs(@Param('id') id: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.faqService.listFaqs(id, user);
  }

  @Post('equity/campaign-faqs/:id')
  addFaq(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.faqService.addFaq(id, user, body);
  }

  @Patch('equity/campaign-faqs/:id/:faqId')
  updateFaq(@Param('id') id: string, @Param('faqId') faqId: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.faqService.updateFaq(id, faqId, user, body);
  }

  @Delete('equity/campaign-faqs/:id/:faqId')
  removeFaq(@Param('id') id: string, @Param('faqId') faqId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.faqService.removeFaq(id, faqId, user);
  }
}
