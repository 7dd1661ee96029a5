// The test kit every service's API tests share (docs/testing.md): fresh databases, tokens, the
// platform behind its gateway, accounts, factories, events, waiting and clocks.
export * from './database';
export * from './tokens';
export * from './images';
export * from './wait-for';
export * from './platform';
export * from './accounts';
export * from './events';
export * from './factories/campaign';
export * from './factories/verification';
export * from './factories/investing';
export * from './factories/wallet';
export * from './factories/children';
export * from './crash-client';
export * from './pdf-text';
export { checkAnswerAgainstContract, checkInternalAnswer } from './answer-check';
export * from './fake-provider-server';
export * from './contract-codes';
