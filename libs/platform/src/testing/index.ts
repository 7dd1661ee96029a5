export * from './test-database';
export * from './test-tokens';
export * from './test-images';
