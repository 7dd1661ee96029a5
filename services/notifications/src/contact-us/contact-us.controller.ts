import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { contactMessagesEndpoint, contactUsEndpoint, type EndpointParsedBody, type EndpointParsedQuery, type Language, type ListPage } from '@cf/contracts';
import { clampLimit, CurrentUser, EndpointBody, EndpointQuery, ServeEndpoint, translate, type AuthenticatedUser } from '@cf/platform';
import { RequestLanguage } from '../core/language.decorator';
import { ContactUsService } from './contact-us.service';
import type { ContactMessage } from './entities/contact-message.entity';

const PAGE_SIZE = 10;

@ApiTags('contact-us')
@Controller()
export class ContactUsController {
  constructor(private readonly contactUs: ContactUsService) {}

  /** Public contact form; answers the translated "inquiry sent" message (A8.6). */
  @ServeEndpoint(contactUsEndpoint)
  async send(
    @EndpointBody(contactUsEndpoint) request: EndpointParsedBody<typeof contactUsEndpoint>,
    @RequestLanguage() language: Language,
    @CurrentUser() user?: AuthenticatedUser,
  ): Promise<{ id: string; message: string }> {
    const saved = await this.contactUs.receive(request, language, user?.id ?? null);
    return { id: saved.id, message: translate('notifications.inquirySent', language) };
  }

  /** Administrators read the messages, newest first; `limit` grows by 10 per page. */
  @ServeEndpoint(contactMessagesEndpoint)
  list(@EndpointQuery(contactMessagesEndpoint) query: EndpointParsedQuery<typeof contactMessagesEndpoint>): Promise<ListPage<ContactMessage>> {
    return this.contactUs.list(clampLimit(query.limit, PAGE_SIZE));
  }
}
