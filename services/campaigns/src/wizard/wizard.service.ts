import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CampaignCreatedV1, CampaignSubmittedV1, TeamMemberInvitedV1 } from '@cf/contracts';
import { AppError, newId, OutboxService, translate, ValidationFailedError, type AuthenticatedUser } from '@cf/platform';
import { displayName, IdentityClient, SiteSettingsClient } from '../common/clients';
import { FieldErrors, parseBody, present } from '../common/parse';
import { CampaignStatus, assertTransition } from '../campaigns/domain/campaign-status';
import { checkOpeningDate, isValidDate, isValidTimeZone } from '../campaigns/domain/opening-date';
import { parseVideoUrl } from '../campaigns/domain/video-url';
import { CampaignRow } from '../campaigns/entities/campaign.entity';
import {
  emptyCompanyProfile,
  emptyExtras,
  emptyFundraising,
  emptyPaymentDetail,
  emptyPropertyInfo,
  emptyStory,
  emptyTerms,
} from '../campaigns/entities/campaign-groups';
import {
  CampaignDocumentRow,
  CampaignFaqRow,
  CampaignImageRow,
  CampaignUpdateRow,
  CampaignVideoRow,
  LeadInvestorRow,
  TeamMemberRow,
} from '../campaigns/entities/campaign-items.entity';
import { CampaignStore } from '../campaigns/campaign-store';
import {
  completenessOf,
  documentView,
  faqView,
  imageView,
  language,
  leadInvestorView,
  teamMemberView,
  videoView,
} from '../campaigns/campaign-views';
import { FilesService } from '../storage/files.service';
import { isDataUrl, type ImageSlot } from '../storage/uploads';
import { REQUIRED_FAQS } from './required-faqs';
import {
  COMPANY_REQUIRED,
  companyProfileSchema,
  createSchema,
  documentPatchSchema,
  documentSchema,
  extrasSchema,
  faqPatchSchema,
  faqSchema,
  FUNDRAISING_REQUIRED,
  fundraisingSchema,
  imageSchema,
  leadInvestorSchema,
  paymentDetailSchema,
  storySchema,
  teamMemberSchema,
  termsSchema,
  updatePatchSchema,
  updateSchema,
  videoPatchSchema,
  videoSchema,
} from './wizard-schemas';

const nowIso = (): string => new Date().toISOString();
const DAY_MS = 86_400_000;

/** Merges a partial save: absent keys keep their value, null clears, a value replaces. */
function merge<T extends object>(current: T, patch: Partial<Record<keyof T, unknown>>): T {
  const next = { ...current } as Record<string, unknown>;
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) next[k] = v;
  return next as T;
}

/** ASCII slug from a name, with the id's tail for uniqueness ("campaign-…" for names in other scripts). */
export function slugFor(name: string | null, id: string): string {
  const base = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
  return `${base || 'campaign'}-${id.replace(/-/g, '').slice(-8)}`;
}

/** C1.2 / C2.5–C2.12: the six-step creation wizard, its items, and submission for review. */
@Injectable()
export class WizardService {
  constructor(
    private readonly store: CampaignStore,
    private readonly outbox: OutboxService,
    private readonly site: SiteSettingsClient,
    private readonly identity: IdentityClient,
    private readonly files: FilesService,
  ) {}

  private get manager(): EntityManager {
    return this.store.dataSource.manager;
  }

  // ---- create ---------------------------------------------------------------------------------

