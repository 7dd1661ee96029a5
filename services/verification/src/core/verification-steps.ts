import { Injectable } from '@nestjs/common';
import type { VerificationStatus } from '@cf/contracts';
import { AppError, Clock, newId } from '@cf/platform';
import { JurisdictionService } from './jurisdiction/jurisdiction.service';
import type { VerificationRow } from './entities/verification.entity';
import { VerificationsRepository } from './verifications.repository';

/** What every step of the wizard and every decision share: the row, its lock, its event. */
@Injectable()
export class VerificationSteps {
  constructor(
    private readonly verifications: VerificationsRepository,
    private readonly jurisdiction: JurisdictionService,
    private readonly clock: Clock,
  ) {}

  /**
   * Applies a step's changes (inside the caller's transaction) while the verification is the
   * investor's to change: PENDING the first time, then UNDER-PROCESS; 409 under review or accepted.
   */
  async apply(userId: string, patch: Partial<VerificationRow>): Promise<void> {
    const now = this.clock.nowIso();
    await this.verifications.insertIfMissing({
      id: newId(),
      userId,
      jurisdiction: this.jurisdiction.pack.id,
      status: 'PENDING',
      usPerson: null,
      politicallyExposed: null,
      netAssets: null,
      annualIncome: null,
      jointIncome: null,
      sourceOfWealth: null,
      institutionType: null,
      enhancedReview: false,
      declaredAt: null,
      proposedClass: null,
      investorClass: null,
      declineReason: null,
      submittedAt: null,
      decidedAt: null,
      decidedBy: null,
      consentState: 'unsigned',
      consentId: null,
      manualKycRequestedAt: null,
      manualKycDueBy: null,
      createdAt: now,
      updatedAt: now,
    });
    if (!(await this.verifications.updateEditable(userId, patch, now))) throw AppError.conflict('verification.locked');
  }

  /** The payload of VerificationStatusChangedV1 for a move of `row` to `status`. */
  statusEvent(row: VerificationRow, status: VerificationStatus, decision: { investorClass: string | null; reason: string | null; decidedBy: string | null }) {
    const approved = this.jurisdiction.classById(decision.investorClass);
    return {
      verificationId: row.id,
      userId: row.userId,
      status,
      previousStatus: row.status,
      jurisdiction: this.jurisdiction.pack.id,
      investorClass: approved?.id ?? null,
      limits: approved?.limits ?? null,
      accredited: approved ? approved.rank >= this.jurisdiction.pack.accreditedFromRank : false,
      cancellation: { hours: this.jurisdiction.pack.cancellation.hours, notWithinHoursOfClose: this.jurisdiction.pack.cancellation.notWithinHoursOfClose },
      reason: decision.reason,
      decidedBy: decision.decidedBy,
    };
  }
}
