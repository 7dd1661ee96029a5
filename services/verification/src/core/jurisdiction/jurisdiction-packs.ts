import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jurisdictionPackSchema, type JurisdictionPack } from './domain/jurisdiction-pack';

/** The packs shipped with the service (packs/<id>.json). */
export const SHIPPED_PACKS = ['om', 'eu'] as const;

/** Reads and validates a shipped pack; a pack that does not validate stops the service at start. */
export function loadJurisdictionPack(id: string): JurisdictionPack {
  if (!(SHIPPED_PACKS as readonly string[]).includes(id)) throw new Error(`unknown jurisdiction pack "${id}" (shipped: ${SHIPPED_PACKS.join(', ')})`);
  const raw: unknown = JSON.parse(readFileSync(join(__dirname, 'packs', `${id}.json`), 'utf8'));
  const parsed = jurisdictionPackSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`jurisdiction pack ${id} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}
