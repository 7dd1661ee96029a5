import { Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { inboxEndpoint, inboxMessageEndpoint, type EndpointParsedQuery } from '@cf/contracts';
import { CurrentUser, EndpointQuery, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { InboxService } from './inbox.service';

@ApiTags('notifications')
@ApiBearerAuth()
@Controller()
export class InboxController {
  constructor(private readonly inbox: InboxService) {}

  @ServeEndpoint(inboxEndpoint)
  list(@CurrentUser() user: AuthenticatedUser, @EndpointQuery(inboxEndpoint) query: EndpointParsedQuery<typeof inboxEndpoint>) {
    return this.inbox.list(user, query.limit);
  }

  @ServeEndpoint(inboxMessageEndpoint)
  message(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.inbox.message(user, id);
  }
}
