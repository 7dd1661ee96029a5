import { z } from 'zod';

/** The envelope every event travels in (docs/events/asyncapi.yaml). */
export const eventEnvelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string().regex(/^[a-z]+\.[a-z-]+$/),
  version: z.number().int().positive(),
  source: z.string().min(1),
  sequence: z.number().int().positive(),
  occurredAt: z.string().datetime(),
  aggregateId: z.string().min(1),
  actorId: z.string().nullable(),
  correlationId: z.string().nullable(),
  causationId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  prevHash: z.string().regex(/^[0-9a-f]{64}$/),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type EventEnvelope<TData = Record<string, unknown>> = Omit<z.infer<typeof eventEnvelopeSchema>, 'data'> & {
  data: TData;
};
