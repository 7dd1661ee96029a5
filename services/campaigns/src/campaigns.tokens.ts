/** Injection token of the service's configuration (CampaignsConfig). */
export const CAMPAIGNS_CONFIG = Symbol('CAMPAIGNS_CONFIG');
