// Three projects: fast unit specs beside the code, front-end specs in jsdom, and API/integration specs that start real
// services against MariaDB (or SQLite) and the event bus; see docs/testing.md.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' }, module: { type: 'commonjs' } }];
const moduleNameMapper = {
  '^@cf/contracts$': '<rootDir>/libs/contracts/src/index.ts',
  '^@cf/contracts/rest$': '<rootDir>/libs/contracts/src/rest/index.ts',
  '^@cf/platform$': '<rootDir>/libs/platform/src/index.ts',
  '^@cf/public-api-client$': '<rootDir>/libs/public-api-client/src/index.ts',
  '^@cf/testing$': '<rootDir>/libs/testing/src/index.ts',
  '^@cf/deploy$': '<rootDir>/deploy/index.ts',
  '^@cf/([a-z]+)-service$': '<rootDir>/services/$1/src/index.ts',
  '^@cf/gateway$': '<rootDir>/gateway/src/index.ts',
};
// Packages that ship only as ES modules (Node 20 loads them with require(esm); jest's CommonJS runtime
// does not): content-disposition 3 (@fastify/static, when the gateway serves the web) and htmlparser2 12
// with its dom* helpers (sanitize-html). swc compiles them like our own sources.
const ESM_ONLY = '(content-disposition|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)';
const swcJs = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }];
const common = {
  rootDir: __dirname,
  transform: { '^.+\\.tsx?$': swc, [`/node_modules/(.+/node_modules/)?${ESM_ONLY}/.+\\.js$`]: swcJs },
  transformIgnorePatterns: [`/node_modules/(?!(.+/node_modules/)?${ESM_ONLY}/)`],
  moduleNameMapper,
  testEnvironment: 'node',
};
// Front end: TSX with React's automatic runtime, in jsdom; the web libs resolve to their sources.
const swcWeb = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];
const web = {
  rootDir: __dirname,
  displayName: 'web',
  testEnvironment: 'jsdom',
  // Form specs type whole forms key by key in jsdom; on 2 busy cores that outlasts jest's 5 s default.
  testTimeout: 20_000,
  transform: { '^.+\\.tsx?$': swcWeb },
  moduleNameMapper: {
    '^@cf/ui$': '<rootDir>/libs/ui/src/index.ts',
    '^@cf/contracts/rest$': '<rootDir>/libs/contracts/src/rest/index.ts',
    '^@cf/api-client$': '<rootDir>/libs/api-client/src/index.ts',
    '^@cf/i18n$': '<rootDir>/libs/i18n/src/index.ts',
    '\\.css$': '<rootDir>/frontends/tools/testing/style-stub.js',
    '\\.(svg|png|jpe?g|webp)$': '<rootDir>/frontends/tools/testing/file-stub.js',
  },
  setupFilesAfterEnv: ['<rootDir>/frontends/tools/testing/setup-web.ts'],
  testMatch: ['<rootDir>/frontends/**/*.spec.{ts,tsx}', '<rootDir>/libs/{ui,api-client,i18n}/**/*.spec.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
module.exports = {
  testSequencer: '<rootDir>/tools/test-sequencer.js',
  // An API file's platform is a dozen Nest apps in the worker; their modules stay reachable after the
  // file, so a long-lived worker grew to 3+ GB near the 4 GB heap and spent the run collecting
  // garbage (the API stage doubled). A worker past 1.5 GB after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1500MB',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{libs,services,gateway,deploy,tools}/**/*.spec.ts'], testPathIgnorePatterns: ['/node_modules/', '/frontends/', '/libs/(ui|api-client|i18n)/'] },
    web,
    // A failing API or browser test names the services its platform ran (libs/testing/jest-environment.js).
    { ...common, displayName: 'api', testEnvironment: '<rootDir>/libs/testing/jest-environment.js', setupFilesAfterEnv: ['<rootDir>/jest.setup.js'], testMatch: ['<rootDir>/{libs,services,gateway,deploy,tools,test}/**/*.{integration,api}-spec.ts'] },
    // Journeys in Debian's Chromium against the platform as the README starts it (built front end).
    { ...common, displayName: 'browser', testEnvironment: '<rootDir>/libs/testing/jest-environment.js', setupFilesAfterEnv: ['<rootDir>/test/browser/support/setup.js'], testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'] },
  ],
};
