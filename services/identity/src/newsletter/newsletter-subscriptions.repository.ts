import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { NewsletterSubscription } from './entities/newsletter-subscription.entity';

/** SQL about newsletter subscriptions (one per address; the unique index settles a race). */
@Injectable()
export class NewsletterSubscriptionsRepository {
  constructor(private readonly tx: Transactions) {}

  exists(email: string): Promise<boolean> {
    return this.tx.manager.existsBy(NewsletterSubscription, { email });
  }

  async insert(row: NewsletterSubscription): Promise<void> {
    await this.tx.manager.insert(NewsletterSubscription, row);
  }
}
