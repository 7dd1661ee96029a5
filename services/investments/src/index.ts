export { investmentsService } from './investments.service-definition';
export type { InvestmentsConfig } from './config/env';
// The contract writer, for `npm run docs:contract` (tools/investment-contract).
export { contractDocument } from './contracts/contract-document';
export { contractPdf } from './contracts/contract-pdf';
export type { InvestmentRow } from './core/entities/investment.entity';
