// Two projects: fast unit specs beside the code, and API/integration specs that start real
// services against MariaDB (or SQLite) and the event bus; see docs/testing.md.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' }, module: { type: 'commonjs' } }];
const moduleNameMapper = {
  '^@cf/contracts$': '<rootDir>/libs/contracts/src/index.ts',
  '^@cf/platform$': '<rootDir>/libs/platform/src/index.ts',
  '^@cf/platform/testing$': '<rootDir>/libs/platform/src/testing/index.ts',
};
const common = { rootDir: __dirname, transform: { '^.+\\.tsx?$': swc }, moduleNameMapper, testEnvironment: 'node' };
module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{libs,services,gateway,deploy,tools}/**/*.spec.ts'], testPathIgnorePatterns: ['/node_modules/', '/frontends/'] },
    { ...common, displayName: 'api', setupFilesAfterEnv: ['<rootDir>/jest.setup.js'], testMatch: ['<rootDir>/{libs,services,gateway,deploy,tools,test}/**/*.{integration,api}-spec.ts'] },
  ],
};
