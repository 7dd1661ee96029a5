export * from './define-endpoint';
export * from './wallet/transactions';
export * from './wallet/withdrawal';
export * from './wallet/topup';
export * from './wallet/admin';
export * from './wallet/ach';
export * from './wallet/reads';
export * from './notifications';
export * from './identity';

export * from './campaigns/views';
export { isHttpUrl } from './campaigns/fields';
export * from './campaigns/wizard';
export * from './campaigns/wizard-endpoints';
export * from './campaigns/browse';
export * from './campaigns/social';
export * from './campaigns/review';
export * from './site';
export * from './registry';
