import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUniqueViolation, Transactions } from '@cf/platform';
import { DocumentImageRow } from './entities/document-image.entity';
import { IdentityDocumentRow } from './entities/identity-document.entity';

/** SQL of identity_documents and document_images (one document and one picture per slot per user). */
@Injectable()
export class IdentityDocumentsRepository {
  constructor(private readonly transactions: Transactions) {}

  private get manager(): EntityManager {
    return this.transactions.manager;
  }

  findByUser(userId: string): Promise<IdentityDocumentRow | null> {
    return this.manager.findOneBy(IdentityDocumentRow, { userId });
  }

  async upsert(row: IdentityDocumentRow): Promise<void> {
    try {
      await this.manager.insert(IdentityDocumentRow, row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const { id: _id, userId, ...fields } = row;
      await this.manager.update(IdentityDocumentRow, { userId }, fields);
    }
  }

  images(userId: string): Promise<DocumentImageRow[]> {
    return this.manager.find(DocumentImageRow, { where: { userId }, order: { slot: 'ASC' } });
  }

  findImage(id: string): Promise<DocumentImageRow | null> {
    return this.manager.findOneBy(DocumentImageRow, { id });
  }

  /** Puts the picture in its slot; answers the storage key it replaced (to delete), if any. */
  async replaceImage(row: DocumentImageRow): Promise<string | null> {
    const previous = await this.manager.findOneBy(DocumentImageRow, { userId: row.userId, slot: row.slot });
    if (previous) {
      await this.manager.update(DocumentImageRow, { id: previous.id }, { storageKey: row.storageKey, width: row.width, height: row.height, bytes: row.bytes, uploadedAt: row.uploadedAt });
      return previous.storageKey;
    }
    await this.manager.insert(DocumentImageRow, row);
    return null;
  }
}
