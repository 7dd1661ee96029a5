/** The service's configuration (RepaymentsConfig), injectable everywhere. */
export const REPAYMENTS_CONFIG = Symbol('REPAYMENTS_CONFIG');
