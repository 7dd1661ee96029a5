import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { Transactions } from '@cf/platform';
import { RemarkDocumentRow } from './entities/remark-document.entity';
import { RemarkRow } from './entities/remark.entity';

/** SQL of verification_remarks and their documents: each status move is one conditional UPDATE. */
@Injectable()
export class RemarksRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  async insert(remark: RemarkRow, documents: RemarkDocumentRow[]): Promise<void> {
    await this.manager.insert(RemarkRow, remark);
    await this.manager.insert(RemarkDocumentRow, documents);
  }

  findById(id: string): Promise<RemarkRow | null> {
    return this.manager.findOneBy(RemarkRow, { id });
  }

  ofUser(userId: string): Promise<RemarkRow[]> {
    return this.manager.find(RemarkRow, { where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  ofVerification(verificationId: string): Promise<RemarkRow[]> {
    return this.manager.find(RemarkRow, { where: { verificationId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async documentsOf(remarkIds: string[]): Promise<RemarkDocumentRow[]> {
    if (remarkIds.length === 0) return [];
    return this.manager.find(RemarkDocumentRow, { where: { remarkId: In(remarkIds) }, order: { position: 'ASC' } });
  }

  findDocument(id: string): Promise<RemarkDocumentRow | null> {
    return this.manager.findOneBy(RemarkDocumentRow, { id });
  }

  /** Sets the document's picture while its remark waits for the investor; the previous key, or false when the remark is not pending. */
  async attach(remarkId: string, documentId: string, storageKey: string, now: string): Promise<{ attached: boolean; replaced: string | null }> {
    const before = await this.manager.findOneBy(RemarkDocumentRow, { id: documentId, remarkId });
    const result = await this.manager
      .createQueryBuilder()
      .update(RemarkDocumentRow)
      .set({ storageKey, uploadedAt: now })
      .where('id = :documentId AND remarkId = :remarkId AND remarkId IN (SELECT r.id FROM verification_remarks r WHERE r.id = :remarkId AND r.status = :pending)', { documentId, remarkId, pending: 'pending' })
      .execute();
    return { attached: (result.affected ?? 0) === 1, replaced: before?.storageKey ?? null };
  }

  /** pending → under review, once nothing asked for is missing (one conditional write). */
  async toReviewIfComplete(remarkId: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(RemarkRow)
      .set({ status: 'under-review' })
      .where('id = :remarkId AND status = :pending AND NOT EXISTS (SELECT 1 FROM verification_remark_documents d WHERE d.remarkId = :remarkId AND d.storageKey IS NULL)', { remarkId, pending: 'pending' })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  async complete(remarkId: string, verificationId: string, now: string): Promise<boolean> {
    const result = await this.manager
      .createQueryBuilder()
      .update(RemarkRow)
      .set({ status: 'completed', completedAt: now })
      .where('id = :remarkId AND verificationId = :verificationId AND status = :underReview', { remarkId, verificationId, underReview: 'under-review' })
      .execute();
    return (result.affected ?? 0) === 1;
  }
}
