export { repaymentsService } from './repayments.service-definition';
export type { RepaymentsConfig } from './config/env';
// The distribution batch's shape, for `npm run bench:distribute` (tools/bench).
export { DistributionsService } from './distributions/distributions.service';
export { splitProRata } from './distributions/domain/pro-rata';
