import { Injectable } from '@nestjs/common';
import { IdentityDocumentsRepository } from './identity-documents.repository';
import { InvestorsRepository } from './investors.repository';

export interface LegalNames {
  name: string;
  nameAr: string | null;
  email: string | null;
}

/**
 * An investor's names as the identity document gives them (English and Arabic), or the account's
 * names before a document is read: what signed agreements and contracts name.
 */
@Injectable()
export class LegalNamesReader {
  constructor(
    private readonly documents: IdentityDocumentsRepository,
    private readonly investors: InvestorsRepository,
  ) {}

  async of(userId: string): Promise<LegalNames> {
    const [document, investors] = await Promise.all([this.documents.findByUser(userId), this.investors.byIds([userId])]);
    const who = investors.get(userId);
    const legal = document ? (JSON.parse(document.legalNames) as { first: string; middle: string | null; last: string; firstAr: string; middleAr: string | null; lastAr: string }) : null;
    const join = (...parts: Array<string | null>) => parts.filter(Boolean).join(' ');
    return {
      name: legal ? join(legal.first, legal.middle, legal.last) : join(who?.firstName ?? '', who?.lastName ?? ''),
      nameAr: legal ? join(legal.firstAr, legal.middleAr, legal.lastAr) : null,
      email: who?.email ?? null,
    };
  }
}
