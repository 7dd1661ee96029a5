export * from './events/envelope';
export * from './events/define-event';
export * from './events/registry';
export * from './http/envelope';
export * from './auth/claims';
export * from './rest';
export * from './internal';
