/** Nest injection token of the gateway's parsed configuration. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
