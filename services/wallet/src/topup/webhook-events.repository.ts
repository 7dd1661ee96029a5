import { Injectable } from '@nestjs/common';
import { Transactions } from '@cf/platform';
import { WebhookEventRow } from './entities/webhook-event.entity';

/** SQL of wallet_webhook_events: one row per provider event id, so a webhook seen twice is a duplicate key. */
@Injectable()
export class WebhookEventsRepository {
  constructor(private readonly transactions: Transactions) {}

  async insert(row: WebhookEventRow): Promise<void> {
    await this.transactions.manager.insert(WebhookEventRow, row);
  }
}
