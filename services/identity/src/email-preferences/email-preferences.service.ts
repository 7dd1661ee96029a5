import { Injectable } from '@nestjs/common';
import { EmailPreferencesUpdatedV1 } from '@cf/contracts';
import { AppError, type AuthenticatedUser, Clock, isUniqueViolation, newId, OutboxService, Transactions } from '@cf/platform';
import { say } from '../core/language';
import type { EmailPreferenceView, EndpointParsedBody, updateEmailPreferencesEndpoint } from '@cf/contracts';

type UpdateEmailPreferencesDto = EndpointParsedBody<typeof updateEmailPreferencesEndpoint>;
import { EmailPreference } from './entities/email-preference.entity';
import { EmailPreferencesRepository } from './email-preferences.repository';

const SWITCHES = ['investedCampaign', 'savedCampaign', 'newInvestment', 'newComment', 'newUpdateFromOwner'] as const;


function view(row: EmailPreference): EmailPreferenceView {
  return {
    id: row.id,
    _id: row.id,
    investedCampaign: row.investedCampaign,
    savedCampaign: row.savedCampaign,
    newInvestment: row.newInvestment,
    newComment: row.newComment,
    newUpdateFromOwner: row.newUpdateFromOwner,
    updatedAt: row.updatedAt,
  };
}

/** E-mail preferences (A3.13): one row per user, everything on until the user turns something off. */
@Injectable()
export class EmailPreferencesService {
  constructor(
    private readonly tx: Transactions,
    private readonly preferences: EmailPreferencesRepository,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  private async ensure(userId: string): Promise<EmailPreference> {
    const existing = await this.preferences.findByUser(userId);
    if (existing) return existing;
    const row: EmailPreference = {
      id: newId(),
      userId,
      investedCampaign: true,
      savedCampaign: true,
      newInvestment: true,
      newComment: true,
      newUpdateFromOwner: true,
      updatedAt: this.clock.nowIso(),
    };
    try {
      await this.preferences.insert(row);
      return row;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Made by a parallel first read.
      const made = await this.preferences.findByUser(userId);
      if (!made) throw error;
      return made;
    }
  }

  /** GET email-preferences: a one-element list (the front end reads the list from the nested data). */
  async list(caller: AuthenticatedUser): Promise<EmailPreferenceView[]> {
    return [view(await this.ensure(caller.id))];
  }

  /** PATCH email-preferences/{id}: only the owner may change a row. */
  async update(caller: AuthenticatedUser, id: string, dto: UpdateEmailPreferencesDto): Promise<EmailPreferenceView & { message: string }> {
    const mine = await this.ensure(caller.id);
    if (id !== mine.id) throw AppError.notFound();
    const changes: Partial<EmailPreference> = {};
    for (const key of SWITCHES) if (dto[key] !== undefined && dto[key] !== mine[key]) changes[key] = dto[key];
    const next: EmailPreference = { ...mine, ...changes, updatedAt: this.clock.nowIso() };
    if (Object.keys(changes).length > 0) {
      await this.tx.run(async () => {
        await this.preferences.update(mine.id, { ...changes, updatedAt: next.updatedAt });
        await this.outbox.append(EmailPreferencesUpdatedV1, caller.id, {
          userId: caller.id,
          investedCampaign: next.investedCampaign,
          savedCampaign: next.savedCampaign,
          newInvestment: next.newInvestment,
          newComment: next.newComment,
          newUpdateFromOwner: next.newUpdateFromOwner,
        });
      });
    }
    return { ...view(Object.keys(changes).length > 0 ? next : mine), message: say('identity.emailPreferencesUpdated') };
  }
}
