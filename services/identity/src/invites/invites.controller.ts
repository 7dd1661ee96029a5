import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser, EndpointBody, ServeEndpoint } from '@cf/platform';
import { sendInvitesEndpoint, type EndpointParsedBody } from '@cf/contracts';
import { InvitesService } from './invites.service';

@ApiTags('identity: invites')
@ApiBearerAuth()
@Controller()
export class InvitesController {
  constructor(private readonly invites: InvitesService) {}

  /** A7.4 POST users/send-invites (emails[1..10], message?) */
  @ServeEndpoint(sendInvitesEndpoint)
  send(@CurrentUser() user: AuthenticatedUser, @EndpointBody(sendInvitesEndpoint) dto: EndpointParsedBody<typeof sendInvitesEndpoint>) {
    return this.invites.send(user, dto.emails, dto.message);
  }
}