  async create(user: AuthenticatedUser, body: unknown, authorization: string | undefined) {
    const { termsSlug } = parseBody(createSchema, body);
    if (!user.isAdmin && user.userType !== 'owner') throw AppError.forbidden('campaigns.ownerModeRequired');
    const [siteFlags, settings] = await Promise.all([this.site.site(), this.site.campaign()]);
    if (siteFlags.onlyAdminCreateCampaign === 'yes' && !user.isAdmin) throw AppError.forbidden('campaigns.onlyAdminCreate');
    const enabled = { equity: settings.equityEnabled, 'equity-with-dividends': settings.equityWithDividendsEnabled, debt: settings.debtEnabled }[termsSlug];
    if (enabled === 'no') throw new AppError('campaigns.typeDisabled', 400);
    const me = await this.identity.me(authorization);
    const id = newId();
    const now = nowIso();
    const timezone = isValidTimeZone(siteFlags.timezone) ? siteFlags.timezone : 'Asia/Muscat';
    await this.store.dataSource.transaction(async (manager) => {
      const limit = this.store.config.campaignLimitPerUser;
      if (!user.isAdmin && (await this.store.unfinishedCount(user.id, manager)) >= limit) throw new AppError('campaigns.campaignLimit', 400, { limit });
      const row = this.store.syncColumns(
        manager.create(CampaignRow, {
          id,
          slug: slugFor(null, id),
          ownerId: user.id,
          ownerEmail: user.email,
          ownerName: displayName(me),
          ownerLanguage: me?.language && ['ar', 'en', 'fr'].includes(me.language) ? me.language : language(),
          status: CampaignStatus.draft,
          statusBeforeHidden: null,
          termsSlug,
          raisedAmount: 0,
          progressBp: 0,
          investorsCount: 0,
          timezone,
          equityCurrencyCode: settings.currencyCode || 'OMR',
          companyProfile: emptyCompanyProfile(),
          fundraising: { ...emptyFundraising(termsSlug, timezone), equityCurrencyCode: 'OMR' },
          propertyInfo: emptyPropertyInfo(),
          terms: emptyTerms(),
          story: emptyStory(),
          extras: emptyExtras(),
          paymentDetail: emptyPaymentDetail(),
          declineReason: null,
          createdAt: now,
          updatedAt: now,
          submittedAt: null,
          approvedAt: null,
          approvedBy: null,
          closedAt: null,
        }),
      );
      await manager.insert(CampaignRow, row);
      let order = 0;
      for (const faq of REQUIRED_FAQS) {
        await manager.insert(CampaignFaqRow, {
          id: newId(),
          campaignId: id,
          question: faq.en,
          questionAr: faq.ar,
          answer: null,
          answerAr: null,
          required: true,
          requiredKey: faq.key,
          sortOrder: order++,
          createdAt: now,
          updatedAt: now,
        });
      }
      await this.outbox.append(manager, CampaignCreatedV1, id, { campaignId: id, ownerId: user.id, termsSlug, slug: row.slug });
    });
    return this.store.full(await this.store.require(id), user);
  }

  // ---- steps ----------------------------------------------------------------------------------

