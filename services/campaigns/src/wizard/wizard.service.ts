import { Injectable } from '@nestjs/common';
import { CampaignCreatedV1, checkOpeningDate, ibanElectronic, COMPANY_REQUIRED, companyProfileSchema, extrasSchema, FUNDRAISING_REQUIRED, fundraisingSchema, paymentDetailSchema, storySchema, termsSchema, isValidDate, isValidTimeZone, type TermsSlug } from '@cf/contracts';
import { AppError, newId, OutboxService, Transactions, ValidationFailedError, type AuthenticatedUser } from '@cf/platform';
import { displayName, IdentityClient, SiteSettingsClient } from '../core/clients';
import { FieldErrors, parseBody, present } from '../core/parse';
import { CampaignStatus } from '../core/domain/campaign-status';
import { parseVideoUrl } from '../core/domain/video-url';
import { CampaignRow } from '../core/entities/campaign.entity';
import {
  emptyCompanyProfile,
  emptyExtras,
  emptyFundraising,
  emptyPaymentDetail,
  emptyPropertyInfo,
  emptyStory,
  emptyTerms,
} from '../core/entities/campaign-groups';
import { CampaignDocumentRow, CampaignFaqRow } from '../core/entities/campaign-items.entity';
import { CampaignItemsRepository } from '../core/campaign-items.repository';
import { CampaignStore } from '../core/campaign-store';
import { CampaignsRepository } from '../core/campaigns.repository';
import { merge, nowIso } from '../core/partial-save';
import { language } from '../core/campaign-views';
import { FilesService } from '../storage/files.service';
import { REQUIRED_FAQS } from './required-faqs';

const DAY_MS = 86_400_000;

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

/**
 * C1.2 / C2.5–C2.12: creating a campaign and its six wizard steps. Its items (FAQs, team, media,
 * updates) and its submission for review are features of their own.
 */
@Injectable()
export class WizardService {
  constructor(
    private readonly store: CampaignStore,
    private readonly campaigns: CampaignsRepository,
    private readonly items: CampaignItemsRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly site: SiteSettingsClient,
    private readonly identity: IdentityClient,
    private readonly files: FilesService,
  ) {}

  // ---- create ---------------------------------------------------------------------------------

