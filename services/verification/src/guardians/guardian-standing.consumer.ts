import { Injectable } from '@nestjs/common';
import {
  CHILD_REGISTRATION_MIN_INVESTMENTS,
  GuardianStandingChangedV1,
  InvestmentCancelledV1,
  InvestmentCommittedV1,
  VerificationStatusChangedV1,
  type EventData,
  type EventEnvelope,
} from '@cf/contracts';
import { OnEvent, OutboxService, Transactions } from '@cf/platform';
import { GuardianStandingsRepository } from './guardian-standings.repository';

/**
 * Who may register children (A4.5, A6.3, A9.6), from the two facts it rests on: the user's own
 * verification (this service's) and their paid investments (investments' events). Every count is
 * sent as `verification.guardian-standing-changed` with a growing version; identity shows it as
 * `isChildVerificationAllowed`. Handlers are idempotent: an investment is recorded once by its id.
 */
@Injectable()
export class GuardianStandingConsumer {
  constructor(
    private readonly standings: GuardianStandingsRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
  ) {}

  @OnEvent(InvestmentCommittedV1)
  async committed(event: EventEnvelope<EventData<typeof InvestmentCommittedV1>>): Promise<void> {
    const { investmentId, investorId } = event.data;
    await this.transactions.run(async () => {
      await this.standings.recordInvestment({ investmentId, investorId, committedAt: event.occurredAt, cancelledAt: null });
      await this.recount(investorId, event.occurredAt);
    });
  }

  @OnEvent(InvestmentCancelledV1)
  async cancelled(event: EventEnvelope<EventData<typeof InvestmentCancelledV1>>): Promise<void> {
    const { investmentId, investorId } = event.data;
    await this.transactions.run(async () => {
      await this.standings.cancelInvestment(investmentId, investorId, event.occurredAt);
      await this.recount(investorId, event.occurredAt);
    });
  }

  @OnEvent(VerificationStatusChangedV1)
  async verification(event: EventEnvelope<EventData<typeof VerificationStatusChangedV1>>): Promise<void> {
    await this.transactions.run(() => this.recount(event.data.userId, event.occurredAt));
  }

  private async recount(userId: string, at: string): Promise<void> {
    const row = await this.standings.recount(userId, CHILD_REGISTRATION_MIN_INVESTMENTS, at);
    await this.outbox.append(GuardianStandingChangedV1, userId, { userId, allowed: row.allowed, verified: row.verified, investmentsCount: row.investmentsCount, version: row.version });
  }
}
