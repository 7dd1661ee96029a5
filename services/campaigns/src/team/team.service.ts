import { Injectable } from '@nestjs/common';
import { CampaignTeamChangedV1, leadInvestorPatchSchema, leadInvestorSchema, TeamMemberInvitedV1, teamMemberPatchSchema, teamMemberSchema, type TEAM_CHANGES } from '@cf/contracts';
import { newId, OutboxService, Transactions, translate, type AuthenticatedUser } from '@cf/platform';
import { CampaignItemsRepository } from '../core/campaign-items.repository';
import { CampaignStore } from '../core/campaign-store';
import type { CampaignRow } from '../core/entities/campaign.entity';
import { merge, nowIso, publicUrlOf } from '../core/partial-save';
import { parseBody } from '../core/parse';
import { FilesService } from '../storage/files.service';
import { LeadInvestorRow, TeamMemberRow } from '../core/entities/campaign-items.entity';
import { language, leadInvestorView, teamMemberView } from '../core/campaign-views';

/** C3 team members (invited by e-mail) and lead investors of a campaign. */
@Injectable()
export class TeamService {
  constructor(
    private readonly store: CampaignStore,
    private readonly items: CampaignItemsRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly files: FilesService,
  ) {}

  async listTeam(id: string, user: AuthenticatedUser | undefined) {
    const c = await this.store.requireVisible(id, user);
    const privileged = !!user && (user.isAdmin || user.id === c.ownerId);
    return (await this.items.list(TeamMemberRow, id, { createdAt: 'ASC' })).map((m) => teamMemberView(m, privileged));
  }

  private async invite(c: CampaignRow, member: TeamMemberRow, user: AuthenticatedUser, resent: boolean): Promise<void> {
    const link = `${publicUrlOf(this.store.config)}/campaign-detail-page/${c.slug}`;
    await this.outbox.append(TeamMemberInvitedV1, c.id, {
      campaignId: c.id,
      memberId: member.id,
      email: member.email,
      fullName: member.fullName,
      role: member.role,
      campaignName: c.campaignName ?? c.companyName ?? translate('campaigns.terms.' + c.termsSlug, language()),
      inviterName: c.ownerName ?? user.email,
      link,
      resent,
      language: language(),
    });
  }

  /** A3.18: the change, for the activity log of whoever made it (in the change's transaction). */
  private async changed(c: CampaignRow, user: AuthenticatedUser, change: (typeof TEAM_CHANGES)[number], name: string): Promise<void> {
    await this.outbox.append(CampaignTeamChangedV1, c.id, {
      campaignId: c.id,
      campaignName: c.campaignName ?? c.companyName ?? translate('campaigns.terms.' + c.termsSlug, language()),
      slug: c.slug,
      actorId: user.id,
      change,
      name,
    });
  }

  async addTeamMember(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(teamMemberSchema, body);
    const photo = (await this.files.storedImageUrl(dto.photo, 'personPhoto', 'photo')) ?? null;
    const now = nowIso();
    const row: TeamMemberRow = {
      id: newId(),
      campaignId: c.id,
      fullName: dto.fullName,
      role: dto.role,
      email: dto.email,
      bio: dto.bio,
      bioTranslations: dto.bioTranslations ?? null,
      photo,
      invitationStatus: 'sent',
      invitedAt: now,
      createdAt: now,
      updatedAt: now,
    };
    await this.transactions.run(async () => {
      await this.items.insert(TeamMemberRow, row);
      await this.invite(c, row, user, false);
      await this.changed(c, user, 'member-added', row.fullName);
    });
    return { ...teamMemberView(row, true), message: translate('campaigns.invitationSent', language()) };
  }

  async updateTeamMember(id: string, memberId: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const member = await this.items.require(TeamMemberRow, c.id, memberId);
    const dto = parseBody(teamMemberPatchSchema, body);
    const photo = dto.photo === undefined ? member.photo : ((await this.files.storedImageUrl(dto.photo, 'personPhoto', 'photo')) ?? null);
    const next = { ...merge(member, { ...dto, photo: undefined }), photo, updatedAt: nowIso() };
    await this.transactions.run(async () => {
      await this.items.save(TeamMemberRow, next);
      await this.changed(c, user, 'member-updated', next.fullName);
    });
    return teamMemberView(next, true);
  }

  async removeTeamMember(id: string, memberId: string, user: AuthenticatedUser) {
    const c = await this.store.requireEditable(id, user);
    const member = await this.items.require(TeamMemberRow, c.id, memberId);
    await this.transactions.run(async () => {
      await this.items.remove(TeamMemberRow, c.id, member.id);
      await this.changed(c, user, 'member-removed', member.fullName);
    });
    return { id: member.id };
  }

  /** equity/team-members/resend-email: the invitation again (owner or admin, any status). */
  async resendInvitation(id: string, memberId: string, user: AuthenticatedUser) {
    const c = await this.store.requirePrivileged(id, user);
    const member = await this.items.require(TeamMemberRow, c.id, memberId);
    await this.transactions.run(async () => {
      await this.items.update(TeamMemberRow, c.id, member.id, { invitedAt: nowIso() });
      await this.invite(c, member, user, true);
    });
    return { message: translate('campaigns.invitationSent', language()) };
  }

  async listLeadInvestors(id: string, user: AuthenticatedUser | undefined) {
    await this.store.requireVisible(id, user);
    return (await this.items.list(LeadInvestorRow, id, { createdAt: 'ASC' })).map(leadInvestorView);
  }

  async addLeadInvestor(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(leadInvestorSchema, body);
    const photo = (await this.files.storedImageUrl(dto.photo, 'personPhoto', 'photo')) ?? null;
    const now = nowIso();
    const row: LeadInvestorRow = {
      id: newId(),
      campaignId: c.id,
      investorType: dto.investorType,
      name: dto.name,
      bio: dto.bio,
      photo,
      createdAt: now,
      updatedAt: now,
    };
    await this.transactions.run(async () => {
      await this.items.insert(LeadInvestorRow, row);
      await this.changed(c, user, 'lead-added', row.name);
    });
    return leadInvestorView(row);
  }

  async updateLeadInvestor(id: string, leadId: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const lead = await this.items.require(LeadInvestorRow, c.id, leadId);
    const dto = parseBody(leadInvestorPatchSchema, body);
    const photo = dto.photo === undefined ? lead.photo : ((await this.files.storedImageUrl(dto.photo, 'personPhoto', 'photo')) ?? null);
    const next = { ...merge(lead, { ...dto, photo: undefined }), photo, updatedAt: nowIso() };
    await this.transactions.run(async () => {
      await this.items.save(LeadInvestorRow, next);
      await this.changed(c, user, 'lead-updated', next.name);
    });
    return leadInvestorView(next);
  }

  async removeLeadInvestor(id: string, leadId: string, user: AuthenticatedUser) {
    const c = await this.store.requireEditable(id, user);
    const lead = await this.items.require(LeadInvestorRow, c.id, leadId);
    await this.transactions.run(async () => {
      await this.items.remove(LeadInvestorRow, c.id, lead.id);
      await this.changed(c, user, 'lead-removed', lead.name);
    });
    return { id: lead.id };
  }
}
