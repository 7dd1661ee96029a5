import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Language, ListPage } from '@cf/contracts';
import { AdminOnly, clampLimit, CurrentUser, Public, translate, type AuthenticatedUser } from '@cf/platform';
import { RequestLanguage } from '../common/language.decorator';
import { ContactUsService } from './contact-us.service';
import { ContactUsDto } from './dtos/contact-us.dto';
import type { ContactMessage } from './entities/contact-message.entity';

const PAGE_SIZE = 10;

@ApiTags('contact-us')
@Controller('api/v1/contact-us')
export class ContactUsController {
  constructor(private readonly contactUs: ContactUsService) {}

  /** Public contact form; answers the translated "inquiry sent" message (A8.6). */
  @Public()
  @Post()
  @HttpCode(201)
  async send(
    @Body() dto: ContactUsDto,
    @RequestLanguage() language: Language,
    @CurrentUser() user?: AuthenticatedUser,
  ): Promise<{ id: string; message: string }> {
    const saved = await this.contactUs.receive(dto, language, user?.id ?? null);
    return { id: saved.id, message: translate('notifications.inquirySent', language) };
  }

  /** Administrators read the messages, newest first; `limit` grows by 10 per page. */
  @AdminOnly()
  @Get()
  list(@Query('limit') limit?: string): Promise<ListPage<ContactMessage>> {
    return this.contactUs.list(clampLimit(limit, PAGE_SIZE));
  }
}
