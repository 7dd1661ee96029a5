import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { addLeadInvestorEndpoint, addTeamMemberEndpoint, leadInvestorsEndpoint, removeLeadInvestorEndpoint, removeTeamMemberEndpoint, resendTeamInviteEndpoint, teamMembersEndpoint, updateLeadInvestorEndpoint, updateTeamMemberEndpoint } from '@cf/contracts';
import { CurrentUser, ServeEndpoint, type AuthenticatedUser } from '@cf/platform';
import { TeamService } from './team.service';

/** C3 team members (with their invitation e-mails) and lead investors (API.md §6). */
@ApiTags('campaign team')
@Controller()
export class TeamController {
  constructor(private readonly teamService: TeamService) {}

  @ServeEndpoint(resendTeamInviteEndpoint)
  resend(@Param('id') id: string, @Param('memberId') memberId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.teamService.resendInvitation(id, memberId, user);
  }

  @ServeEndpoint(teamMembersEndpoint)
  team(@Param('id') id: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.teamService.listTeam(id, user);
  }

  @ServeEndpoint(addTeamMemberEndpoint)
  addMember(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.teamService.addTeamMember(id, user, body);
  }

  @ServeEndpoint(updateTeamMemberEndpoint)
  updateMember(
    @Param('id') id: string,
    @Param('memberId') memberId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: unknown,
  ) {
    return this.teamService.updateTeamMember(id, memberId, user, body);
  }

  @ServeEndpoint(removeTeamMemberEndpoint)
  removeMember(@Param('id') id: string, @Param('memberId') memberId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.teamService.removeTeamMember(id, memberId, user);
  }

  @ServeEndpoint(leadInvestorsEndpoint)
  leads(@Param('id') id: string, @CurrentUser() user?: AuthenticatedUser) {
    return this.teamService.listLeadInvestors(id, user);
  }

  @ServeEndpoint(addLeadInvestorEndpoint)
  addLead(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.teamService.addLeadInvestor(id, user, body);
  }

  @ServeEndpoint(updateLeadInvestorEndpoint)
  updateLead(@Param('id') id: string, @Param('leadId') leadId: string, @CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    return this.teamService.updateLeadInvestor(id, leadId, user, body);
  }

  @ServeEndpoint(removeLeadInvestorEndpoint)
  removeLead(@Param('id') id: string, @Param('leadId') leadId: string, @CurrentUser() user: AuthenticatedUser) {
    return this.teamService.removeLeadInvestor(id, leadId, user);
  }
}
