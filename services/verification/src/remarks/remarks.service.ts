import { Injectable } from '@nestjs/common';
import { DocumentsViewedV1, RemarkRequestedV1, type RemarkView, type RequestRemarkInput } from '@cf/contracts';
import { AppError, Clock, newId, OutboxService, Transactions, type AuthenticatedUser } from '@cf/platform';
import { VerificationsRepository } from '../core/verifications.repository';
import { DocumentLinks } from '../core/document-links';
import { DOCUMENT_IMAGE_RULES, normalizeDocumentImage } from '../documents/document-image';
import { SealedFileStore } from '../core/sealed-file-store';
import type { RemarkDocumentRow } from '../core/entities/remark-document.entity';
import type { RemarkRow } from '../core/entities/remark.entity';
import { RemarksRepository } from '../core/remarks.repository';

/**
 * Remarks (A3.16, A4.4, A4.10): a reviewer asks for documents; the investor uploads them (the
 * identity pictures' rules: type by content, re-encoded, sealed); with everything in, the remark is
 * under review; the reviewer completes it. Every reviewer's view of an upload is audited.
 */
@Injectable()
export class RemarksService {
  constructor(
    private readonly remarks: RemarksRepository,
    private readonly verifications: VerificationsRepository,
    private readonly files: SealedFileStore,
    private readonly links: DocumentLinks,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  async mine(user: AuthenticatedUser): Promise<RemarkView[]> {
    return this.views(await this.remarks.ofUser(user.id));
  }

  async upload(user: AuthenticatedUser, remarkId: string, documentId: string, image: string): Promise<RemarkView> {
    const remark = await this.remarks.findById(remarkId);
    // Another investor's remark is as unknown as a missing one.
    if (!remark || remark.userId !== user.id) throw AppError.notFound('verification.remarkNotFound');
    const document = await this.remarks.findDocument(documentId);
    if (!document || document.remarkId !== remarkId) throw AppError.notFound('verification.remarkNotFound');
    const normalized = await normalizeDocumentImage(image, DOCUMENT_IMAGE_RULES);
    const key = await this.files.save(normalized.bytes);
    let replaced: string | null = null;
    try {
      await this.transactions.run(async () => {
        const attached = await this.remarks.attach(remarkId, documentId, key, this.clock.nowIso());
        if (!attached.attached) throw AppError.conflict('verification.remarkNotPending');
        replaced = attached.replaced;
        await this.remarks.toReviewIfComplete(remarkId);
      });
    } catch (error) {
      await this.files.remove(key);
      throw error;
    }
    if (replaced) await this.files.remove(replaced);
    return (await this.views([(await this.remarks.findById(remarkId))!]))[0];
  }

  /** A3.16: the reviewer's request, with the investor notified through the event. */
  async request(admin: AuthenticatedUser, verificationId: string, body: RequestRemarkInput): Promise<RemarkView> {
    const verification = await this.verifications.findById(verificationId);
    if (!verification) throw AppError.notFound('verification.notFound');
    const now = this.clock.nowIso();
    const remark: RemarkRow = { id: newId(), verificationId, userId: verification.userId, note: body.note.trim(), status: 'pending', requestedBy: admin.id, createdAt: now, completedAt: null };
    const documents: RemarkDocumentRow[] = body.documents.map((d, position) => ({ id: newId(), remarkId: remark.id, title: d.title.trim(), type: d.type, position, storageKey: null, uploadedAt: null }));
    await this.transactions.run(async () => {
      await this.remarks.insert(remark, documents);
      await this.outbox.append(RemarkRequestedV1, verificationId, {
        remarkId: remark.id,
        verificationId,
        userId: verification.userId,
        note: remark.note,
        documents: documents.map((d) => ({ title: d.title, type: d.type })),
        requestedBy: admin.id,
      });
    });
    return (await this.views([remark]))[0];
  }

  /** The reviewer reads a verification's remarks; showing uploaded documents is recorded (who, when, which). */
  async forAdmin(admin: AuthenticatedUser, verificationId: string): Promise<RemarkView[]> {
    const verification = await this.verifications.findById(verificationId);
    if (!verification) throw AppError.notFound('verification.notFound');
    const views = await this.views(await this.remarks.ofVerification(verificationId));
    const shown = views.flatMap((r) => r.documents.filter((d) => d.url !== null).map((d) => d.id));
    if (shown.length > 0)
      await this.transactions.run(() =>
        this.outbox.append(DocumentsViewedV1, verificationId, { verificationId, userId: verification.userId, viewedBy: admin.id, slots: [], remarkDocumentIds: shown, viewedAt: this.clock.nowIso() }),
      );
    return views;
  }

  async complete(verificationId: string, remarkId: string): Promise<RemarkView> {
    if (!(await this.remarks.complete(remarkId, verificationId, this.clock.nowIso()))) {
      const remark = await this.remarks.findById(remarkId);
      if (!remark || remark.verificationId !== verificationId) throw AppError.notFound('verification.remarkNotFound');
      throw AppError.conflict('verification.remarkNotUnderReview');
    }
    return (await this.views([(await this.remarks.findById(remarkId))!]))[0];
  }

  private async views(rows: RemarkRow[]): Promise<RemarkView[]> {
    const documents = await this.remarks.documentsOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      verificationId: r.verificationId,
      note: r.note,
      status: r.status,
      createdAt: r.createdAt,
      completedAt: r.completedAt,
      documents: documents
        .filter((d) => d.remarkId === r.id)
        .map((d) => ({ id: d.id, title: d.title, type: d.type, url: d.storageKey ? this.links.link(d.id).url : null, uploadedAt: d.uploadedAt })),
    }));
  }
}
