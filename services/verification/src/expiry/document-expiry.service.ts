import { Injectable } from '@nestjs/common';
import { VerificationStatusChangedV1 } from '@cf/contracts';
import { Clock, newId, OutboxService, Transactions } from '@cf/platform';
import { VerificationSteps } from '../core/verification-steps';
import { VerificationsRepository } from '../core/verifications.repository';

const MUSCAT_OFFSET_MS = 4 * 3600 * 1000;
const SYSTEM_ACTOR = 'system';

/**
 * A4.3: a verification whose identity document has expired is EXPIRED (danger colour); the investor
 * is notified (through verification.status-changed) and updates the document and sends it again.
 * Expiry is a calendar date in Muscat: a document valid "until 2031-06-30" expires on 1 July.
 */
@Injectable()
export class DocumentExpiryService {
  constructor(
    private readonly verifications: VerificationsRepository,
    private readonly steps: VerificationSteps,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  /** Moves every accepted or waiting verification with an expired document to EXPIRED; how many moved. */
  async expireDue(): Promise<number> {
    const today = new Date(this.clock.now().getTime() + MUSCAT_OFFSET_MS).toISOString().slice(0, 10);
    let moved = 0;
    for (const row of await this.verifications.withDocumentExpiredBefore(today)) {
      const now = this.clock.nowIso();
      const changed = await this.transactions.run(async () => {
        // One conditional write per verification: a decision taken meanwhile wins.
        if (!(await this.verifications.expire(row.id, row.status, now))) return false;
        await this.verifications.insertDecision({ id: newId(), verificationId: row.id, decision: 'expired', actorId: SYSTEM_ACTOR, reason: 'document-expired', investorClass: null, at: now });
        await this.outbox.append(VerificationStatusChangedV1, row.id, this.steps.statusEvent(row, 'EXPIRED', { investorClass: null, reason: 'document-expired', decidedBy: null }));
        return true;
      });
      if (changed) moved++;
    }
    return moved;
  }
}
