import { createHash } from 'node:crypto';
import type { EventEnvelope } from '@cf/contracts';

/*
 * The SHA-256 hash chain over each service's events (docs/adr/0003). It lives in the kernel, not in
 * @cf/contracts, because it needs node:crypto and contracts must stay importable by browsers.
 */

/** The chain starts from 64 zeros so that the first event's prevHash is well defined. */
export const GENESIS_HASH = '0'.repeat(64);

/** JSON with object keys sorted recursively, so the same event always hashes the same way. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** hash = SHA-256(prevHash + canonical envelope without its hash). */
export function computeEventHash(envelope: Omit<EventEnvelope, 'hash'>): string {
  const { hash: _ignored, ...rest } = envelope as EventEnvelope;
  return createHash('sha256').update(envelope.prevHash).update(canonicalJson(rest)).digest('hex');
}

export interface ChainProblem {
  sequence: number;
  eventId: string;
  problem: 'hash-mismatch' | 'broken-link' | 'sequence-gap';
}

/** Verifies one service's chain, events in sequence order. Returns every problem found. */
export function verifyEventChain(events: EventEnvelope[], startPrevHash = GENESIS_HASH, startSequence = 1): ChainProblem[] {
  const problems: ChainProblem[] = [];
  let prevHash = startPrevHash;
  let expectedSequence = startSequence;
  for (const event of events) {
    if (event.sequence !== expectedSequence) problems.push({ sequence: event.sequence, eventId: event.id, problem: 'sequence-gap' });
    if (event.prevHash !== prevHash) problems.push({ sequence: event.sequence, eventId: event.id, problem: 'broken-link' });
    if (computeEventHash(event) !== event.hash) problems.push({ sequence: event.sequence, eventId: event.id, problem: 'hash-mismatch' });
    prevHash = event.hash;
    expectedSequence = event.sequence + 1;
  }
  return problems;
}
