import { currentContext, newId } from '@cf/platform';
import type { DeliveryRow } from './delivery-queue.repository';

/** A new row of either queue: due now, never tried, correlated with the request or event that caused it. */
export function queuedDelivery(input: { to: string; language: string; causationEventId: string | null }): DeliveryRow {
  const now = new Date().toISOString();
  return {
    id: newId(),
    to: input.to,
    language: input.language,
    causationEventId: input.causationEventId,
    correlationId: currentContext()?.correlationId ?? null,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    claimedAt: null,
    sentAt: null,
    lastError: null,
    transportMessageId: null,
    createdAt: now,
  };
}
