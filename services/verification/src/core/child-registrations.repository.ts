import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import type { ChildRegistrationStatus } from '@cf/contracts';
import { Transactions } from '@cf/platform';
import { ChildDocumentRow, ChildRegistrationRow } from './entities/child-registration.entity';

type CodeFields = Pick<ChildRegistrationRow, 'codeHash' | 'codeSentAt' | 'codeExpiresAt' | 'phone'>;

/**
 * SQL of child registrations and their pictures. Every move of a registration is one conditional
 * UPDATE on its state, so a signature, a code and a review racing each other end in one outcome.
 */
@Injectable()
export class ChildRegistrationsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  async insert(row: ChildRegistrationRow): Promise<void> {
    await this.manager.insert(ChildRegistrationRow, row);
  }

  /** A standing registration (not declined) of the child with one of these national-ID hashes, other than `exceptId`. */
  async holdsNationalId(indexes: string[], exceptId: string | null): Promise<boolean> {
    const rows = await this.manager.find(ChildRegistrationRow, { where: { nationalIdIndex: In(indexes) }, select: { id: true }, take: 2 });
    return rows.some((r) => r.id !== exceptId);
  }

  findById(id: string): Promise<ChildRegistrationRow | null> {
    return this.manager.findOneBy(ChildRegistrationRow, { id });
  }

  listByGuardian(guardianId: string, limit: number): Promise<ChildRegistrationRow[]> {
    return this.manager.find(ChildRegistrationRow, { where: { guardianId }, order: { createdAt: 'DESC' }, take: limit });
  }

  async queue(status: ChildRegistrationStatus | undefined, limit: number): Promise<{ rows: ChildRegistrationRow[]; total: number }> {
    const where = status ? { status } : { status: In(['UNDER-REVIEW', 'ACCEPTED', 'DECLINED', 'EXPIRED']) };
    const [rows, total] = await this.manager.findAndCount(ChildRegistrationRow, { where, order: { submittedAt: 'DESC', createdAt: 'DESC' }, take: limit });
    return { rows, total };
  }

  /**
   * Claims a registration the guardian may still change (not yet confirmed by the texted code):
   * changing it kills any code waiting, so what is signed is what is reviewed.
   */
  async claimEditable(id: string, guardianId: string, now: string, fields: Partial<Pick<ChildRegistrationRow, 'details' | 'sealedNumbers' | 'nationalIdIndex' | 'dateOfBirth' | 'adultOn'>> = {}): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(ChildRegistrationRow)
      .set({ ...fields, codeHash: null, signatureState: () => "CASE WHEN signatureState = 'rejected' THEN 'rejected' ELSE 'unsigned' END", updatedAt: now })
      .where("id = :id AND guardianId = :guardianId AND status = 'UNDER-PROCESS' AND signatureState <> 'confirmed'", { id, guardianId })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** A new signature and its code, while the registration is not yet confirmed. */
  async startSigning(id: string, guardianId: string, fields: Pick<ChildRegistrationRow, 'signatureKind' | 'typedText' | 'signatureFile' | 'language'> & CodeFields): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(ChildRegistrationRow)
      .set({ ...fields, attempts: 0, signatureState: 'awaiting-code', updatedAt: fields.codeSentAt! })
      .where("id = :id AND guardianId = :guardianId AND status = 'UNDER-PROCESS' AND signatureState <> 'confirmed'", { id, guardianId })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** A new code, at most once per `spacingBefore` (the previous one dies). */
  async replaceCode(id: string, fields: CodeFields, spacingBefore: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(ChildRegistrationRow)
      .set({ ...fields, attempts: 0 })
      .where("id = :id AND signatureState = 'awaiting-code' AND codeSentAt <= :spacingBefore", { id, spacingBefore })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  async countWrongAnswer(id: string): Promise<void> {
    await this.manager.createQueryBuilder().update(ChildRegistrationRow).set({ attempts: () => 'attempts + 1' }).where("id = :id AND signatureState = 'awaiting-code'", { id }).execute();
  }

  /** The right, unexpired code confirms the signature once: the registration goes under review. */
  async confirm(id: string, codeHash: string, now: string, maxAttempts: number, fields: Pick<ChildRegistrationRow, 'signedIp' | 'agreementFile' | 'agreementSha256'>): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(ChildRegistrationRow)
      .set({ ...fields, signedAt: now, submittedAt: now, updatedAt: now, signatureState: 'confirmed', status: 'UNDER-REVIEW', signatureRejectReason: null, codeHash: null })
      .where("id = :id AND status = 'UNDER-PROCESS' AND signatureState = 'awaiting-code' AND codeHash = :codeHash AND codeExpiresAt > :now AND attempts < :maxAttempts", { id, codeHash, now, maxAttempts })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  async decide(id: string, status: 'ACCEPTED' | 'DECLINED', reason: string | null, decidedBy: string, now: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(ChildRegistrationRow)
      // A declined registration frees the child's national ID: the child can be registered again.
      .set({ status, declineReason: status === 'DECLINED' ? reason : null, decidedBy, decidedAt: now, updatedAt: now, ...(status === 'DECLINED' ? { nationalIdIndex: null } : {}) })
      .where("id = :id AND status = 'UNDER-REVIEW'", { id })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** A4.9: the signature does not match; back to the guardian to sign again. */
  async rejectSignature(id: string, reason: string, now: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(ChildRegistrationRow)
      .set({ status: 'UNDER-PROCESS', signatureState: 'rejected', signatureRejectReason: reason, submittedAt: null, updatedAt: now })
      .where("id = :id AND status = 'UNDER-REVIEW' AND signatureState = 'confirmed'", { id })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** Accepted children who are 18 on `today` (Muscat), oldest birthday first. */
  comeOfAge(today: string, limit: number): Promise<ChildRegistrationRow[]> {
    return this.manager.createQueryBuilder(ChildRegistrationRow, 'r').where("r.status = 'ACCEPTED' AND r.adultOn <= :today", { today }).orderBy('r.adultOn', 'ASC').limit(limit).getMany();
  }

  /** ACCEPTED → EXPIRED once (the 18th birthday, ADR 0026). */
  async expire(id: string, now: string): Promise<boolean> {
    const result = await this.manager.createQueryBuilder().update(ChildRegistrationRow).set({ status: 'EXPIRED', updatedAt: now }).where("id = :id AND status = 'ACCEPTED'", { id }).execute();
    return (result.affected ?? 0) === 1;
  }

  documents(childId: string): Promise<ChildDocumentRow[]> {
    return this.manager.find(ChildDocumentRow, { where: { childId }, order: { slot: 'ASC' } });
  }

  findDocument(id: string): Promise<ChildDocumentRow | null> {
    return this.manager.findOneBy(ChildDocumentRow, { id });
  }

  /** Puts the picture in its slot; answers the storage key it replaced (to delete), if any. */
  async replaceDocument(row: ChildDocumentRow): Promise<string | null> {
    const previous = await this.manager.findOneBy(ChildDocumentRow, { childId: row.childId, slot: row.slot });
    if (previous) {
      await this.manager.update(ChildDocumentRow, { id: previous.id }, { storageKey: row.storageKey, width: row.width, height: row.height, bytes: row.bytes, uploadedAt: row.uploadedAt });
      return previous.storageKey;
    }
    await this.manager.insert(ChildDocumentRow, row);
    return null;
  }
}
