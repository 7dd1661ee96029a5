import type { EventEnvelope } from '@cf/contracts';
import { canonicalJson, computeEventHash, GENESIS_HASH, verifyEventChain } from '../event-chain';

function chain(n: number): EventEnvelope[] {
  const events: EventEnvelope[] = [];
  let prevHash = GENESIS_HASH;
  for (let i = 1; i <= n; i++) {
    const unsigned = {
      id: `0190f0b0-0000-7000-8000-00000000000${i}`,
      type: 'identity.user-registered',
      version: 1,
      source: 'identity',
      sequence: i,
      occurredAt: '2026-11-22T00:00:00.000Z',
      aggregateId: `user-${i}`,
      actorId: null,
      correlationId: null,
      causationId: null,
      data: { email: `u${i}@example.om`, nested: { b: 2, a: 1 } },
      prevHash,
    };
    const hash = computeEventHash(unsigned);
    events.push({ ...unsigned, hash });
    prevHash = hash;
  }
  return events;
}

describe('event envelope hash chain', () => {
  it('serialises objects with sorted keys, so equal events hash equally', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"x":0,"y":1}]},"b":1}');
  });

  it('verifies an intact chain', () => {
    expect(verifyEventChain(chain(4))).toEqual([]);
  });

  it('detects a changed payload, a removed event and a reordered pair', () => {
    const tampered = chain(4);
    tampered[2] = { ...tampered[2], data: { email: 'attacker@example.om' } };
    expect(verifyEventChain(tampered).map((p) => p.problem)).toEqual(['hash-mismatch']);

    const gap = chain(4);
    gap.splice(1, 1);
    expect(verifyEventChain(gap).map((p) => p.problem)).toEqual(['sequence-gap', 'broken-link']);

    const swapped = chain(3);
    [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
    expect(verifyEventChain(swapped).length).toBeGreaterThan(0);
  });
});
