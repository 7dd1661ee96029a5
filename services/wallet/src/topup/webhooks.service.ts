import { Injectable, Logger } from '@nestjs/common';
import type { WebhookAnswer } from '@cf/contracts';
import { isUniqueViolation, newId, Transactions } from '@cf/platform';
import type { PaymentMethod } from '../config/wallet-flows-config';
import type { PaymentOutcome } from '../providers/payment-provider.port';
import { WalletTransactionsRepository } from '../wallet-transactions/wallet-transactions.repository';
import { WebhookEventsRepository } from './webhook-events.repository';
import { TopupService } from './topup.service';

/** Applies a verified provider event once: (provider, eventId) is recorded with its effect, in one transaction. */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger('WalletWebhooks');

  constructor(
    private readonly transactions: WalletTransactionsRepository,
    private readonly unitOfWork: Transactions,
    private readonly webhookEvents: WebhookEventsRepository,
    private readonly topups: TopupService,
  ) {}

  async handle(provider: PaymentMethod, outcome: PaymentOutcome): Promise<WebhookAnswer> {
    const byReference = outcome.reference ? await this.transactions.findById(outcome.reference) : null;
    const transaction = byReference && byReference.gateway === provider ? byReference : await this.transactions.findByProviderRef(provider, outcome.providerRef);
    if (!transaction) this.logger.warn({ provider, providerRef: outcome.providerRef, eventId: outcome.eventId }, 'webhook for an unknown payment');
    try {
      return await this.unitOfWork.run(async () => {
        await this.webhookEvents.insert({
          id: newId(),
          provider,
          eventId: outcome.eventId.slice(0, 191),
          outcome: outcome.status,
          providerRef: outcome.providerRef.slice(0, 128),
          transactionId: transaction?.id ?? null,
          receivedAt: new Date().toISOString(),
        });
        if (!transaction || transaction.type !== 'topup') return { received: true, duplicate: false, transactionId: null, status: null };
        const row = await this.topups.applyOutcome(transaction.id, outcome);
        return { received: true, duplicate: false, transactionId: row.id, status: row.status };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const again = transaction ? await this.transactions.findById(transaction.id) : null;
      return { received: true, duplicate: true, transactionId: again?.id ?? null, status: again?.status ?? null };
    }
  }
}