  async create(user: AuthenticatedUser, termsSlug: TermsSlug, authorization: string | undefined) {
    if (!user.isAdmin && user.userType !== 'owner') throw AppError.forbidden('campaigns.ownerModeRequired');
    const [siteFlags, settings] = await Promise.all([this.site.site(), this.site.campaign()]);
    if (siteFlags.onlyAdminCreateCampaign === 'yes' && !user.isAdmin) throw AppError.forbidden('campaigns.onlyAdminCreate');
    const enabled = {
      equity: settings.equityEnabled,
      'equity-with-dividends': settings.equityWithDividendsEnabled,
      debt: settings.debtEnabled,
    }[termsSlug];
    if (enabled === 'no') throw new AppError('campaigns.typeDisabled', 400);
    const me = await this.identity.me(authorization);
    const id = newId();
    const now = nowIso();
    const timezone = isValidTimeZone(siteFlags.timezone) ? siteFlags.timezone : 'Asia/Muscat';
    await this.transactions.run(async () => {
      const limit = this.store.config.campaignLimitPerUser;
      if (!user.isAdmin && (await this.campaigns.unfinishedCount(user.id)) >= limit)
        throw new AppError('campaigns.campaignLimit', 400, { limit });
      const row = this.store.syncColumns(
        Object.assign(new CampaignRow(), {
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
      await this.campaigns.insert(row);
      let order = 0;
      for (const faq of REQUIRED_FAQS) {
        await this.items.insert(CampaignFaqRow, {
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
      await this.outbox.append(CampaignCreatedV1, id, { campaignId: id, ownerId: user.id, termsSlug, slug: row.slug });
    });
    return this.store.full(await this.store.require(id), user);
  }

  // ---- steps ----------------------------------------------------------------------------------

  /** Writes a step and answers the campaign as the owner now sees it (its items were not touched: not read again). */
  private async save(c: CampaignRow, user: AuthenticatedUser) {
    c.updatedAt = nowIso();
    await this.campaigns.save(this.store.syncColumns(c));
    return this.store.full(c, user);
  }

  /** Step 1: company info (C3.2); required fields C5.4 checked on the merged result. */
  async companyProfile(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(companyProfileSchema, body);
    const next = merge(c.companyProfile, dto);
    const errors = new FieldErrors();
    for (const field of COMPANY_REQUIRED)
      if (!present(next[field])) errors.add(field, field === 'companyName' ? 'campaigns.companyNameMin' : 'common.required');
    errors.throwIfAny();
    next.companyLogo =
      (await this.files.storedImageUrl(dto.companyLogo, 'companyLogo', 'companyLogo')) ??
      (dto.companyLogo === null ? null : c.companyProfile.companyLogo);
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
      if (f.minimumRaise < settings.minimumInvestment)
        errors.add('minimumRaise', 'campaigns.minimumInvestmentBound', { minimum: settings.minimumInvestment });
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
        const max =
          f.investingType === 'fixed'
            ? extending
              ? Math.max(settings.fixedExtendedMaxDays, settings.fixedMaxDays)
              : settings.fixedMaxDays
            : settings.flexibleMaxDays;
        if (days > max)
          errors.add('closeDate', f.investingType === 'fixed' ? 'campaigns.fixedTooLong' : 'campaigns.flexibleTooLong', { days: max });
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
    if (t.availableShares !== null && t.totalSharesOffered !== null && t.availableShares > t.totalSharesOffered)
      errors.add('availableShares', 'campaigns.rangeOrder');
    const { preMoneyValuationMin, pricePerShareMax } = this.store.config;
    if (t.preMoneyValuation !== null && t.preMoneyValuation < preMoneyValuationMin)
      errors.add('preMoneyValuation', 'campaigns.preMoneyTooLow', { minimum: preMoneyValuationMin });
    if (t.pricePerShare !== null && t.pricePerShare > pricePerShareMax)
      errors.add('pricePerShare', 'campaigns.pricePerShareTooHigh', { maximum: pricePerShareMax });
    if (t.siteFee && t.siteFee.type === 'percentage' && t.siteFee.value > 100) errors.add('siteFee.value', 'campaigns.percentInvalid');
    if (t.siteFee && t.siteFee.type === 'fixed' && !Number.isSafeInteger(t.siteFee.value))
      errors.add('siteFee.value', 'campaigns.amountInvalid');
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
    s.coverImage =
      dto.coverImage === undefined
        ? c.story.coverImage
        : ((await this.files.storedImageUrl(dto.coverImage, 'coverImage', 'coverImage')) ?? null);
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
      if (c.extras.userUploadedContract) await this.items.remove(CampaignDocumentRow, c.id, c.extras.userUploadedContract.id);
      e.userUploadedContract = null;
    } else if (userUploadedContract !== undefined) {
      const stored = await this.files.saveDocument(userUploadedContract, 'userUploadedContract');
      const docId = newId();
      const now = nowIso();
      await this.items.insert(CampaignDocumentRow, {
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
      if (c.extras.userUploadedContract) await this.items.remove(CampaignDocumentRow, c.id, c.extras.userUploadedContract.id);
      e.userUploadedContract = {
        id: docId,
        name: `contract.${stored.contentType === 'application/pdf' ? 'pdf' : stored.contentType.split('/')[1]}`,
      };
    }
    c.extras = e;
    return this.save(c, user);
  }

  /** Step 6: payout bank details (C3.8, C5.9, C5.13) or an ACH account. */
  async paymentDetail(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(paymentDetailSchema, body);
    const p = merge(c.paymentDetail, dto.iban ? { ...dto, iban: ibanElectronic(dto.iban) } : dto);
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

  /** C4.18 opening-date helper as an endpoint. */
  checkOpening(b: { openDate?: string; openTime?: string; timezone?: string }) {
    const result = checkOpeningDate(b.openDate, b.openTime, b.timezone ?? 'Asia/Muscat');
    if (!result.ok) throw ValidationFailedError.single(result.field, result.error);
    return { opened: result.opened, opensAt: result.opensAt };
  }
}
