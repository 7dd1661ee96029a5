/** The service's configuration (InvestmentsConfig), injectable everywhere. */
export const INVESTMENTS_CONFIG = Symbol('INVESTMENTS_CONFIG');
