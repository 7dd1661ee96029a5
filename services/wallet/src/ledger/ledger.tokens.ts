/**
 * Inject the ledger as the port: `constructor(@Inject(LEDGER) private readonly ledger: LedgerPort)`.
 * (LedgerService itself is exported too, for its extras such as `runInTransaction`.)
 */
export const LEDGER = Symbol('LEDGER');

/**
 * Where the ledger lists what other services post in the wallets' transaction lists, in the
 * transfer's own transaction (LedgerActivityPort, provided by the transaction lists: wallet-transactions).
 */
export const LEDGER_ACTIVITY = Symbol('LEDGER_ACTIVITY');
