/**
 * Standalone jest config for the mock Kafka launcher:
 *   npx jest -c deploy/kafka-mock/jest.config.js
 * @type {import('jest').Config}
 */
module.exports = {
  displayName: 'kafka-mock',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/bin/'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  testTimeout: 60000,
};
