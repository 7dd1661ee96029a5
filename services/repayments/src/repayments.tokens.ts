/** The service's configuration (RepaymentsConfig), injectable everywhere. */
export const REPAYMENTS_CONFIG = Symbol('REPAYMENTS_CONFIG');

/** The wallet's internal API (its contracts in @cf/contracts), called with this service's credential: an InternalClient. */
export const WALLET = Symbol('WALLET');
