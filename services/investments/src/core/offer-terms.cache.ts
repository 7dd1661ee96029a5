import { Injectable } from '@nestjs/common';
import type { OfferRow } from './entities/offer.entity';
import { OffersRepository } from './offers.repository';

/** How long a campaign's terms are reused without reading them again. */
const TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

/**
 * A campaign's terms (bounds, dates, share price) for the checks made before the reservation's
 * transaction, read at most once a second per campaign: under a hot campaign every request would
 * otherwise read the row every other request is updating. Nothing decided here is final: the
 * capacity and the open status are checked again by the conditional UPDATE, and a refusal reads the
 * row as last committed. Events about the campaign drop the entry at once (on this replica).
 */
@Injectable()
export class OfferTermsCache {
  private readonly entries = new Map<string, { row: OfferRow | null; at: number }>();

  constructor(private readonly offers: OffersRepository) {}

  async get(campaignId: string): Promise<OfferRow | null> {
    const now = Date.now();
    const hit = this.entries.get(campaignId);
    if (hit && now - hit.at < TTL_MS) return hit.row;
    const row = await this.offers.find(campaignId);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(campaignId, { row, at: now });
    return row;
  }

  forget(campaignId: string): void {
    this.entries.delete(campaignId);
  }
}