  private async image(value: unknown, slot: ImageSlot, field: string): Promise<string | null | undefined> {
    if (value === undefined || value === null) return value as null | undefined;
    if (isDataUrl(value)) return (await this.files.saveImage(value, slot, field)).url;
    if (typeof value === 'string' && (value === '' || value.startsWith('/api/v1/campaigns/files/') || /^https?:\/\//.test(value))) return value || null;
    throw new AppError('campaigns.imageInvalidFormat', 400);
  }

  private async save(c: CampaignRow, user: AuthenticatedUser) {
    c.updatedAt = nowIso();
    await this.manager.save(CampaignRow, this.store.syncColumns(c));
    return this.store.full(await this.store.require(c.id), user);
  }

  /** Step 1: company info (C3.2); required fields C5.4 checked on the merged result. */
  async companyProfile(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(companyProfileSchema, body);
    const next = merge(c.companyProfile, dto);
    const errors = new FieldErrors();
    for (const field of COMPANY_REQUIRED) if (!present(next[field])) errors.add(field, field === 'companyName' ? 'campaigns.companyNameMin' : 'common.required');
    errors.throwIfAny();
    next.companyLogo = (await this.image(dto.companyLogo, 'companyLogo', 'companyLogo')) ?? (dto.companyLogo === null ? null : c.companyProfile.companyLogo);
    c.companyProfile = next;
    return this.save(c, user);
  }

  /** Step 2: fundraising detail (C5.6, C5.7, C8.4) and property info (C3.3) on the merged result. */
  async fundraising(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(fundraisingSchema, body);
    const settings = await this.site.campaign();
    const { propertyInfo, ...fields } = dto;
    const f = merge(c.fundraising, fields);
    const errors = new FieldErrors();
    for (const field of FUNDRAISING_REQUIRED) if (!present(f[field])) errors.add(field, 'common.required');
    if (f.goal !== null && (f.goal < settings.minimumGoal || f.goal > settings.maximumGoal))
      errors.add('goal', 'campaigns.goalBounds', { minimum: settings.minimumGoal, maximum: settings.maximumGoal });
    if (f.minimumRaise !== null) {
      if (f.minimumRaise < settings.minimumInvestment) errors.add('minimumRaise', 'campaigns.minimumInvestmentBound', { minimum: settings.minimumInvestment });
      if (f.goal !== null && f.minimumRaise >= f.goal) errors.add('minimumRaise', 'campaigns.minimumRaiseBelowGoal');
    }
    if (f.maximumRaise !== null) {
      if (f.goal !== null && f.maximumRaise > f.goal) errors.add('maximumRaise', 'campaigns.maximumAboveGoal');
      if (f.minimumRaise !== null && f.maximumRaise <= f.minimumRaise) errors.add('maximumRaise', 'campaigns.maximumNotAboveMinimum');
    }
    if (f.openDate !== null && !isValidDate(f.openDate)) errors.add('openDate', 'campaigns.invalidOpeningDate');
    if (f.openTime !== null) {
      const check = checkOpeningDate(f.openDate ?? '2000-01-01', f.openTime, f.timezone || 'Asia/Muscat');
      if (!check.ok && check.field === 'openTime') errors.add('openTime', check.error);
    }
    if (!isValidTimeZone(f.timezone)) errors.add('timezone', 'campaigns.invalidTimezone');
    if (f.openDate && f.closeDate && isValidDate(f.openDate)) {
      if (f.openDate > f.closeDate) errors.add('closeDate', 'campaigns.startAfterEnd');
      else if (f.investingType) {
        const days = (Date.parse(f.closeDate) - Date.parse(f.openDate)) / DAY_MS;
        // C9.4: fixed up to fixedMaxDays (90), extendable once live (an admin edit) up to fixedExtendedMaxDays; flexible flexibleMaxDays (365).
        const extending = c.status === CampaignStatus.active && settings.fixedExtendable === 'yes';
        const max = f.investingType === 'fixed' ? (extending ? Math.max(settings.fixedExtendedMaxDays, settings.fixedMaxDays) : settings.fixedMaxDays) : settings.flexibleMaxDays;
        if (days > max) errors.add('closeDate', f.investingType === 'fixed' ? 'campaigns.fixedTooLong' : 'campaigns.flexibleTooLong', { days: max });
      }
    }
    const property = propertyInfo ? merge(c.propertyInfo, propertyInfo) : c.propertyInfo;
    errors.throwIfAny();
    c.fundraising = f;
    c.propertyInfo = property ?? emptyPropertyInfo();
    return this.save(c, user);
  }

  /** Step 2: terms (C3.7, C5.7, C5.8): positive numbers, min ≤ value ≤ max, bounds from configuration. */
  async terms(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(termsSchema, body);
    const t = merge(c.terms, dto);
    const errors = new FieldErrors();
    const range = (field: string, min: number | null, value: number | null, max: number | null) => {
      if (min !== null && max !== null && min > max) errors.add(`${field}Max`, 'campaigns.rangeOrder');
      if (value !== null && ((min !== null && value < min) || (max !== null && value > max))) errors.add(field, 'campaigns.rangeOrder');
    };
    range('equityAvailable', t.equityAvailableMin, t.equityAvailable, t.equityAvailableMax);
    range('preMoneyValuation', t.preMoneyValuationMin, t.preMoneyValuation, t.preMoneyValuationMax);
    range('interestRate', t.interestRateMin, t.interestRate, t.interestRateMax);
    range('termLength', t.termLengthMin, t.termLength, t.termLengthMax);
    range('maximumShares', t.minimumShares, t.maximumShares, t.totalSharesOffered);
    if (t.availableShares !== null && t.totalSharesOffered !== null && t.availableShares > t.totalSharesOffered) errors.add('availableShares', 'campaigns.rangeOrder');
    const { preMoneyValuationMin, pricePerShareMax } = this.store.config;
    if (t.preMoneyValuation !== null && t.preMoneyValuation < preMoneyValuationMin) errors.add('preMoneyValuation', 'campaigns.preMoneyTooLow', { minimum: preMoneyValuationMin });
    if (t.pricePerShare !== null && t.pricePerShare > pricePerShareMax) errors.add('pricePerShare', 'campaigns.pricePerShareTooHigh', { maximum: pricePerShareMax });
    if (t.siteFee && t.siteFee.type === 'percentage' && t.siteFee.value > 100) errors.add('siteFee.value', 'campaigns.percentInvalid');
    if (t.siteFee && t.siteFee.type === 'fixed' && !Number.isSafeInteger(t.siteFee.value)) errors.add('siteFee.value', 'campaigns.amountInvalid');
    errors.throwIfAny();
    c.terms = t;
    return this.save(c, user);
  }

  /** Step 3: story (C3.5, C5.1, C5.2). */
  async story(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(storySchema, body);
    const s = merge(c.story, { ...dto, coverImage: undefined });
    const errors = new FieldErrors();
    if (!present(s.campaignName)) errors.add('campaignName', 'campaigns.campaignNameRequired');
    if (!present(s.uploadType)) errors.add('uploadType', 'campaigns.uploadTypeRequired');
    if (!present(s.campaignStory)) errors.add('campaignStory', 'campaigns.storyRequired');
    if (s.uploadType === 'video') {
      if (!present(s.videoUrl)) errors.add('videoUrl', 'campaigns.videoUrlRequired');
      else if (!parseVideoUrl(s.videoUrl!)) errors.add('videoUrl', 'campaigns.videoUrlInvalid');
    } else if (present(s.videoUrl) && !parseVideoUrl(s.videoUrl!)) errors.add('videoUrl', 'campaigns.videoUrlInvalid');
    const coverGiven = dto.coverImage !== undefined ? present(dto.coverImage) : present(c.story.coverImage);
    if (s.uploadType === 'image' && !coverGiven) errors.add('coverImage', 'campaigns.imageRequired');
    errors.throwIfAny();
    s.coverImage = dto.coverImage === undefined ? c.story.coverImage : ((await this.image(dto.coverImage, 'coverImage', 'coverImage')) ?? null);
    s.highlights = s.highlights ?? [];
    c.story = s;
    if (c.status === CampaignStatus.draft || c.status === CampaignStatus.declined) c.slug = slugFor(s.campaignName, c.id);
    return this.save(c, user);
  }

  /** Step 5: extras (C3.6): links, analytics, contract copy. */
  async extras(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(extrasSchema, body);
    const { links, userUploadedContract, ...rest } = dto;
    const e = merge(c.extras, rest);
    if (links) e.links = { ...merge(c.extras.links, links), custom: links.custom ?? c.extras.links.custom };
    if (userUploadedContract === null) {
      if (c.extras.userUploadedContract) await this.manager.delete(CampaignDocumentRow, { id: c.extras.userUploadedContract.id, campaignId: c.id });
      e.userUploadedContract = null;
    } else if (userUploadedContract !== undefined) {
      const stored = await this.files.saveDocument(userUploadedContract, 'userUploadedContract');
      const docId = newId();
      const now = nowIso();
      await this.manager.insert(CampaignDocumentRow, {
        id: docId,
        campaignId: c.id,
        kind: 'contract',
        title: 'contract',
        visibility: 'private',
        storageKey: stored.key,
        contentType: stored.contentType,
        size: stored.size,
        createdAt: now,
        updatedAt: now,
      });
      if (c.extras.userUploadedContract) await this.manager.delete(CampaignDocumentRow, { id: c.extras.userUploadedContract.id, campaignId: c.id });
      e.userUploadedContract = { id: docId, name: `contract.${stored.contentType === 'application/pdf' ? 'pdf' : stored.contentType.split('/')[1]}` };
    }
    c.extras = e;
    return this.save(c, user);
  }

  /** Step 6: payout bank details (C3.8, C5.9, C5.13) or an ACH account. */
  async paymentDetail(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(paymentDetailSchema, body);
    const p = merge(c.paymentDetail, dto);
    const errors = new FieldErrors();
    const ach = present(p.achAccountId) && !present(p.accountNumber);
    if (!ach) {
      if (!present(p.bankName)) errors.add('bankName', 'common.required');
      if (!present(p.accountType)) errors.add('accountType', 'common.required');
      if (!present(p.accountNumber)) errors.add('accountNumber', 'campaigns.accountNumberInvalid');
      if (!present(p.routingNumber)) errors.add('routingNumber', 'campaigns.routingNumberInvalid');
      if (p.accountNumber !== p.confirmAccountNumber) errors.add('confirmAccountNumber', 'campaigns.accountNumbersMustMatch');
    }
    if (p.tos !== true) errors.add('tos', 'campaigns.tosRequired');
    errors.throwIfAny();
    c.paymentDetail = p;
    return this.save(c, user);
  }

  // ---- FAQs (step 4) ---------------------------------------------------------------------------

  async listFaqs(id: string, user: AuthenticatedUser | undefined) {
    await this.store.requireVisible(id, user);
    return (await this.manager.find(CampaignFaqRow, { where: { campaignId: id }, order: { sortOrder: 'ASC', createdAt: 'ASC' } })).map(faqView);
  }

  async addFaq(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(faqSchema, body);
    const count = await this.manager.countBy(CampaignFaqRow, { campaignId: c.id });
    const now = nowIso();
    const row: CampaignFaqRow = {
      id: newId(),
      campaignId: c.id,
      question: dto.question,
      answer: dto.answer ?? null,
      questionAr: dto.questionAr ?? null,
      answerAr: dto.answerAr ?? null,
      required: false,
      requiredKey: null,
      sortOrder: count,
      createdAt: now,
      updatedAt: now,
    };
    await this.manager.insert(CampaignFaqRow, row);
    await this.touch(c);
    return faqView(row);
  }

  private async item<T extends { campaignId: string }>(entity: new () => T, campaignId: string, itemId: string): Promise<T> {
    const row = typeof itemId === 'string' && itemId.length <= 36 ? await this.manager.findOneBy(entity, { id: itemId, campaignId } as never) : null;
    if (!row) throw AppError.notFound('campaigns.itemNotFound');
    return row as T;
  }

  private async touch(c: CampaignRow): Promise<void> {
    await this.manager.update(CampaignRow, { id: c.id }, { updatedAt: nowIso() });
  }

  async updateFaq(id: string, faqId: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const faq = await this.item(CampaignFaqRow, c.id, faqId);
    const dto = parseBody(faqPatchSchema, body);
    if (faq.required && ((dto.question !== undefined && dto.question !== faq.question) || (dto.questionAr !== undefined && dto.questionAr !== faq.questionAr)))
      throw new AppError('campaigns.requiredFaqLocked', 400);
    const next = merge(faq, dto);
    next.updatedAt = nowIso();
    await this.manager.save(CampaignFaqRow, next);
    await this.touch(c);
    return faqView(next);
  }

  async removeFaq(id: string, faqId: string, user: AuthenticatedUser) {
    const c = await this.store.requireEditable(id, user);
    const faq = await this.item(CampaignFaqRow, c.id, faqId);
    if (faq.required) throw new AppError('campaigns.requiredFaqLocked', 400);
    await this.manager.delete(CampaignFaqRow, { id: faq.id });
    return { id: faq.id };
  }

  // ---- team members and lead investors ---------------------------------------------------------

  async listTeam(id: string, user: AuthenticatedUser | undefined) {
    const c = await this.store.requireVisible(id, user);
    const privileged = !!user && (user.isAdmin || user.id === c.ownerId);
    return (await this.manager.find(TeamMemberRow, { where: { campaignId: id }, order: { createdAt: 'ASC' } })).map((m) => teamMemberView(m, privileged));
  }

  private async invite(manager: EntityManager, c: CampaignRow, member: TeamMemberRow, user: AuthenticatedUser, resent: boolean): Promise<void> {
    const link = `${this.publicUrl()}/campaign-detail-page/${c.slug}`;
    await this.outbox.append(manager, TeamMemberInvitedV1, c.id, {
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

  publicUrl(): string {
    return this.store.config.platform.publicUrl.replace(/\/+$/, '');
  }

  async addTeamMember(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(teamMemberSchema, body);
    const photo = (await this.image(dto.photo, 'personPhoto', 'photo')) ?? null;
    const now = nowIso();
    const row: TeamMemberRow = { id: newId(), campaignId: c.id, fullName: dto.fullName, role: dto.role, email: dto.email, bio: dto.bio, photo, invitationStatus: 'sent', invitedAt: now, createdAt: now, updatedAt: now };
    await this.store.dataSource.transaction(async (manager) => {
      await manager.insert(TeamMemberRow, row);
      await this.invite(manager, c, row, user, false);
    });
    return { ...teamMemberView(row, true), message: translate('campaigns.invitationSent', language()) };
  }

  async updateTeamMember(id: string, memberId: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const member = await this.item(TeamMemberRow, c.id, memberId);
    const dto = parseBody(teamMemberSchema.partial().strict(), body);
    const photo = dto.photo === undefined ? member.photo : ((await this.image(dto.photo, 'personPhoto', 'photo')) ?? null);
    const next = { ...merge(member, { ...dto, photo: undefined }), photo, updatedAt: nowIso() };
    await this.manager.save(TeamMemberRow, next);
    return teamMemberView(next, true);
  }

  async removeTeamMember(id: string, memberId: string, user: AuthenticatedUser) {
    const c = await this.store.requireEditable(id, user);
    const member = await this.item(TeamMemberRow, c.id, memberId);
    await this.manager.delete(TeamMemberRow, { id: member.id });
    return { id: member.id };
  }

  /** equity/team-members/resend-email: the invitation again (owner or admin, any status). */
  async resendInvitation(id: string, memberId: string, user: AuthenticatedUser) {
    const c = await this.store.requirePrivileged(id, user);
    const member = await this.item(TeamMemberRow, c.id, memberId);
    await this.store.dataSource.transaction(async (manager) => {
      await manager.update(TeamMemberRow, { id: member.id }, { invitedAt: nowIso() });
      await this.invite(manager, c, member, user, true);
    });
    return { message: translate('campaigns.invitationSent', language()) };
  }

  async listLeadInvestors(id: string, user: AuthenticatedUser | undefined) {
    await this.store.requireVisible(id, user);
    return (await this.manager.find(LeadInvestorRow, { where: { campaignId: id }, order: { createdAt: 'ASC' } })).map(leadInvestorView);
  }

  async addLeadInvestor(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(leadInvestorSchema, body);
    const photo = (await this.image(dto.photo, 'personPhoto', 'photo')) ?? null;
    const now = nowIso();
    const row: LeadInvestorRow = { id: newId(), campaignId: c.id, investorType: dto.investorType, name: dto.name, bio: dto.bio, photo, createdAt: now, updatedAt: now };
    await this.manager.insert(LeadInvestorRow, row);
    return leadInvestorView(row);
  }

  async updateLeadInvestor(id: string, leadId: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const lead = await this.item(LeadInvestorRow, c.id, leadId);
    const dto = parseBody(leadInvestorSchema.partial().strict(), body);
    const photo = dto.photo === undefined ? lead.photo : ((await this.image(dto.photo, 'personPhoto', 'photo')) ?? null);
    const next = { ...merge(lead, { ...dto, photo: undefined }), photo, updatedAt: nowIso() };
    await this.manager.save(LeadInvestorRow, next);
    return leadInvestorView(next);
  }

  async removeLeadInvestor(id: string, leadId: string, user: AuthenticatedUser) {
    const c = await this.store.requireEditable(id, user);
    const lead = await this.item(LeadInvestorRow, c.id, leadId);
    await this.manager.delete(LeadInvestorRow, { id: lead.id });
    return { id: lead.id };
  }

  // ---- extras: images, videos, documents -------------------------------------------------------

  async addImage(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(imageSchema, body);
    const saved = await this.files.saveImage(dto.image, 'galleryImage', 'image');
    const row: CampaignImageRow = { id: newId(), campaignId: c.id, title: dto.title, description: dto.description ?? null, url: saved.url, width: saved.width, height: saved.height, createdAt: nowIso() };
    await this.manager.insert(CampaignImageRow, row);
    return { ...imageView(row), message: translate('campaigns.imageUploaded', language()) };
  }

  async removeImage(id: string, imageId: string, user: AuthenticatedUser) {
    const c = await this.store.requireEditable(id, user);
    const row = await this.item(CampaignImageRow, c.id, imageId);
    await this.manager.delete(CampaignImageRow, { id: row.id });
    return { id: row.id };
  }

  async addVideo(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(videoSchema, body);
    const ref = parseVideoUrl(dto.url);
    if (!ref) throw ValidationFailedError.single('url', 'campaigns.videoUrlInvalid');
    const row: CampaignVideoRow = { id: newId(), campaignId: c.id, url: dto.url, title: dto.title, description: dto.description ?? null, provider: ref.provider, embedUrl: ref.embedUrl, createdAt: nowIso() };
    await this.manager.insert(CampaignVideoRow, row);
    return videoView(row);
  }

  async updateVideo(id: string, videoId: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const row = await this.item(CampaignVideoRow, c.id, videoId);
    const dto = parseBody(videoPatchSchema, body);
    const next = merge(row, dto);
    if (dto.url !== undefined) {
      const ref = parseVideoUrl(dto.url);
      if (!ref) throw ValidationFailedError.single('url', 'campaigns.videoUrlInvalid');
      next.provider = ref.provider;
      next.embedUrl = ref.embedUrl;
    }
    await this.manager.save(CampaignVideoRow, next);
    return videoView(next);
  }

  async removeVideo(id: string, videoId: string, user: AuthenticatedUser) {
    const c = await this.store.requireEditable(id, user);
    const row = await this.item(CampaignVideoRow, c.id, videoId);
    await this.manager.delete(CampaignVideoRow, { id: row.id });
    return { id: row.id };
  }

  async addDocument(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(documentSchema, body);
    const stored = await this.files.saveDocument(dto.file, 'file');
    const now = nowIso();
    const row: CampaignDocumentRow = { id: newId(), campaignId: c.id, kind: 'document', title: dto.title, visibility: dto.visibility, storageKey: stored.key, contentType: stored.contentType, size: stored.size, createdAt: now, updatedAt: now };
    await this.manager.insert(CampaignDocumentRow, row);
    return documentView(row);
  }

  /** C6.3: the owner sets document visibility at any time (not only while editing). */
  async updateDocument(id: string, documentId: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requirePrivileged(id, user);
    const row = await this.item(CampaignDocumentRow, c.id, documentId);
    if (row.kind !== 'document') throw AppError.notFound('campaigns.itemNotFound');
    const dto = parseBody(documentPatchSchema, body);
    const next = { ...merge(row, dto), updatedAt: nowIso() };
    await this.manager.save(CampaignDocumentRow, next);
    return documentView(next);
  }

  async removeDocument(id: string, documentId: string, user: AuthenticatedUser) {
    const c = await this.store.requireEditable(id, user);
    const row = await this.item(CampaignDocumentRow, c.id, documentId);
    if (row.kind !== 'document') throw AppError.notFound('campaigns.itemNotFound');
    await this.manager.delete(CampaignDocumentRow, { id: row.id });
    return { id: row.id };
  }

  // ---- updates (owner posts; C1.2) --------------------------------------------------------------

  async addUpdate(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requirePrivileged(id, user);
    if (!user.isAdmin && ![CampaignStatus.active, CampaignStatus.successful, CampaignStatus.unsuccessful].includes(c.status as 2 | 4 | 5))
      throw AppError.conflict('campaigns.transitionNotAllowed');
    const dto = parseBody(updateSchema, body);
    const now = nowIso();
    const row: CampaignUpdateRow = { id: newId(), campaignId: c.id, authorId: user.id, title: dto.title ?? null, description: dto.description, createdAt: now, updatedAt: now };
    await this.manager.insert(CampaignUpdateRow, row);
    return row;
  }

  async editUpdate(id: string, updateId: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requirePrivileged(id, user);
    const row = await this.item(CampaignUpdateRow, c.id, updateId);
    const dto = parseBody(updatePatchSchema, body);
    const next = { ...merge(row, dto), updatedAt: nowIso() };
    await this.manager.save(CampaignUpdateRow, next);
    return next;
  }

  async removeUpdate(id: string, updateId: string, user: AuthenticatedUser) {
    const c = await this.store.requirePrivileged(id, user);
    const row = await this.item(CampaignUpdateRow, c.id, updateId);
    await this.manager.delete(CampaignUpdateRow, { id: row.id });
    return { id: row.id };
  }

  // ---- completeness and submission ------------------------------------------------------------

  async completeness(id: string, user: AuthenticatedUser) {
    const c = await this.store.requirePrivileged(id, user);
    return completenessOf(c, await this.manager.findBy(CampaignFaqRow, { campaignId: c.id }));
  }

  /** C4.2: draft (or declined) → pending when complete; refused with the missing fields otherwise; the owner is e-mailed. */
  async submit(id: string, user: AuthenticatedUser) {
    const c = await this.store.requireEditable(id, user);
    if (!user.isAdmin && user.id !== c.ownerId) throw AppError.forbidden('campaigns.forbidden');
    assertTransition('submit', c.status);
    const completeness = completenessOf(c, await this.manager.findBy(CampaignFaqRow, { campaignId: c.id }));
    if (completeness.isAnyFieldMissing) {
      const errors = completeness.steps.flatMap((s) => s.missing.map((field) => ({ field: `step${s.step}.${field}`, msg: translate('common.required', language()) })));
      throw new AppError('campaigns.incomplete', 400, {}, { errors, completeness });
    }
    const now = nowIso();
    await this.store.dataSource.transaction(async (manager) => {
      const done = await manager
        .createQueryBuilder()
        .update(CampaignRow)
        .set({ status: CampaignStatus.pending, submittedAt: now, updatedAt: now, declineReason: null })
        .where('id = :id AND status = :status', { id: c.id, status: c.status })
        .execute();
      if (!done.affected) throw AppError.conflict('campaigns.transitionNotAllowed');
      await this.outbox.append(manager, CampaignSubmittedV1, c.id, {
        campaignId: c.id,
        ownerId: c.ownerId,
        ownerEmail: c.ownerEmail,
        ownerName: c.ownerName,
        campaignName: c.campaignName ?? c.companyName ?? c.slug,
        slug: c.slug,
        link: `${this.publicUrl()}/campaign-dashboard/${c.id}`,
        language: (['ar', 'en', 'fr'].includes(c.ownerLanguage) ? c.ownerLanguage : 'ar') as 'ar' | 'en' | 'fr',
      });
    });
    return { ...(await this.store.full(await this.store.require(c.id), user)), message: translate('campaigns.submitted', language()) };
  }

  /** C4.18 opening-date helper as an endpoint. */
  checkOpening(body: unknown) {
    const b = (body ?? {}) as Record<string, unknown>;
    const result = checkOpeningDate(b.openDate as string, b.openTime as string, (b.timezone as string) ?? 'Asia/Muscat');
    if (!result.ok) throw ValidationFailedError.single(result.field, result.error);
    return { opened: result.opened, opensAt: result.opensAt };
  }
}
