import { SetMetadata } from '@nestjs/common';
import type { EventContract } from '@cf/contracts';

export const ON_EVENT_METADATA = 'cf:on-event';

/**
 * Marks a provider method as the consumer of one event contract. The method receives the envelope
 * and the EntityManager of the transaction that also records the event in the inbox: write the
 * effects with that manager and they happen exactly once.
 */
export const OnEvent = (contract: EventContract): MethodDecorator => SetMetadata(ON_EVENT_METADATA, contract);
