import { Injectable } from '@nestjs/common';
import { NewsletterSubscribedV1 } from '@cf/contracts';
import { AppError, type AuthenticatedUser, Clock, isUniqueViolation, newId, OutboxService, Transactions } from '@cf/platform';
import { requestLanguage, say } from '../core/language';
import { UsersRepository } from '../core/users/users.repository';
import { NewsletterSubscriptionsRepository } from './newsletter-subscriptions.repository';

/** Newsletter subscriptions: one per address; a second one answers "This email is already subscribed". */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly tx: Transactions,
    private readonly subscriptions: NewsletterSubscriptionsRepository,
    private readonly outbox: OutboxService,
    private readonly users: UsersRepository,
    private readonly clock: Clock,
  ) {}

  async subscribeCurrentUser(caller: AuthenticatedUser, email: string | undefined) {
    const user = await this.users.findById(caller.id);
    if (!user) throw AppError.unauthorized();
    return this.subscribe(email ?? user.email, user.id);
  }

  async subscribe(email: string, userId: string | null): Promise<{ email: string; message: string }> {
    const language = requestLanguage();
    try {
      await this.tx.run(async () => {
        if (await this.subscriptions.exists(email)) throw new AppError('identity.alreadySubscribed', 400);
        const id = newId();
        await this.subscriptions.insert({ id, email, userId, language, createdAt: this.clock.nowIso() });
        await this.outbox.append(NewsletterSubscribedV1, id, { email, userId, language });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('identity.alreadySubscribed', 400);
      throw error;
    }
    return { email, message: say('identity.newsletterSubscribed') };
  }
}
