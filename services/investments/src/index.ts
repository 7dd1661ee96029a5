export { investmentsService } from './investments.service-definition';
export type { InvestmentsConfig } from './config/env';
