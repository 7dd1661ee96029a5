import { defineEvent } from '../define-event';
import { holdReleasedSchema } from './hold-released';

/** A pending hold passed its expiry and was released by the sweeper; it can no longer be posted. */
export const HoldExpiredV1 = defineEvent({
  type: 'wallet.hold-expired',
  version: 1,
  source: 'wallet',
  description: 'A pending hold passed its expiry and was released; it can no longer be posted.',
  schema: holdReleasedSchema,
});
