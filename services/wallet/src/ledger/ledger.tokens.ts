/**
 * Inject the ledger as the port: `constructor(@Inject(LEDGER) private readonly ledger: LedgerPort)`.
 * (LedgerService itself is exported too, for its extras such as `runInTransaction`.)
 */
export const LEDGER = Symbol('LEDGER');
