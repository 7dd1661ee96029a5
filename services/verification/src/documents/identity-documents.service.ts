import { HttpStatus, Injectable } from '@nestjs/common';
import {
  DocumentsViewedV1,
  type DocumentSlot,
  type documentImageSchema,
  type IdentityDocumentInput,
  type IdentityDocumentView,
} from '@cf/contracts';
import { AppError, Clock, newId, OutboxService, Transactions, type AuthenticatedUser } from '@cf/platform';
import type * as z from 'zod/mini';
import { VerificationSteps } from '../core/verification-steps';
import { VerificationsRepository } from '../core/verifications.repository';
import { normalizeDocumentImage } from './document-image';
import { slotsNeeded } from '../core/document-slots';
import { IdentityDocumentsRepository } from '../core/identity-documents.repository';
import { SealedFileStore } from '../core/sealed-file-store';
import { DocumentLinks } from '../core/document-links';
import { RemarksRepository } from '../core/remarks.repository';
import { ChildRegistrationsRepository } from '../core/child-registrations.repository';

const NUMBER_PURPOSE = 'verification-document-number';
const MUSCAT_OFFSET_MS = 4 * 3600 * 1000;

/**
 * Step 4 (A3.12, A5.9, A5.10): the identity document's details and pictures. Numbers and pictures
 * are sealed at rest; pictures leave only through signed links that expire in minutes, to their
 * owner and to administrators, and every administrator view is written to the audit stream.
 */
@Injectable()
export class IdentityDocumentsService {
  constructor(
    private readonly documents: IdentityDocumentsRepository,
    private readonly verifications: VerificationsRepository,
    private readonly steps: VerificationSteps,
    private readonly files: SealedFileStore,
    private readonly links: DocumentLinks,
    private readonly remarks: RemarksRepository,
    private readonly children: ChildRegistrationsRepository,
    private readonly transactions: Transactions,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
  ) {}

  /** Today on the Muscat calendar (YYYY-MM-DD). */
  private today(): string {
    return new Date(this.clock.now().getTime() + MUSCAT_OFFSET_MS).toISOString().slice(0, 10);
  }

  async save(user: AuthenticatedUser, body: IdentityDocumentInput): Promise<IdentityDocumentView> {
    const expiry = body.expiryDate;
    if (Number.isNaN(Date.parse(`${expiry}T00:00:00Z`)) || new Date(`${expiry}T00:00:00Z`).toISOString().slice(0, 10) !== expiry)
      throw new AppError('verification.expiryDateInvalid', HttpStatus.BAD_REQUEST);
    if (expiry <= this.today()) throw new AppError('verification.documentExpired', HttpStatus.UNPROCESSABLE_ENTITY);
    const number = body.documentNumber.trim().toUpperCase();
    await this.transactions.run(async () => {
      await this.steps.apply(user.id, {});
      await this.documents.upsert({
        id: newId(),
        userId: user.id,
        documentType: body.documentType,
        documentNumberSealed: this.files.box.seal(number, NUMBER_PURPOSE),
        documentNumberLast4: number.slice(-4),
        expiryDate: expiry,
        gender: body.gender,
        legalNames: JSON.stringify({
          first: body.legalFirstName.trim(),
          middle: body.legalMiddleName?.trim() || null,
          last: body.legalLastName.trim(),
          firstAr: body.legalFirstNameAr.trim(),
          middleAr: body.legalMiddleNameAr?.trim() || null,
          lastAr: body.legalLastNameAr.trim(),
        }),
        updatedAt: this.clock.nowIso(),
      });
    });
    return this.view(user.id, false);
  }

  async uploadImage(user: AuthenticatedUser, body: z.output<typeof documentImageSchema>): Promise<IdentityDocumentView> {
    const image = await normalizeDocumentImage(body.image);
    const key = await this.files.save(image.bytes);
    let replaced: string | null = null;
    try {
      await this.transactions.run(async () => {
        await this.steps.apply(user.id, {});
        replaced = await this.documents.replaceImage({ id: newId(), userId: user.id, slot: body.slot, storageKey: key, width: image.width, height: image.height, bytes: image.bytes.length, uploadedAt: this.clock.nowIso() });
      });
    } catch (error) {
      await this.files.remove(key);
      throw error;
    }
    if (replaced) await this.files.remove(replaced);
    return this.view(user.id, false);
  }

  mine(user: AuthenticatedUser): Promise<IdentityDocumentView> {
    return this.view(user.id, false);
  }

  /** An administrator opens a verification's document: the number in full; the view is audited. */
  async forAdmin(admin: AuthenticatedUser, verificationId: string): Promise<IdentityDocumentView> {
    const verification = await this.verifications.findById(verificationId);
    if (!verification) throw AppError.notFound('verification.notFound');
    const view = await this.view(verification.userId, true);
    await this.transactions.run(() =>
      this.outbox.append(DocumentsViewedV1, verificationId, { verificationId, userId: verification.userId, viewedBy: admin.id, slots: view.images.map((i) => i.slot), viewedAt: this.clock.nowIso() }),
    );
    return view;
  }

  /** The picture behind a signed link (an identity picture, a document a remark asked for, a child registration's picture), or 404. */
  async file(token: string): Promise<Buffer> {
    const id = this.links.idOf(token);
    const storageKey = id
      ? ((await this.documents.findImage(id))?.storageKey ?? (await this.remarks.findDocument(id))?.storageKey ?? (await this.children.findDocument(id))?.storageKey)
      : null;
    if (!storageKey) throw AppError.notFound('verification.linkInvalid');
    return this.files.read(storageKey);
  }

  private async view(userId: string, full: boolean): Promise<IdentityDocumentView> {
    const [document, images, verification] = await Promise.all([this.documents.findByUser(userId), this.documents.images(userId), this.verifications.findByUser(userId)]);
    const have = new Set(images.map((i) => i.slot));
    return {
      documentType: (document?.documentType ?? null) as IdentityDocumentView['documentType'],
      documentNumber: document ? (full ? this.files.box.open(document.documentNumberSealed, NUMBER_PURPOSE) : `••••${document.documentNumberLast4}`) : null,
      expiryDate: document?.expiryDate ?? null,
      expired: document ? document.expiryDate <= this.today() : false,
      gender: (document?.gender ?? null) as IdentityDocumentView['gender'],
      legalNames: document ? (JSON.parse(document.legalNames) as IdentityDocumentView['legalNames']) : null,
      images: images.map((row) => ({ slot: row.slot as DocumentSlot, ...this.links.link(row.id), width: row.width, height: row.height, uploadedAt: row.uploadedAt })),
      missing: slotsNeeded(document?.documentType ?? null, Boolean(verification?.manualKycRequestedAt)).filter((slot) => !have.has(slot as DocumentSlot)) as DocumentSlot[],
    };
  }
}
