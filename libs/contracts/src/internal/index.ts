export * from './define-internal-call';
export * from './wallet';
