import { defineEvent } from '../define-event';
import { holdReleasedSchema } from './hold-released';

/** A pending hold was voided (e.g. a withdrawal rejected, an investment refused): its funds are available again. */
export const HoldVoidedV1 = defineEvent({
  type: 'wallet.hold-voided',
  version: 1,
  source: 'wallet',
  description: 'A pending hold was voided: the reserved funds are available again.',
  schema: holdReleasedSchema,
});
