import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@cf/platform';
import { UpdateEmailPreferencesDto } from './email-preferences.dto';
import { EmailPreferencesService } from './email-preferences.service';

@ApiTags('identity: email preferences')
@ApiBearerAuth()
@Controller('api/v1/email-preferences')
export class EmailPreferencesController {
  constructor(private readonly preferences: EmailPreferencesService) {}

  /** A7.7 GET email-preferences → { status, data: { data: [ { id, investedCampaign, ... } ] } } */
  @Get()
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.preferences.list(user);
  }

  /** A7.7 PATCH email-preferences/{id} (the five switches) */
  @Patch(':id')
  update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() dto: UpdateEmailPreferencesDto) {
    return this.preferences.update(user, id, dto);
  }
}
