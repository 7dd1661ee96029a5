/** The service's parsed configuration (WalletConfig). */
export const WALLET_CONFIG = Symbol('WALLET_CONFIG');
