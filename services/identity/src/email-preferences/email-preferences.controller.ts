import { Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser, EndpointBody, ServeEndpoint } from '@cf/platform';
import { emailPreferencesEndpoint, updateEmailPreferencesEndpoint, type EndpointParsedBody } from '@cf/contracts';
import { EmailPreferencesService } from './email-preferences.service';

@ApiTags('identity: email preferences')
@ApiBearerAuth()
@Controller()
export class EmailPreferencesController {
  constructor(private readonly preferences: EmailPreferencesService) {}

  /** A7.7 GET email-preferences → { status, data: { data: [ { id, investedCampaign, ... } ] } } */
  @ServeEndpoint(emailPreferencesEndpoint)
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.preferences.list(user);
  }

  /** A7.7 PATCH email-preferences/{id} (the five switches) */
  @ServeEndpoint(updateEmailPreferencesEndpoint)
  update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @EndpointBody(updateEmailPreferencesEndpoint) dto: EndpointParsedBody<typeof updateEmailPreferencesEndpoint>) {
    return this.preferences.update(user, id, dto);
  }
}
