import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, type AuthenticatedUser } from '@cf/platform';
import { TeamService } from './team.service';

/** C3 team members (with their invitation e-mails) and lead investors (API.md §6). */
@ApiTags('campaign team')
@Controller('api/v1')
export class TeamController {
  constructor(private readonly teamService: TeamService) {}

  @HttpCode(200)
  @Post('equity/team-members/resend-email/:id/:memberId')
  resend(@Param('id') id: string, @Param('memberId') memberId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.teamService.resendInvitation(id, memberId, user);
  }

  @Public()
  @Get('equity/team-members/:id')
  team(@Param('id') id: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.teamService.listTeam(id, user);
  }

  @Post('equity/team-members/:id')
  addMember(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.teamService.addTeamMember(id, user, body);
  }

  @Patch('equity/team-members/:id/:memberId')
  updateMember(
    @Param('id') id: string,
    @Param('memberId') memberId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: unknown,
  ) {
    return this.teamService.updateTeamMember(id, memberId, user, body);
  }

  @Delete('equity/team-members/:id/:memberId')
  removeMember(@Param('id') id: string, @Param('memberId') memberId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.teamService.removeTeamMember(id, memberId, user);
  }

  @Public()
  @Get('equity/lead-investors/:id')
  leads(@Param('id') id: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.teamService.listLeadInvestors(id, user);
  }

  @Post('equity/lead-investors/:id')
  addLead(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.teamService.addLeadInvestor(id, user, body);
  }

  @Patch('equity/lead-investors/:id/:leadId')
  updateLead(@Param('id') id: string, @Param('leadId') leadId: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.teamService.updateLeadInvestor(id, leadId, user, body);
  }

  @Delete('equity/lead-investors/:id/:leadId')
  removeLead(@Param('id') id: string, @Param('leadId') leadId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.teamService.removeLeadInvestor(id, leadId, user);
  }
}
