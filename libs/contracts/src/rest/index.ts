export * from './define-endpoint';
export * from './wallet/transactions';
export * from './wallet/withdrawal';
export * from './wallet/topup';
export * from './wallet/admin';
export * from './registry';
