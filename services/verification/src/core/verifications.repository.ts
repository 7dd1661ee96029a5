import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import type { VerificationStatus } from '@cf/contracts';
import { Transactions } from '@cf/platform';
import { VerificationDecisionRow } from './entities/verification-decision.entity';
import { IdentityDocumentRow } from './entities/identity-document.entity';
import { VerificationRow } from './entities/verification.entity';

/** While a verification is in one of these, the investor may change what they entered. */
export const EDITABLE_STATUSES: VerificationStatus[] = ['PENDING', 'UNDER-PROCESS', 'DECLINED', 'EXPIRED'];

/** SQL of verifications and their decisions: every status change is one conditional UPDATE. */
@Injectable()
export class VerificationsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  findByUser(userId: string): Promise<VerificationRow | null> {
    return this.manager.findOneBy(VerificationRow, { userId });
  }

  findById(id: string): Promise<VerificationRow | null> {
    return this.manager.findOneBy(VerificationRow, { id });
  }

  /** The user's row, made PENDING the first time (two first writes at once make one row). */
  async insertIfMissing(row: VerificationRow): Promise<void> {
    await this.manager.createQueryBuilder().insert().into(VerificationRow).values(row).orIgnore().execute();
  }

  /** Applies what the investor entered, only while it is theirs to change; it becomes UNDER-PROCESS. */
  async updateEditable(userId: string, patch: Partial<VerificationRow>, now: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(VerificationRow)
      .set({ ...patch, status: 'UNDER-PROCESS', declineReason: null, updatedAt: now })
      .where('userId = :userId AND status IN (:...editable)', { userId, editable: EDITABLE_STATUSES })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** UNDER-PROCESS with declarations and a confirmed signature → UNDER-REVIEW, once. */
  async submit(id: string, now: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(VerificationRow)
      .set({ status: 'UNDER-REVIEW', submittedAt: now, updatedAt: now })
      .where('id = :id AND status = :status AND declaredAt IS NOT NULL AND consentState = :confirmed', { id, status: 'UNDER-PROCESS', confirmed: 'confirmed' })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** UNDER-REVIEW → ACCEPTED or DECLINED, once (two administrators deciding at once: one wins). */
  async decide(id: string, to: 'ACCEPTED' | 'DECLINED', fields: Pick<VerificationRow, 'investorClass' | 'declineReason' | 'decidedBy'>, now: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(VerificationRow)
      .set({ ...fields, status: to, decidedAt: now, updatedAt: now })
      .where('id = :id AND status = :status', { id, status: 'UNDER-REVIEW' })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /**
   * A4.4: a new signature becomes the one in force while the verification is the investor's to
   * change and its signature is not confirmed (unsigned, waiting for its code, or rejected).
   */
  async startSigning(userId: string, consentId: string, now: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(VerificationRow)
      .set({ consentState: 'awaiting-code', consentId, status: 'UNDER-PROCESS', updatedAt: now })
      .where('userId = :userId AND status IN (:...editable) AND consentState IN (:...open)', { userId, editable: EDITABLE_STATUSES, open: ['unsigned', 'awaiting-code', 'rejected'] })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** The signature in force was confirmed by its code: from now on it cannot change. */
  async consentConfirmed(id: string, consentId: string, now: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(VerificationRow)
      .set({ consentState: 'confirmed', updatedAt: now })
      .where('id = :id AND consentId = :consentId AND consentState = :awaiting', { id, consentId, awaiting: 'awaiting-code' })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** A4.8: UNDER-REVIEW with a confirmed signature → back to the investor (UNDER-PROCESS) to sign again. */
  async consentRejected(id: string, now: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(VerificationRow)
      .set({ consentState: 'rejected', status: 'UNDER-PROCESS', submittedAt: null, updatedAt: now })
      .where('id = :id AND status = :status AND consentState = :confirmed', { id, status: 'UNDER-REVIEW', confirmed: 'confirmed' })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** Accepted or waiting verifications whose identity document's expiry date is before `today` (YYYY-MM-DD). */
  withDocumentExpiredBefore(today: string): Promise<VerificationRow[]> {
    return this.manager
      .createQueryBuilder(VerificationRow, 'v')
      .innerJoin(IdentityDocumentRow, 'd', 'd.userId = v.userId')
      .where('v.status IN (:...live) AND d.expiryDate < :today', { live: ['ACCEPTED', 'UNDER-REVIEW'], today })
      .getMany();
  }

  /** `from` → EXPIRED, once (a decision taken meanwhile wins). */
  async expire(id: string, from: VerificationStatus, now: string): Promise<boolean> {
    const result = await this.manager.createQueryBuilder().update(VerificationRow).set({ status: 'EXPIRED', updatedAt: now }).where('id = :id AND status = :from', { id, from }).execute();
    return (result.affected ?? 0) === 1;
  }

  /** A7.6: the first request for a manual check is kept (asking again does not move the due date). */
  async requestManualKyc(userId: string, requestedAt: string, dueBy: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(VerificationRow)
      .set({ manualKycRequestedAt: requestedAt, manualKycDueBy: dueBy, status: 'UNDER-PROCESS', updatedAt: requestedAt })
      .where('userId = :userId AND status IN (:...editable) AND manualKycRequestedAt IS NULL', { userId, editable: EDITABLE_STATUSES })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  list(status: VerificationStatus | undefined, limit: number): Promise<[VerificationRow[], number]> {
    return this.manager.getRepository(VerificationRow).findAndCount({
      where: status ? { status } : { status: In(['UNDER-REVIEW', 'ACCEPTED', 'DECLINED', 'EXPIRED']) },
      order: { submittedAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  async insertDecision(row: VerificationDecisionRow): Promise<void> {
    await this.manager.insert(VerificationDecisionRow, row);
  }

  decisionsOf(verificationId: string): Promise<VerificationDecisionRow[]> {
    return this.manager.find(VerificationDecisionRow, { where: { verificationId }, order: { at: 'ASC', id: 'ASC' } });
  }
}
