import { Injectable } from '@nestjs/common';
import { faqPatchSchema, faqSchema } from '@cf/contracts';
import { AppError, newId, type AuthenticatedUser } from '@cf/platform';
import { CampaignItemsRepository } from '../core/campaign-items.repository';
import { CampaignStore } from '../core/campaign-store';
import { merge, nowIso } from '../core/partial-save';
import { parseBody } from '../core/parse';
import { CampaignFaqRow } from '../core/entities/campaign-items.entity';
import { faqView } from '../core/campaign-views';

/** C2.9 step 4: the campaign's FAQs; the required ones (C5) keep their questions and cannot be removed. */
@Injectable()
export class CampaignFaqsService {
  constructor(
    private readonly store: CampaignStore,
    private readonly items: CampaignItemsRepository,
  ) {}

  async listFaqs(id: string, user: AuthenticatedUser | undefined) {
    await this.store.requireVisible(id, user);
    return (await this.items.list(CampaignFaqRow, id, { sortOrder: 'ASC', createdAt: 'ASC' })).map(faqView);
  }

  async addFaq(id: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const dto = parseBody(faqSchema, body);
    const count = await this.items.count(CampaignFaqRow, c.id);
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
    await this.items.insert(CampaignFaqRow, row);
    await this.items.touchCampaign(c.id);
    return faqView(row);
  }

  async updateFaq(id: string, faqId: string, user: AuthenticatedUser, body: unknown) {
    const c = await this.store.requireEditable(id, user);
    const faq = await this.items.require(CampaignFaqRow, c.id, faqId);
    const dto = parseBody(faqPatchSchema, body);
    if (
      faq.required &&
      ((dto.question !== undefined && dto.question !== faq.question) || (dto.questionAr !== undefined && dto.questionAr !== faq.questionAr))
    )
      throw new AppError('campaigns.requiredFaqLocked', 400);
    const next = merge(faq, dto);
    next.updatedAt = nowIso();
    await this.items.save(CampaignFaqRow, next);
    await this.items.touchCampaign(c.id);
    return faqView(next);
  }

  async removeFaq(id: string, faqId: string, user: AuthenticatedUser) {
    const c = await this.store.requireEditable(id, user);
    const faq = await this.items.require(CampaignFaqRow, c.id, faqId);
    if (faq.required) throw new AppError('campaigns.requiredFaqLocked', 400);
    await this.items.remove(CampaignFaqRow, c.id, faq.id);
    return { id: faq.id };
  }
}
