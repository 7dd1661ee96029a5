import { Inject, Injectable } from '@nestjs/common';
import { InviteSentV1 } from '@cf/contracts';
import { AppError, type AuthenticatedUser, Clock, newId, OutboxService, Transactions } from '@cf/platform';
import type { IdentityConfig } from '../config/env';
import { IDENTITY_CONFIG } from '../core/identity-config.token';
import { requestLanguage, say } from '../core/language';
import { UsersRepository } from '../core/users/users.repository';
import { InvitesRepository } from './invites.repository';

/** Invitations e-mailed (by notifications) on a user's behalf; each carries a sign-up link. */
@Injectable()
export class InvitesService {
  /** Beyond this many invitations a day a user is probably sending spam. */
  static readonly DAILY_LIMIT = 50;

  constructor(
    private readonly tx: Transactions,
    private readonly invites: InvitesRepository,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly outbox: OutboxService,
    private readonly users: UsersRepository,
    private readonly clock: Clock,
  ) {}

  async send(caller: AuthenticatedUser, emails: string[], message: string | undefined): Promise<{ sent: number; message: string }> {
    const inviter = await this.users.findById(caller.id);
    if (!inviter) throw AppError.unauthorized();
    const sentToday = await this.invites.countSentSince(inviter.id, this.clock.inSeconds(-24 * 3600));
    if (sentToday + emails.length > InvitesService.DAILY_LIMIT)
      throw AppError.tooMany('identity.inviteDailyLimit', 24 * 3600, { limit: InvitesService.DAILY_LIMIT });
    const link = `${this.config.platform.publicUrl.replace(/\/$/, '')}/signup?ref=${encodeURIComponent(inviter.slug)}`;
    const inviterName = `${inviter.firstName} ${inviter.lastName}`;
    const language = requestLanguage(inviter.language);
    await this.tx.run(async () => {
      for (const email of emails) {
        const id = newId();
        await this.invites.insert({ id, inviterId: inviter.id, email, message: message ?? null, createdAt: this.clock.nowIso() });
        await this.outbox.append(InviteSentV1, inviter.id, {
          inviterId: inviter.id,
          inviterName,
          email,
          message: message ?? null,
          link,
          language,
        });
      }
    });
    return { sent: emails.length, message: say('identity.inviteSent') };
  }
}
