import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

/**
 * Module boundaries are enforced, not just documented: a service may import only contracts and the
 * kernel (never another service); front ends never import back-end code. Tags live in each
 * project's package.json ("nx": { "tags": [...] }).
 */
export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'tmp/**', 'coverage/**', '**/*.js', '**/*.mjs'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          // The composition root is an app, but the test kit and the tools start the platform with it.
          allow: ['@cf/deploy'],
          enforceBuildableLibDependency: false,
          // Tests of a service or the kernel use the test kit, which starts the whole platform: a cycle in
          // the graph of test files only (production code may not import the kit).
          ignoredCircularDependencies: [['@cf/testing', '*']],
          depConstraints: [
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
            // type:testing is for tests only (see the no-restricted-imports rule below).
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform', 'type:testing'] },
            { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform', 'type:testing'] },
            { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform'] },
            { sourceTag: 'scope:deploy', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform', 'type:service', 'scope:gateway', 'type:testing'] },
            // The test kit starts the platform (deploy) and provisions accounts (identity's public entry).
            { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform', 'type:testing', 'scope:deploy', 'scope:identity'] },
            // Tools (benchmarks, checks, generators) use public entry points only; relative imports into a project fail the rule.
            { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['type:contracts', 'type:platform', 'type:service', 'scope:gateway', 'scope:deploy', 'type:testing'] },
            // The integrators' client is generated from the published document: it depends on nothing of ours.
            { sourceTag: 'type:client', onlyDependOnLibsWithTags: [] },
            { sourceTag: 'type:frontend', onlyDependOnLibsWithTags: ['type:contracts', 'type:ui'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:contracts', 'type:ui'] },
            // Scopes: a bounded context reaches only itself and the shared libraries (no service reads another's code).
            ...['identity', 'site', 'notifications', 'wallet', 'campaigns', 'verification', 'investments', 'repayments'].map((name) => ({ sourceTag: `scope:${name}`, onlyDependOnLibsWithTags: [`scope:${name}`, 'scope:shared', 'scope:testing'] })),
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared', 'scope:testing'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Money is integer baisa: rounding floats is how ledgers drift (see docs/adr/0005).
      'no-restricted-properties': ['error', { object: 'Math', property: 'round', message: 'Amounts are integer baisa; use the money helpers, not Math.round.' }],
    },
  },
  {
    // Contracts are imported by browsers too (docs/adr/0016): nothing of Node's.
    files: ['libs/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'crypto', 'fs', 'path', 'os', 'buffer'], message: 'libs/contracts must stay browser-safe; put Node code in libs/platform.' }] }] },
  },
  {
    // Front ends take the REST contracts only, never the event contracts (and their zod classic).
    files: ['frontends/**/*.ts', 'frontends/**/*.tsx', 'libs/ui/**/*.ts', 'libs/ui/**/*.tsx', 'libs/api-client/**/*.ts', 'libs/i18n/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: '@cf/contracts', message: 'Front ends import @cf/contracts/rest.' }] }] },
  },
  {
    // The test kit is for tests: production code never imports it.
    files: ['libs/platform/src/**/*.ts', 'services/*/src/**/*.ts', 'gateway/src/**/*.ts', 'deploy/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.api-spec.ts', '**/*.integration-spec.ts', '**/__tests__/**', 'libs/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: '@cf/testing', message: 'The test kit is for tests only.' }] }] },
  },
  {
    // docs/adr/0015: a service's SQL lives in its repositories (and migrations, seeds); the rest of it
    // calls them. Repeats the test-kit rule above, which this block would otherwise replace here.
    files: ['services/*/src/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/migrations/**', '**/seed/**', '**/__tests__/**', '**/*.spec.ts', '**/*.api-spec.ts', '**/*.integration-spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@cf/testing', message: 'The test kit is for tests only.' },
            { name: 'typeorm', importNames: ['DataSource', 'EntityManager', 'QueryRunner', 'Repository'], message: 'SQL lives in repositories (docs/adr/0015).' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='manager']", message: 'SQL lives in repositories (docs/adr/0015): call one.' },
        { selector: 'CallExpression[callee.property.name=/^(query|createQueryBuilder|getRepository)$/]', message: 'SQL lives in repositories (docs/adr/0015): call one.' },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.api-spec.ts', '**/*.integration-spec.ts', 'test/**/*.ts', 'tools/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-restricted-properties': 'off' },
  },
);
