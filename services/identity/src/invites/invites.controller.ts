import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@cf/platform';
import { SendInvitesDto } from './invites.dto';
import { InvitesService } from './invites.service';

@ApiTags('identity: invites')
@ApiBearerAuth()
@Controller('api/v1/users')
export class InvitesController {
  constructor(private readonly invites: InvitesService) {}

  /** A7.4 POST users/send-invites (emails[1..10], message?) */
  @HttpCode(200)
  @Post('send-invites')
  send(@CurrentUser() user: AuthenticatedUser, @Body() dto: SendInvitesDto) {
    return this.invites.send(user, dto.emails, dto.message);
  }
}
