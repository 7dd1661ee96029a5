export * from './define-endpoint';
export * from './wallet/transactions';
export * from './wallet/withdrawal';
export * from './registry';
